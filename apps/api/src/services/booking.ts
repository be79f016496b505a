import { randomBytes } from 'node:crypto';
import {
  type Availability,
  BOOKING_SLOT_MINUTES,
  canChangeReservation,
  MAX_OPEN_RESERVATIONS,
  type MeetingUrl,
  ORDERS_TEAM,
  RESERVATION_TOO_LATE_MESSAGE,
  type Reservation,
  type TimeSlot,
  TOO_MANY_RESERVATIONS_MESSAGE,
} from '@maatwerk/contract';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { LIMIT_LOCK, lockLimit } from '../db/advisory-lock.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/database-errors.ts';
import { amsterdamTime, toDateOnly } from '../lib/dates.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { dayOpening, type OpenRange } from './booking-schedule.ts';
import { dateTimeNl } from './mail-layout.ts';
import { queueReservationMail } from './reservation-mail/queue.ts';
import { notifyStaff, type StaffEvent } from './staff-notifications/record.ts';
import { customerFor, type TeamCaller } from './team-access.ts';
import { emitReservationEvent } from './webhooks/events.ts';

type ReservationRow = typeof reservations.$inferSelect;

const SLOT_MS = BOOKING_SLOT_MINUTES * 60 * 1000;
export const SLOT_TAKEN_MESSAGE =
  'Dit tijdstip is net door iemand anders gereserveerd. Kies een ander moment.';

export const toWireReservation = (row: ReservationRow): Reservation => ({
  id: row.id,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  subject: row.subject,
  meeting_id: row.meetingId,
});

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every slot that fits in the day's open ranges, in Amsterdam time, across summer and winter time. */
const daySlots = (date: string, ranges: OpenRange[]): TimeSlot[] =>
  ranges.flatMap((range) => {
    const slots: TimeSlot[] = [];
    for (
      let at = minutes(range.startsAt);
      at + BOOKING_SLOT_MINUTES <= minutes(range.endsAt);
      at += BOOKING_SLOT_MINUTES
    ) {
      const start = amsterdamTime(date, Math.floor(at / 60), at % 60);
      slots.push({
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + SLOT_MS).toISOString(),
      });
    }
    return slots;
  });

/** '09:00' as people say it: '9:00'. */
const spoken = (time: string) => time.replace(/^0/, '');

const overlapping = (db: DbOrTx, from: Date, until: Date) =>
  db
    .select({ startsAt: reservations.startsAt, endsAt: reservations.endsAt })
    .from(reservations)
    .where(
      and(isNull(reservations.cancelledAt), lt(reservations.startsAt, until), gt(reservations.endsAt, from)),
    );

/** The free slots of a day: not past, not booked by anyone, within the bookable hours and the horizon. */
export const availability = async (db: DbOrTx, date: string, now = new Date()): Promise<Availability> => {
  const opening = await dayOpening(db, date, now);
  if (opening.closedReason !== null) return { date, slots: [], closed_reason: opening.closedReason };
  const slots = daySlots(date, opening.ranges);
  if (slots.length === 0) return { date, slots: [], closed_reason: null };
  if (slots.every((slot) => new Date(slot.starts_at) <= now)) {
    return { date, slots: [], closed_reason: 'De tijden van vandaag zijn al voorbij. Kies een andere dag.' };
  }
  const booked = await overlapping(db, new Date(slots[0]!.starts_at), new Date(slots.at(-1)!.ends_at));
  const free = slots.filter((slot) => {
    const start = new Date(slot.starts_at);
    const end = new Date(slot.ends_at);
    if (start <= now) return false;
    return !booked.some((taken) => taken.startsAt < end && taken.endsAt > start);
  });
  return { date, slots: free, closed_reason: null };
};

/** Whether an instant is the start of a bookable slot; otherwise the reason, for the customer. */
const slotProblem = async (db: DbOrTx, startsAt: Date, now: Date): Promise<string | null> => {
  const date = toDateOnly(startsAt);
  const opening = await dayOpening(db, date, now);
  if (opening.closedReason !== null) return opening.closedReason;
  const starts = daySlots(date, opening.ranges).map((slot) => slot.starts_at);
  if (!starts.includes(startsAt.toISOString())) {
    const hours = opening.ranges.map((range) => `${spoken(range.startsAt)} en ${spoken(range.endsAt)}`);
    return `Kies een tijdstip uit de vrije tijden tussen ${hours.join(' of ')}.`;
  }
  if (startsAt <= now) return 'Dit tijdstip is al voorbij.';
  return null;
};

/** Whether an error is the unique index refusing a second booking of a slot (PGlite and postgres.js alike). */
/** A meeting's event for the desk: when (and from when, if moved) and about what. */
const meetingEvent = (
  kind: 'meeting_booked' | 'meeting_moved' | 'meeting_cancelled',
  row: ReservationRow,
  movedFrom?: Date,
): StaffEvent => ({
  kind,
  customerId: row.customerId,
  reservationId: row.id,
  detail: `${movedFrom ? `van ${dateTimeNl(movedFrom)} naar ` : ''}${dateTimeNl(row.startsAt)}, "${row.subject}"`,
});

export const isSlotTaken = (error: unknown): boolean => isUniqueViolation(error, 'reservations_slot_unique');

/**
 * Takes the slot starting at `startsAt` with `take`, in a transaction: a time that is not a free
 * slot is refused first, and so is a slot the unique index finds taken meanwhile.
 */
const takeSlot = async <T>(
  db: Db,
  startsAt: Date,
  now: Date,
  take: (tx: Tx, endsAt: Date) => Promise<T>,
): Promise<T> => {
  const problem = await slotProblem(db, startsAt, now);
  if (problem) throw new HttpError('validation_failed', problem, { fields: { starts_at: problem } });
  const endsAt = new Date(startsAt.getTime() + SLOT_MS);
  try {
    return await db.transaction((tx) => take(tx, endsAt));
  } catch (error) {
    if (isSlotTaken(error)) throw new HttpError('conflict', SLOT_TAKEN_MESSAGE);
    throw error;
  }
};

/**
 * Books a free slot. Two customers who take the same slot at once: the unique index on the start of
 * every slot that is not cancelled lets exactly one insert through; the other hears it was just taken.
 */
export const bookSlot = async (
  db: Db,
  caller: TeamCaller,
  input: { startsAt: Date; subject: string },
  now = new Date(),
): Promise<Reservation> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  return takeSlot(db, input.startsAt, now, async (tx, endsAt) => {
    // Counted under a lock per customer: parallel bookings cannot all pass the count.
    await lockLimit(tx, LIMIT_LOCK.openReservations, customerId);
    const [open] = await tx
      .select({ reservations: count() })
      .from(reservations)
      .where(
        and(
          eq(reservations.customerId, customerId),
          isNull(reservations.cancelledAt),
          gt(reservations.endsAt, now),
        ),
      );
    if (Number(open?.reservations ?? 0) >= MAX_OPEN_RESERVATIONS) {
      throw new HttpError('conflict', TOO_MANY_RESERVATIONS_MESSAGE);
    }
    const [clash] = await overlapping(tx, input.startsAt, endsAt);
    if (clash) throw new HttpError('conflict', SLOT_TAKEN_MESSAGE);
    const [row] = await tx
      .insert(reservations)
      .values({
        customerId: customerId,
        userId: caller.userId,
        startsAt: input.startsAt,
        endsAt,
        subject: input.subject,
        meetingId: randomBytes(24).toString('base64url'),
      })
      .returning();
    await queueReservationMail(tx, row!, 'booked', now);
    await emitReservationEvent(tx, row!, 'booked');
    await notifyStaff(tx, meetingEvent('meeting_booked', row!));
    return toWireReservation(row!);
  });
};

/** The customer's reservations that were not cancelled, soonest first. */
export const listReservations = async (db: DbOrTx, caller: TeamCaller): Promise<Reservation[]> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.customerId, customerId), isNull(reservations.cancelledAt)))
    .orderBy(asc(reservations.startsAt));
  return rows.map(toWireReservation);
};

/** The meeting of a reservation by its unguessable id; a cancelled or unknown one is not there. */
export const findMeeting = async (
  db: DbOrTx,
  meetingId: string,
  urlTemplate: string,
): Promise<MeetingUrl | undefined> => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.meetingId, meetingId), isNull(reservations.cancelledAt)));
  if (!row) return undefined;
  return {
    url: urlTemplate.replaceAll('{id}', encodeURIComponent(row.meetingId)),
    subject: row.subject,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
};

/** One of the customer's reservations that is not cancelled and may still change; otherwise why not. */
const changeableReservation = async (
  db: DbOrTx,
  customerId: number,
  id: number,
  now: Date,
): Promise<ReservationRow> => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.id, id), eq(reservations.customerId, customerId), isNull(reservations.cancelledAt)),
    );
  if (!row) throw notFound('Deze reservering bestaat niet (meer).');
  if (!canChangeReservation(row.startsAt, now)) throw new HttpError('conflict', RESERVATION_TOO_LATE_MESSAGE);
  return row;
};

/**
 * Cancels a reservation up to 24 hours before it starts; the slot is free for anyone at once. The
 * booker is mailed, as after booking and moving (services/reservation-mail).
 */
export const cancelReservation = async (
  db: Db,
  caller: TeamCaller,
  input: { id: number },
  now = new Date(),
): Promise<Reservation> =>
  db.transaction(async (tx) => {
    await changeableReservation(tx, customerFor(caller, ORDERS_TEAM), input.id, now);
    const [row] = await tx
      .update(reservations)
      .set({ cancelledAt: now })
      .where(eq(reservations.id, input.id))
      .returning();
    await queueReservationMail(tx, row!, 'cancelled', now);
    await emitReservationEvent(tx, row!, 'cancelled');
    await notifyStaff(tx, meetingEvent('meeting_cancelled', row!));
    return toWireReservation(row!);
  });

/**
 * Moves a reservation to another free slot, up to 24 hours before it starts. The old slot is free
 * at once; the new one is taken as a booking is (the unique index decides between two at once).
 */
export const moveReservation = async (
  db: Db,
  caller: TeamCaller,
  input: { id: number; startsAt: Date },
  now = new Date(),
): Promise<Reservation> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  return takeSlot(db, input.startsAt, now, async (tx, endsAt) => {
    const current = await changeableReservation(tx, customerId, input.id, now);
    const clashes = await overlapping(tx, input.startsAt, endsAt);
    const others = clashes.filter((clash) => clash.startsAt.getTime() !== current.startsAt.getTime());
    if (others.length > 0) throw new HttpError('conflict', SLOT_TAKEN_MESSAGE);
    const [row] = await tx
      .update(reservations)
      .set({ startsAt: input.startsAt, endsAt })
      .where(eq(reservations.id, current.id))
      .returning();
    await queueReservationMail(tx, row!, 'moved', now, current.startsAt);
    await emitReservationEvent(tx, row!, 'moved', current.startsAt);
    await notifyStaff(tx, meetingEvent('meeting_moved', row!, current.startsAt));
    return toWireReservation(row!);
  });
};
