import type { StaffRole } from '@maatwerk/contract';
import type { Db } from '../db/client.ts';
import { createStaffMember } from '../db/factories/index.ts';
import { newTotpSecret } from '../services/auth/totp.ts';
import { insertStaffSession } from '../services/staff-auth/staff-sessions.ts';

export interface LoggedInStaff {
  staffId: number;
  token: string;
  /** The Authorization header of this staff login. */
  headers: { authorization: string };
}

/** A new staff member of this role with a confirmed second factor, fully logged in. */
export const loggedInStaff = async (db: Db, role: StaffRole): Promise<LoggedInStaff> => {
  const member = await createStaffMember(db, { role, totpSecret: newTotpSecret() });
  const { token } = await insertStaffSession(db, member.id, 'login');
  return { staffId: member.id, token, headers: { authorization: `Bearer ${token}` } };
};

/** A new staff member of this role who logged in with the password but has no second factor yet. */
export const staffInMfaSetup = async (db: Db, role: StaffRole): Promise<LoggedInStaff> => {
  const member = await createStaffMember(db, { role });
  const { token } = await insertStaffSession(db, member.id, 'setup');
  return { staffId: member.id, token, headers: { authorization: `Bearer ${token}` } };
};
