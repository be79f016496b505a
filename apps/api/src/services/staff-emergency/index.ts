import {
  ACKNOWLEDGED_CALLS_SHOWN,
  OPERATIONS,
  type StaffAcknowledgeResult,
  type StaffEmergencyCall,
} from '@maatwerk/contract';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, emergencyRequests, staffMembers, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { type CustomerNotifier, notifyCustomer } from '../customer-notifier.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { acknowledgedMail } from './mail.ts';

const callColumns = {
  call: emergencyRequests,
  customerName: customers.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  staffName: staffMembers.name,
};

const callQuery = (db: DbOrTx) =>
  db
    .select(callColumns)
    .from(emergencyRequests)
    .innerJoin(customers, eq(customers.id, emergencyRequests.customerId))
    .leftJoin(users, eq(users.id, emergencyRequests.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, emergencyRequests.acknowledgedByStaffId));

type CallRow = Awaited<ReturnType<ReturnType<typeof callQuery>['execute']>>[number];

const toCall = (row: CallRow): StaffEmergencyCall => ({
  id: row.call.id,
  customer: { id: row.call.customerId, name: row.customerName },
  caller:
    row.email === null
      ? null
      : { name: `${row.firstName} ${row.lastName}`, email: row.email, phone: row.phone },
  description: row.call.description,
  created_at: row.call.createdAt.toISOString(),
  mailed_at: row.call.mailedAt?.toISOString() ?? null,
  acknowledged_at: row.call.acknowledgedAt?.toISOString() ?? null,
  acknowledged_by:
    row.call.acknowledgedByStaffId === null
      ? null
      : { id: row.call.acknowledgedByStaffId, name: row.staffName ?? '' },
});

/** Every open call, longest waiting first; then the most recently acknowledged ones. */
export const listEmergencyCalls = async (db: DbOrTx): Promise<StaffEmergencyCall[]> => {
  const open = await callQuery(db)
    .where(isNull(emergencyRequests.acknowledgedAt))
    .orderBy(asc(emergencyRequests.createdAt), asc(emergencyRequests.id));
  const acknowledged = await callQuery(db)
    .where(isNotNull(emergencyRequests.acknowledgedAt))
    .orderBy(desc(emergencyRequests.acknowledgedAt), desc(emergencyRequests.id))
    .limit(ACKNOWLEDGED_CALLS_SHOWN);
  return [...open, ...acknowledged].map(toCall);
};

/**
 * Records who acknowledged an open call and when, then tells the caller by e-mail (after the
 * commit; a failed send leaves the acknowledgement standing and the answer says so).
 */
export const acknowledgeEmergencyCall = async (
  db: Db,
  notify: CustomerNotifier,
  writer: StaffWriter,
  id: number,
): Promise<StaffAcknowledgeResult> => {
  requireStaffRole(writer, OPERATIONS);
  const call = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(emergencyRequests)
      .set({ acknowledgedAt: new Date(), acknowledgedByStaffId: writer.staffId })
      .where(and(eq(emergencyRequests.id, id), isNull(emergencyRequests.acknowledgedAt)))
      .returning({ id: emergencyRequests.id });
    if (!updated) {
      const [exists] = await tx
        .select({ id: emergencyRequests.id })
        .from(emergencyRequests)
        .where(eq(emergencyRequests.id, id));
      if (!exists) throw new HttpError('not_found', 'Deze noodoproep bestaat niet.');
      throw new HttpError('conflict', 'Deze noodoproep is al in behandeling genomen.');
    }
    const [row] = await callQuery(tx).where(eq(emergencyRequests.id, id));
    const wire = toCall(row!);
    await recordAudit(tx, writer, {
      action: 'emergency_request.acknowledge',
      entity: 'emergency_request',
      entityId: id,
      before: { acknowledged_at: null },
      after: { acknowledged_at: wire.acknowledged_at, acknowledged_by_staff_id: writer.staffId },
    });
    return wire;
  });
  const message = acknowledgedMail(call, call.acknowledged_by?.name ?? 'Een medewerker');
  return { call, mail_sent: await notifyCustomer(notify, message) };
};
