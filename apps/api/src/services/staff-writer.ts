import type { StaffRole } from '@maatwerk/contract';
import { HttpError } from '../lib/http-error.ts';
import type { StaffActor } from './audit.ts';

/** A staff member making a change: who (for the audit log), from where, and in which role. */
export interface StaffWriter extends StaffActor {
  role: StaffRole;
}

/** The route lets only these roles in; a service that changes data refuses anyone else as well. */
export const requireStaffRole = (writer: StaffWriter, roles: readonly StaffRole[]): void => {
  if (!roles.includes(writer.role)) throw new HttpError('forbidden');
};
