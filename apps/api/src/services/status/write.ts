import {
  type CreateStatusEventBody,
  type EditStatusEventBody,
  OPERATIONS,
  type StaffStatusEvent,
  type StatusResourceType,
  type StatusUpdateBody,
  statesOfKind,
} from '@maatwerk/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  statusEventNotices,
  statusEventResources,
  statusEvents,
  statusEventUpdates,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { enqueueJob } from '../jobs.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { queueSubscriberMails } from '../status-subscriptions/index.ts';
import { emitIncidentEvent } from '../webhooks/events.ts';
import { findStaffStatusEvent, isClosedState } from './read.ts';
import { resourceTables } from './resource-tables.ts';

/** The work queue that mails customers about an incident; each job is one mail kind to one customer. */
export const STATUS_MAIL_QUEUE = 'status-mail';

type CreateInput = z.output<typeof CreateStatusEventBody>;
type EditInput = z.output<typeof EditStatusEventBody>;
type UpdateInput = z.output<typeof StatusUpdateBody>;
type ResourceRef = { type: StatusResourceType; id: number };

/**
 * The customer of each chosen resource; a resource that does not exist or has ended is refused
 * with 422 on the field, and nothing is written.
 */
const resolveResources = async (db: DbOrTx, refs: ResourceRef[]) => {
  const unique = [...new Map(refs.map((ref) => [`${ref.type}:${ref.id}`, ref])).values()];
  const found: (ResourceRef & { customerId: number })[] = [];
  for (const type of Object.keys(resourceTables) as StatusResourceType[]) {
    const ids = unique.filter((ref) => ref.type === type).map((ref) => ref.id);
    if (ids.length === 0) continue;
    const table = resourceTables[type];
    const rows = await db
      .select({ id: table.id, customerId: table.customerId })
      .from(table)
      .where(and(inArray(table.id, ids), isNull(table.endedOn)));
    for (const row of rows) found.push({ type, id: row.id, customerId: row.customerId });
  }
  if (found.length !== unique.length) {
    throw new HttpError('validation_failed', 'Niet alle velden zijn correct ingevuld.', {
      fields: { resources: 'Een gekozen dienst bestaat niet (meer).' },
    });
  }
  return found;
};

/**
 * Records, once per event, customer and kind, that the customer is to be mailed, and puts the mail
 * on the work queue in the same transaction: the unique key and the queue's single claim make it
 * go out once, whichever instance handles the request or runs the job.
 */
const queueNotices = async (
  tx: DbOrTx,
  eventId: number,
  customerIds: number[],
  kind: 'start' | 'resolved',
): Promise<number> => {
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return 0;
  const inserted = await tx
    .insert(statusEventNotices)
    .values(unique.map((customerId) => ({ eventId, customerId, kind })))
    .onConflictDoNothing()
    .returning({ customerId: statusEventNotices.customerId });
  for (const { customerId } of inserted) {
    await enqueueJob(tx, { queue: STATUS_MAIL_QUEUE, customerId, payload: { eventId, customerId, kind } });
    await emitIncidentEvent(tx, eventId, customerId, kind === 'start' ? 'started' : 'resolved');
  }
  return inserted.length;
};

const customersOf = async (tx: DbOrTx, eventId: number) =>
  (
    await tx
      .selectDistinct({ customerId: statusEventResources.customerId })
      .from(statusEventResources)
      .where(eq(statusEventResources.eventId, eventId))
  ).map((row) => row.customerId);

const startedCustomers = async (tx: DbOrTx, eventId: number) =>
  (
    await tx
      .select({ customerId: statusEventNotices.customerId })
      .from(statusEventNotices)
      .where(and(eq(statusEventNotices.eventId, eventId), eq(statusEventNotices.kind, 'start')))
  ).map((row) => row.customerId);

const replaceResources = async (tx: DbOrTx, eventId: number, refs: ResourceRef[]) => {
  const resources = await resolveResources(tx, refs);
  await tx.delete(statusEventResources).where(eq(statusEventResources.eventId, eventId));
  if (resources.length > 0) {
    await tx.insert(statusEventResources).values(
      resources.map((resource) => ({
        eventId,
        resourceType: resource.type,
        resourceId: resource.id,
        customerId: resource.customerId,
      })),
    );
  }
  return resources;
};

const loaded = async (db: DbOrTx, id: number): Promise<StaffStatusEvent> => {
  const event = await findStaffStatusEvent(db, id);
  if (!event) throw new HttpError('not_found', 'Deze melding bestaat niet.');
  return event;
};

/**
 * Posts an incident or maintenance with its first update; an open incident's customers are mailed,
 * and so is every confirmed subscriber it concerns.
 */
export const createStatusEvent = async (
  db: Db,
  writer: StaffWriter,
  input: CreateInput,
): Promise<StaffStatusEvent> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const closed = isClosedState(input.state);
    const now = new Date();
    const [row] = await tx
      .insert(statusEvents)
      .values({
        kind: input.kind,
        title: input.title,
        services: input.services,
        impact: input.impact,
        state: input.state,
        startsAt: new Date(input.starts_at),
        plannedEndAt: input.planned_end_at ? new Date(input.planned_end_at) : null,
        closedAt: closed ? now : null,
      })
      .returning();
    const eventId = row!.id;
    const [update] = await tx
      .insert(statusEventUpdates)
      .values({ eventId, state: input.state, message: input.message, staffId: writer.staffId })
      .returning({ id: statusEventUpdates.id });
    const resources = await replaceResources(tx, eventId, input.resources);
    await queueSubscriberMails(tx, eventId, update!.id);
    if (input.kind === 'storing' && !closed) {
      await queueNotices(
        tx,
        eventId,
        resources.map((resource) => resource.customerId),
        'start',
      );
    }
    const event = await loaded(tx, eventId);
    await recordAudit(tx, writer, {
      action: 'status_event.create',
      entity: 'status_event',
      entityId: eventId,
      after: { ...event, updates: undefined, message: input.message },
    });
    return event;
  });
};

const lockEvent = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(statusEvents).where(eq(statusEvents.id, id)).for('update');
  if (!row) throw new HttpError('not_found', 'Deze melding bestaat niet.');
  return row;
};

const auditShape = (event: StaffStatusEvent) => ({
  title: event.title,
  services: event.services,
  impact: event.impact,
  state: event.state,
  starts_at: event.starts_at,
  planned_end_at: event.planned_end_at,
  closed_at: event.closed_at,
  resources: event.resources.map(({ type, id, customer }) => ({ type, id, customer_id: customer.id })),
});

/** Changes an event's facts; customers newly touched by an open incident are mailed that it started. */
export const editStatusEvent = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  input: EditInput,
): Promise<StaffStatusEvent> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (row.kind === 'onderhoud' && input.resources.length > 0) {
      throw new HttpError('validation_failed', 'Niet alle velden zijn correct ingevuld.', {
        fields: { resources: 'Alleen een storing wordt aan diensten van klanten gekoppeld.' },
      });
    }
    const before = await loaded(tx, id);
    await tx
      .update(statusEvents)
      .set({
        title: input.title,
        services: input.services,
        impact: input.impact,
        startsAt: new Date(input.starts_at),
        plannedEndAt: input.planned_end_at ? new Date(input.planned_end_at) : null,
        updatedAt: new Date(),
      })
      .where(eq(statusEvents.id, id));
    const resources = await replaceResources(tx, id, input.resources);
    if (row.kind === 'storing' && row.closedAt === null) {
      await queueNotices(
        tx,
        id,
        resources.map((resource) => resource.customerId),
        'start',
      );
    }
    const after = await loaded(tx, id);
    await recordAudit(tx, writer, {
      action: 'status_event.update',
      entity: 'status_event',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return after;
  });
};

/**
 * Adds an update and moves the event to its state. Resolving an incident mails the customers who
 * were told it started; reopening one (a state before 'opgelost') opens it again. Every confirmed
 * subscriber the event concerns is mailed the update.
 */
export const addStatusUpdate = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  input: UpdateInput,
): Promise<StaffStatusEvent> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (!statesOfKind[row.kind].includes(input.state)) {
      throw new HttpError('validation_failed', 'Niet alle velden zijn correct ingevuld.', {
        fields: { state: 'Deze status hoort niet bij deze soort melding.' },
      });
    }
    const closing = isClosedState(input.state);
    const now = new Date();
    const [update] = await tx
      .insert(statusEventUpdates)
      .values({ eventId: id, state: input.state, message: input.message, staffId: writer.staffId })
      .returning({ id: statusEventUpdates.id });
    await tx
      .update(statusEvents)
      .set({
        state: input.state,
        closedAt: closing ? (row.closedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(statusEvents.id, id));
    if (row.kind === 'storing') {
      if (closing) await queueNotices(tx, id, await startedCustomers(tx, id), 'resolved');
      else await queueNotices(tx, id, await customersOf(tx, id), 'start');
    }
    await queueSubscriberMails(tx, id, update!.id);
    const event = await loaded(tx, id);
    await recordAudit(tx, writer, {
      action: 'status_event.add_update',
      entity: 'status_event',
      entityId: id,
      before: { state: row.state, closed_at: row.closedAt?.toISOString() ?? null },
      after: { state: event.state, closed_at: event.closed_at, message: input.message },
    });
    return event;
  });
};

/** Removes an event posted by mistake; its queued mails find no event and send nothing. */
export const deleteStatusEvent = async (db: Db, writer: StaffWriter, id: number): Promise<{ ok: true }> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    await lockEvent(tx, id);
    const before = await loaded(tx, id);
    await tx.delete(statusEvents).where(eq(statusEvents.id, id));
    await recordAudit(tx, writer, {
      action: 'status_event.delete',
      entity: 'status_event',
      entityId: id,
      before: auditShape(before),
    });
    return { ok: true as const };
  });
};
