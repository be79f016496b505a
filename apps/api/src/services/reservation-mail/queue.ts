import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { customers, reservations, users } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { type ReservationMailInput, type ReservationMailKind, reservationMail } from './mail.ts';

export const RESERVATION_MAIL_QUEUE = 'reservation-mail';

const payloadSchema = z.object({
  reservationId: z.number().int(),
  kind: z.enum(['booked', 'moved', 'cancelled']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  movedFrom: z.iso.datetime().nullable(),
  sequence: z.number().int().nonnegative(),
});

type ReservationRow = typeof reservations.$inferSelect;

/**
 * The version of the calendar event after a change at `now`: the seconds since the reservation was
 * made, so that every later change of the same reservation counts higher.
 */
export const calendarSequence = (row: ReservationRow, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000));

/**
 * The booker and where their mail goes: their login address while they can log in, else (deleted or
 * deactivated) the customer's billing address.
 */
const recipientOf = async (db: DbOrTx, row: ReservationRow) => {
  const [found] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      billingEmail: customers.billingEmail,
    })
    .from(customers)
    .leftJoin(users, and(eq(users.id, row.userId ?? -1), isNull(users.deactivatedAt)))
    .where(eq(customers.id, row.customerId));
  const to = found?.email ?? found?.billingEmail;
  if (!to) return undefined;
  return {
    to,
    firstName: found?.firstName ?? null,
    name: found?.firstName ? `${found.firstName} ${found.lastName}` : null,
  };
};

/** The mail of a change as it stood at the change, to the reservation's booker. */
export const reservationMailOf = async (
  db: DbOrTx,
  row: ReservationRow,
  change: Pick<ReservationMailInput, 'kind' | 'movedFrom' | 'staffReason' | 'cancelledByStaff' | 'sequence'>,
  { siteUrl, sender }: { siteUrl: string; sender: string },
) => {
  const recipient = await recipientOf(db, row);
  if (!recipient) return undefined;
  return reservationMail({
    ...recipient,
    ...change,
    reservationId: row.id,
    meetingId: row.meetingId,
    subject: row.subject,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    siteUrl,
    sender,
  });
};

/**
 * Puts the booker's mail about a change on the work queue, in the change's own transaction: it is
 * sent once, by one instance, and not lost when the change stands. The times are those of the change.
 */
export const queueReservationMail = async (
  tx: DbOrTx,
  row: ReservationRow,
  kind: ReservationMailKind,
  now: Date,
  movedFrom: Date | null = null,
): Promise<void> => {
  await enqueueJob(tx, {
    queue: RESERVATION_MAIL_QUEUE,
    customerId: null,
    payload: {
      reservationId: row.id,
      kind,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      movedFrom: movedFrom?.toISOString() ?? null,
      sequence: calendarSequence(row, now),
    },
  });
};

/** The job: the mail of one change, with the times it had then. */
export const sendReservationMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const change = payloadSchema.parse(payload);
  const [row] = await db.select().from(reservations).where(eq(reservations.id, change.reservationId));
  if (!row) return { sent: false };
  const mail = await reservationMailOf(
    db,
    { ...row, startsAt: new Date(change.startsAt), endsAt: new Date(change.endsAt) },
    {
      kind: change.kind,
      movedFrom: change.movedFrom ? new Date(change.movedFrom) : undefined,
      sequence: change.sequence,
    },
    { siteUrl, sender: mailer.sender },
  );
  if (!mail) return { sent: false };
  await mailer.send(mail);
  return { sent: true };
};
