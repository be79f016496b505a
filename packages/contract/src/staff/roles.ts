/**
 * The provider's staff roles. `beheerder` may do everything and manages staff; `ontwikkelaar`
 * works the queue, emergency calls, customers' services, time, reservations and content;
 * `financieel` does billing and reads the rest.
 */
export const staffRoles = ['beheerder', 'ontwikkelaar', 'financieel'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  beheerder: 'Beheerder',
  ontwikkelaar: 'Ontwikkelaar',
  financieel: 'Financieel',
};

/** Who may read the back office at all. */
export const ALL_STAFF: readonly StaffRole[] = [...staffRoles];
/** Who may change operational data (orders, calls, customers' services, time, content). */
export const OPERATIONS: readonly StaffRole[] = ['beheerder', 'ontwikkelaar'];
/** Who may change billing. */
export const FINANCE: readonly StaffRole[] = ['beheerder', 'financieel'];
/** Staff management and the audit log. */
export const ADMIN_ONLY: readonly StaffRole[] = ['beheerder'];

export const isStaffRole = (value: string): value is StaffRole =>
  (staffRoles as readonly string[]).includes(value);
