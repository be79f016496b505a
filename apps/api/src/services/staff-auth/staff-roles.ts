import type { StaffRole } from '@maatwerk/contract';
import { HttpError } from '../../lib/http-error.ts';

/** A service's own check of the caller's role, behind the route's: never trust the route alone. */
export const assertStaffRole = (role: StaffRole, allowed: readonly StaffRole[]): void => {
  if (!allowed.includes(role)) throw new HttpError('forbidden');
};
