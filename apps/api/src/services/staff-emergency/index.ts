import {
  ACKNOWLEDGED_CALLS_SHOWN,
  OPERATIONS,
  type StaffAcknowledgeResult,
  type StaffEmergencyCall,
  type StaffEmergencyCallListItem,
} from '@maatwerk/contract';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, emergencyRequests, staffMembers, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { queueAcknowledgedMails } from '../emergency-calls/queue.ts';
import { callClock, loadServiceLevelRules } from '../service-levels/index.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

const resolvers = alias(staffMembers, 'resolvers');

const callColumns = {
  call: emergencyRequests,
  customerName: customers.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  staffName: staffMembers.name,
  resolverName: resolvers.name,
};

const callQuery = (db: DbOrTx) =>
  db
    .select(callColumns)
    .from(emergencyRequests)
    .innerJoin(customers, eq(customers.id, emergencyRequests.customerId))
    .leftJoin(users, eq(users.id, emergencyRequests.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, emergencyRequests.acknowledgedByStaffId))
    .leftJoin(resolvers, eq(resolvers.id, emergencyRequests.resolvedByStaffId));

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
  resolved_at: row.call.resolvedAt?.toISOString() ?? null,
  resolved_by:
    row.call.resolvedByStaffId === null
      ? null
      : { id: row.call.resolvedByStaffId, name: row.resolverName ?? '' },
});

/**
 * Every open call, the least business time left to its first response first; then the most
 * recently acknowledged ones. Each with its clock against priority 1's targets (null when done).
 */
export const listEmergencyCalls = async (
  db: DbOrTx,
  now = new Date(),
): Promise<StaffEmergencyCallListItem[]> => {
  const rules = await loadServiceLevelRules(db);
  const withClock = (row: CallRow): StaffEmergencyCallListItem => ({
    ...toCall(row),
    clock: callClock(rules, row.call, now),
  });
  const open = await callQuery(db)
    .where(isNull(emergencyRequests.acknowledgedAt))
    .orderBy(asc(emergencyRequests.createdAt), asc(emergencyRequests.id));
  const acknowledged = await callQuery(db)
    .where(isNotNull(emergencyRequests.acknowledgedAt))
    .orderBy(desc(emergencyRequests.acknowledgedAt), desc(emergencyRequests.id))
    .limit(ACKNOWLEDGED_CALLS_SHOWN);
  const byTimeLeft = (left: StaffEmergencyCallListItem, right: StaffEmergencyCallListItem) =>
    (left.clock?.minutes_left ?? 0) - (right.clock?.minutes_left ?? 0) ||
    left.created_at.localeCompare(right.created_at) ||
    left.id - right.id;
  return [...open.map(withClock).sort(byTimeLeft), ...acknowledged.map(withClock)];
};

/**
 * Records who acknowledged an open call and when, and queues the "opgepakt" mail to the caller and
 * each colleague who may make a call, in the same transaction: the mail job sends it.
 */
export const acknowledgeEmergencyCall = async (
  db: Db,
  writer: StaffWriter,
  id: number,
): Promise<StaffAcknowledgeResult> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
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
    const mailsQueued = await queueAcknowledgedMails(tx, { id, customerId: wire.customer.id });
    return { call: wire, mails_queued: mailsQueued };
  });
};

/** Marks an acknowledged call afgerond: the customer's list shows it done. Once only. */
export const resolveEmergencyCall = async (
  db: Db,
  writer: StaffWriter,
  id: number,
): Promise<StaffEmergencyCall> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(emergencyRequests)
      .set({ resolvedAt: new Date(), resolvedByStaffId: writer.staffId })
      .where(
        and(
          eq(emergencyRequests.id, id),
          isNotNull(emergencyRequests.acknowledgedAt),
          isNull(emergencyRequests.resolvedAt),
        ),
      )
      .returning({ id: emergencyRequests.id });
    if (!updated) {
      const [exists] = await tx
        .select({ acknowledgedAt: emergencyRequests.acknowledgedAt })
        .from(emergencyRequests)
        .where(eq(emergencyRequests.id, id));
      if (!exists) throw new HttpError('not_found', 'Deze noodoproep bestaat niet.');
      throw new HttpError(
        'conflict',
        exists.acknowledgedAt
          ? 'Deze noodoproep is al afgerond.'
          : 'Pak de noodoproep eerst op voordat je hem afrondt.',
      );
    }
    const [row] = await callQuery(tx).where(eq(emergencyRequests.id, id));
    const wire = toCall(row!);
    await recordAudit(tx, writer, {
      action: 'emergency_request.resolve',
      entity: 'emergency_request',
      entityId: id,
      before: { resolved_at: null },
      after: { resolved_at: wire.resolved_at, resolved_by_staff_id: writer.staffId },
    });
    return wire;
  });
};
