import {
  COMPANY_EMERGENCY_CALLS_SHOWN,
  type CompanyEmergencyCall,
  EMERGENCY_TEAM,
  type EmergencyCallState,
} from '@maatwerk/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emergencyRequests, staffMembers, users } from '../../db/schema.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';

/** Where a call stands, from when it was acknowledged and resolved. */
export const callState = (call: {
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}): EmergencyCallState => (call.resolvedAt ? 'afgerond' : call.acknowledgedAt ? 'opgepakt' : 'open');

/**
 * The company's emergency calls, newest first, for everyone of the company who may make one:
 * a colleague sees the call, and who of staff took it up when, as well as the caller.
 */
export const listCompanyEmergencyCalls = async (
  db: DbOrTx,
  caller: TeamCaller,
): Promise<CompanyEmergencyCall[]> => {
  const customerId = customerFor(caller, EMERGENCY_TEAM);
  const rows = await db
    .select({
      call: emergencyRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      staffName: staffMembers.name,
    })
    .from(emergencyRequests)
    .leftJoin(users, eq(users.id, emergencyRequests.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, emergencyRequests.acknowledgedByStaffId))
    .where(eq(emergencyRequests.customerId, customerId))
    .orderBy(desc(emergencyRequests.createdAt), desc(emergencyRequests.id))
    .limit(COMPANY_EMERGENCY_CALLS_SHOWN);
  return rows.map(({ call, firstName, lastName, staffName }) => ({
    id: call.id,
    description: call.description,
    created_at: call.createdAt.toISOString(),
    caller: firstName === null ? null : { name: `${firstName} ${lastName}` },
    state: callState(call),
    acknowledged_at: call.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: call.acknowledgedAt ? (staffName ?? 'Een medewerker') : null,
    resolved_at: call.resolvedAt?.toISOString() ?? null,
  }));
};
