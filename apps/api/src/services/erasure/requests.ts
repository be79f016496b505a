import {
  ADMIN_ONLY,
  ALL_TEAM,
  type ErasureRequest,
  erasureMessages,
  type MyErasureRequest,
  type StaffErasureRequest,
} from '@maatwerk/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, erasureRequests, staffMembers, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { enqueueJob } from '../jobs.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { erasureBlockedReason } from './last-owner.ts';
import { ERASURE_ATTEMPTS, ERASURE_QUEUE } from './queue.ts';

type RequestRow = typeof erasureRequests.$inferSelect;

const toWire = (row: RequestRow): ErasureRequest => ({
  id: row.id,
  state: row.status,
  requested_at: row.requestedAt.toISOString(),
  done_at: row.doneAt?.toISOString() ?? null,
});

const latestOf = async (db: DbOrTx, userId: number): Promise<RequestRow | undefined> => {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return row;
};

export const getMyErasureRequest = async (db: DbOrTx, caller: TeamCaller): Promise<MyErasureRequest> => {
  customerFor(caller, ALL_TEAM);
  const row = await latestOf(db, caller.userId);
  return { request: row ? toWire(row) : null };
};

/**
 * A person asks for the erasure of their data. One open request at a time (409); the last
 * eigenaar of a company with others is refused at once, so they know what to do first.
 */
export const requestErasure = async (
  db: DbOrTx,
  caller: TeamCaller,
  body: { reason?: string | null | undefined },
): Promise<MyErasureRequest> => {
  const customerId = customerFor(caller, ALL_TEAM);
  const blocked = await erasureBlockedReason(db, caller.userId);
  if (blocked) throw new HttpError('conflict', blocked);
  try {
    const [row] = await db
      .insert(erasureRequests)
      .values({ customerId, userId: caller.userId, reason: body.reason ?? null })
      .returning();
    return { request: toWire(row!) };
  } catch (error) {
    if (isUniqueViolation(error, 'erasure_requests_open_unique'))
      throw new HttpError('conflict', erasureMessages.alreadyAsked);
    throw error;
  }
};

const confirmer = alias(staffMembers, 'confirmer');

const staffRows = (db: DbOrTx) =>
  db
    .select({
      row: erasureRequests,
      customerName: customers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      teamRole: users.teamRole,
      confirmedBy: confirmer.name,
    })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .innerJoin(customers, eq(customers.id, erasureRequests.customerId))
    .leftJoin(confirmer, eq(confirmer.id, erasureRequests.confirmedByStaffId));

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffRows>['execute']>>[number];

const toStaffWire = async (db: DbOrTx, one: StaffRow): Promise<StaffErasureRequest> => ({
  id: one.row.id,
  state: one.row.status,
  customer_id: one.row.customerId,
  customer_name: one.customerName,
  person_name: `${one.firstName} ${one.lastName}`.trim(),
  team_role: one.teamRole,
  reason: one.row.reason,
  requested_at: one.row.requestedAt.toISOString(),
  confirmed_by: one.confirmedBy,
  confirmed_at: one.row.confirmedAt?.toISOString() ?? null,
  done_at: one.row.doneAt?.toISOString() ?? null,
  blocked_reason: one.row.status === 'requested' ? await erasureBlockedReason(db, one.row.userId) : null,
});

/** Every request, open ones first, then newest first (beheerders). */
export const listErasureRequests = async (db: DbOrTx, actor: StaffWriter): Promise<StaffErasureRequest[]> => {
  requireStaffRole(actor, ADMIN_ONLY);
  const rows = await staffRows(db).orderBy(
    asc(sql`case ${erasureRequests.status} when 'requested' then 0 when 'confirmed' then 1 else 2 end`),
    desc(erasureRequests.requestedAt),
  );
  return Promise.all(rows.map((one) => toStaffWire(db, one)));
};

const staffRequest = async (db: DbOrTx, id: string): Promise<StaffErasureRequest> => {
  const [one] = await staffRows(db).where(eq(erasureRequests.id, id));
  if (!one) throw new HttpError('not_found', erasureMessages.notFound);
  return toStaffWire(db, one);
};

/** The open request, locked for this transaction; 404 if none, 409 if it was already handled. */
const lockRequested = async (tx: DbOrTx, id: string): Promise<RequestRow> => {
  const [row] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for('update');
  if (!row) throw new HttpError('not_found', erasureMessages.notFound);
  if (row.status !== 'requested') throw new HttpError('conflict', erasureMessages.notRequested);
  return row;
};

/**
 * A beheerder's decision on an open request, in one transaction with its line of the audit log:
 * `act` checks what it must and answers the request's new columns.
 */
const decide = async (
  db: Db,
  actor: StaffWriter,
  id: string,
  action: 'erasure_request.erase' | 'erasure_request.refuse',
  act: (tx: DbOrTx, row: RequestRow) => Promise<Partial<typeof erasureRequests.$inferInsert>>,
  now: Date,
): Promise<StaffErasureRequest> => {
  requireStaffRole(actor, ADMIN_ONLY);
  await db.transaction(async (tx) => {
    const row = await lockRequested(tx, id);
    const change = await act(tx, row);
    await tx
      .update(erasureRequests)
      .set({ ...change, confirmedByStaffId: actor.staffId, confirmedAt: now })
      .where(eq(erasureRequests.id, row.id));
    await recordAudit(tx, actor, {
      action,
      entity: 'user',
      entityId: row.userId,
      after: { erasure_request_id: row.id, customer_id: row.customerId },
    });
  });
  return staffRequest(db, id);
};

/**
 * A beheerder confirms: the request and its job are written together, so the erasure runs once
 * whatever happens to this instance. The last eigenaar of a company with others is refused (409).
 */
export const confirmErasureRequest = (db: Db, actor: StaffWriter, id: string, now = new Date()) =>
  decide(
    db,
    actor,
    id,
    'erasure_request.erase',
    async (tx, row) => {
      const blocked = await erasureBlockedReason(tx, row.userId);
      if (blocked) throw new HttpError('conflict', blocked);
      const job = await enqueueJob(tx, {
        queue: ERASURE_QUEUE,
        customerId: null,
        payload: { requestId: row.id },
        maxAttempts: ERASURE_ATTEMPTS,
      });
      return { status: 'confirmed', jobId: job.id };
    },
    now,
  );

/** A beheerder refuses a request (audited); the person sees it was refused. */
export const refuseErasureRequest = (db: Db, actor: StaffWriter, id: string, now = new Date()) =>
  decide(db, actor, id, 'erasure_request.refuse', async () => ({ status: 'refused' }), now);
