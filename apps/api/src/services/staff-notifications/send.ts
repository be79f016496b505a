import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers, staffDigests, staffMembers, staffNotifications } from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { digestMail, type NotificationLine, notificationMail } from './mail.ts';

const lineColumns = {
  kind: staffNotifications.kind,
  customerName: customers.name,
  userStoryId: staffNotifications.userStoryId,
  detail: staffNotifications.detail,
  createdAt: staffNotifications.createdAt,
};

const lines = (db: Db) =>
  db
    .select({ ...lineColumns, staffId: staffNotifications.staffId })
    .from(staffNotifications)
    .innerJoin(customers, eq(customers.id, staffNotifications.customerId));

/** An active staff member's address and name; a deactivated one gets nothing. */
const activeStaff = async (db: Db, staffId: number) => {
  const [row] = await db
    .select({ email: staffMembers.email, name: staffMembers.name, deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return row && !row.deactivatedAt ? row : undefined;
};

/**
 * The job of one notification mailed at once: to the assignee it was recorded for (the desk when a
 * deactivated assignee can no longer read it), or to the desk address.
 */
export const sendStaffNotification =
  (deskEmail: string): MailJob =>
  async ({ db, mailer, siteUrl }, payload) => {
    const { notificationId } = z.object({ notificationId: z.number().int() }).parse(payload);
    const [row] = await lines(db).where(eq(staffNotifications.id, notificationId));
    if (!row) return { sent: false, reason: 'gone' };
    const staff = row.staffId === null ? undefined : await activeStaff(db, row.staffId);
    const to = staff?.email ?? deskEmail;
    const replyTo =
      row.userStoryId === null
        ? undefined
        : mailer.replyAddress(row.userStoryId, staff ? { staffId: row.staffId! } : 'desk');
    await mailer.send(notificationMail(to, row satisfies NotificationLine, siteUrl, replyTo));
    return { sent: true, to: staff ? 'assignee' : 'desk' };
  };

/** The job of one day's digest of one staff member: the events that digest claimed, oldest first. */
export const sendStaffDigest: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { staffId, day } = z.object({ staffId: z.number().int(), day: z.iso.date() }).parse(payload);
  const staff = await activeStaff(db, staffId);
  const found = await lines(db)
    .where(and(eq(staffNotifications.staffId, staffId), eq(staffNotifications.digestDay, day)))
    .orderBy(asc(staffNotifications.createdAt), asc(staffNotifications.id));
  if (!staff || found.length === 0) return { sent: false, reason: staff ? 'nothing' : 'deactivated' };
  await mailer.send(digestMail(staff.email, { name: staff.name, day, lines: found }, siteUrl));
  await db
    .update(staffDigests)
    .set({ sentAt: new Date() })
    .where(and(eq(staffDigests.staffId, staffId), eq(staffDigests.day, day)));
  return { sent: true, events: found.length };
};
