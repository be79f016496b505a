import type { StaffRole } from '@maatwerk/contract';
import { useStaffSession } from './staff-session.ts';

export interface CurrentStaff {
  staffId: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** The logged-in staff member; only inside the back office's layout, which makes sure there is one. */
export const useStaff = (): CurrentStaff => {
  const staff = useStaffSession((state) => state.staff);
  if (!staff) throw new Error('useStaff outside the back office layout');
  return { staffId: staff.id, name: staff.name, email: staff.email, role: staff.role };
};

/** Whether the logged-in staff member has one of these roles (for showing buttons; the API decides). */
export const useStaffCan = (roles: readonly StaffRole[]): boolean => roles.includes(useStaff().role);
