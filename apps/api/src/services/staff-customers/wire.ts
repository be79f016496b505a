import type { StaffCustomer, StaffPerson } from '@maatwerk/contract';
import type { customers, userInvitations, users } from '../../db/schema.ts';

type CustomerRow = typeof customers.$inferSelect;
type UserRow = typeof users.$inferSelect;
type InvitationRow = typeof userInvitations.$inferSelect;

export const toStaffPerson = (user: UserRow, openInvitation: InvitationRow | undefined): StaffPerson => ({
  id: user.id,
  customer_id: user.customerId,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone: user.phone,
  team_role: user.teamRole,
  status: user.deactivatedAt ? 'gedeactiveerd' : user.hasPassword ? 'actief' : 'uitgenodigd',
  invitation: openInvitation
    ? { sent_at: openInvitation.createdAt.toISOString(), expires_at: openInvitation.expiresAt.toISOString() }
    : null,
  deactivated_at: user.deactivatedAt?.toISOString() ?? null,
  created_at: user.createdAt.toISOString(),
});

export const toStaffCustomer = (row: CustomerRow, people: StaffPerson[]): StaffCustomer => ({
  id: row.id,
  name: row.name,
  kvk_number: row.kvkNumber,
  vat_id: row.vatId,
  street: row.street,
  postal_code: row.postalCode,
  city: row.city,
  country: row.country,
  billing_email: row.billingEmail,
  hourly_rate_cents: row.hourlyRateCents,
  created_at: row.createdAt.toISOString(),
  people,
});

/** What the audit log keeps of a person: never the password hash. */
export const auditedPerson = (user: UserRow) => {
  const { passwordHash: _, ...rest } = user;
  return rest;
};
