import {
  HOURS_TEAM,
  mayMoveHours,
  NOTHING_TO_SUBMIT_MESSAGE,
  OPERATIONS,
  type SubmitHoursResult,
  type TimeEntry,
} from '@maatwerk/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, staffMembers, timeEntries, userStories, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { findOrder, toTimeEntry } from '../staff-orders/read.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { emitHoursSubmitted } from '../webhooks/events.ts';
import { requireChangeableEntry } from './entries.ts';
import { hoursSubmittedMail } from './mail.ts';

export const HOURS_MAIL_QUEUE = 'hours-approval-mail';

/** The customer's active people who answer hours: they get the submission mail. */
const hoursPeople = (db: DbOrTx, customerId: number) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        inArray(users.teamRole, [...HOURS_TEAM]),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.id));

/**
 * Submits the order's entries that are not yet submitted: each becomes 'ingediend' with the moment,
 * and one mail to the customer's billing people goes on the work queue in the same transaction.
 */
export const submitOrderHours = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  now = new Date(),
): Promise<SubmitHoursResult> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    const open = await tx
      .select({ id: timeEntries.id, state: timeEntries.approvalState, minutes: timeEntries.minutes })
      .from(timeEntries)
      .where(and(eq(timeEntries.userStoryId, story.id), eq(timeEntries.approvalState, 'nieuw')))
      .for('update');
    const ids = open.filter((entry) => mayMoveHours(entry.state, 'ingediend')).map((entry) => entry.id);
    if (ids.length === 0) throw new HttpError('validation_failed', NOTHING_TO_SUBMIT_MESSAGE);
    await tx
      .update(timeEntries)
      .set({
        approvalState: 'ingediend',
        submittedAt: now,
        answeredAt: null,
        answeredByUserId: null,
        disputeComment: null,
        approvedAutomatically: false,
      })
      .where(inArray(timeEntries.id, ids));
    await emitHoursSubmitted(
      tx,
      story,
      open.filter((entry) => ids.includes(entry.id)),
    );
    const people = await hoursPeople(tx, story.customerId);
    if (people.length > 0)
      await enqueueJob(tx, {
        queue: HOURS_MAIL_QUEUE,
        customerId: null,
        payload: { orderId: story.id, entryIds: ids },
      });
    await recordAudit(tx, writer, {
      action: 'time_entry.submit',
      entity: 'user_story',
      entityId: story.id,
      after: { entry_ids: ids, mail_queued: people.length > 0 },
    });
    return { submitted: ids.length, mail_queued: people.length > 0 };
  });
};

/**
 * Corrects a disputed (or not yet submitted) entry: new minutes and note, back to 'nieuw' so it can
 * be submitted again. The order's time spent follows the difference in minutes.
 */
export const correctTimeEntry = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  entryId: number,
  body: { minutes: number; note: string },
): Promise<TimeEntry> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    const before = await requireChangeableEntry(tx, story.id, entryId);
    const [entry] = await tx
      .update(timeEntries)
      .set({ minutes: body.minutes, note: body.note, approvalState: 'nieuw' })
      .where(eq(timeEntries.id, before.id))
      .returning();
    await tx
      .update(userStories)
      .set({
        timeSpentMinutes: sql`greatest(${userStories.timeSpentMinutes} + ${body.minutes - before.minutes}, 0)`,
        updatedAt: now(),
      })
      .where(eq(userStories.id, story.id));
    const [staff] = await tx
      .select({ name: staffMembers.name })
      .from(staffMembers)
      .where(eq(staffMembers.id, entry!.staffId));
    const after = toTimeEntry(entry!, { id: entry!.staffId, name: staff!.name });
    await recordAudit(tx, writer, {
      action: 'time_entry.correct',
      entity: 'time_entry',
      entityId: entry!.id,
      before: { minutes: before.minutes, note: before.note, approval_state: before.approvalState },
      after: { minutes: entry!.minutes, note: entry!.note, approval_state: entry!.approvalState },
    });
    return after;
  });
};

const now = () => new Date();

const payloadSchema = z.object({ orderId: z.number().int(), entryIds: z.array(z.number().int()) });

/** The job: one mail to the customer's billing people, listing the entries still waiting for an answer. */
export const sendHoursSubmittedMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { orderId, entryIds } = payloadSchema.parse(payload);
  const [order] = await db
    .select({ title: userStories.title, customerId: userStories.customerId, company: customers.name })
    .from(userStories)
    .innerJoin(customers, eq(customers.id, userStories.customerId))
    .where(eq(userStories.id, orderId));
  if (!order) return { sent: false, reason: 'gone' };
  const entries = await db
    .select({
      workedOn: timeEntries.workedOn,
      minutes: timeEntries.minutes,
      note: timeEntries.note,
      staffName: staffMembers.name,
    })
    .from(timeEntries)
    .innerJoin(staffMembers, eq(staffMembers.id, timeEntries.staffId))
    .where(and(inArray(timeEntries.id, entryIds), eq(timeEntries.approvalState, 'ingediend')))
    .orderBy(asc(timeEntries.workedOn), asc(timeEntries.id));
  const people = await hoursPeople(db, order.customerId);
  if (entries.length === 0 || people.length === 0) return { sent: false, reason: 'nothing to ask' };
  await mailer.send(
    hoursSubmittedMail({
      to: people.map((person) => person.email).join(', '),
      company: order.company,
      orderTitle: order.title,
      entries,
      hoursUrl: new URL(`/klantenportaal/opdrachten/${orderId}`, siteUrl).toString(),
    }),
  );
  return { sent: true, recipients: people.length };
};
