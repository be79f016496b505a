import { randomBytes } from 'node:crypto';
import {
  type Availability,
  BOOKING_END_HOUR,
  BOOKING_FIRST_HOUR,
  BOOKING_HORIZON_DAYS,
  BOOKING_SLOT_MINUTES,
  BOOKING_TIME_ZONE,
  type MeetingUrl,
  type Reservation,
  type TimeSlot,
} from '@maatwerk/contract';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { addDays, amsterdamTime, isWorkingDay, toDateOnly, today } from '../db/factories/dates.ts';
import { reservations } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

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

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The hour, minute and second Amsterdam's clocks show at an instant. */
const amsterdamClock = (instant: Date) => {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return { hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
};

const weekend = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** Why nobody can book on this day at all, or null when its hours are open. */
const closedReason = (date: string, now: Date): string | null => {
  if (date < today(now)) return 'Deze dag is al voorbij.';
  if (date > addDays(today(now), BOOKING_HORIZON_DAYS))
    return `Je kunt tot ${BOOKING_HORIZON_DAYS} dagen vooruit reserveren.`;
  if (weekend(date)) return 'Op zaterdag en zondag zijn we gesloten.';
  if (!isWorkingDay(date)) return 'Op feestdagen zijn we gesloten.';
  return null;
};

/** Every slot of the working day, in Amsterdam time, across summer and winter time. */
const daySlots = (date: string): TimeSlot[] =>
  Array.from({ length: BOOKING_END_HOUR - BOOKING_FIRST_HOUR }, (_, n) => {
    const start = amsterdamTime(date, BOOKING_FIRST_HOUR + n);
    return { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + SLOT_MS).toISOString() };
  });

const overlapping = (db: DbOrTx, from: Date, until: Date) =>
  db
    .select({ startsAt: reservations.startsAt, endsAt: reservations.endsAt })
    .from(reservations)
    .where(
      and(isNull(reservations.cancelledAt), lt(reservations.startsAt, until), gt(reservations.endsAt, from)),
    );

/** The free slots of a day: not past, not booked by anyone, within working hours and the horizon. */
export const availability = async (db: DbOrTx, date: string, now = new Date()): Promise<Availability> => {
  const reason = closedReason(date, now);
  if (reason) return { date, slots: [], closed_reason: reason };
  const slots = daySlots(date);
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
const slotProblem = (startsAt: Date, now: Date): string | null => {
  const date = toDateOnly(startsAt);
  const reason = closedReason(date, now);
  if (reason) return reason;
  const clock = amsterdamClock(startsAt);
  const onTheHour = clock.minute === 0 && clock.second === 0 && startsAt.getMilliseconds() === 0;
  if (!onTheHour || clock.hour < BOOKING_FIRST_HOUR || clock.hour >= BOOKING_END_HOUR)
    return `Kies een heel uur tussen ${BOOKING_FIRST_HOUR}:00 en ${BOOKING_END_HOUR}:00.`;
  if (startsAt <= now) return 'Dit tijdstip is al voorbij.';
  return null;
};

/** Whether an error is the unique index refusing a second booking of a slot (PGlite and postgres.js alike). */
export const isSlotTaken = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = cause as Record<string, unknown>;
    if (code === '23505' && (constraint ?? constraint_name) === 'reservations_slot_unique') return true;
  }
  return false;
};

/**
 * Books a free slot. Two customers who take the same slot at once: the unique index on the start of
 * every slot that is not cancelled lets exactly one insert through; the other hears it was just taken.
 */
export const bookSlot = async (
  db: Db,
  input: { customerId: number; userId: number; startsAt: Date; subject: string },
  now = new Date(),
): Promise<Reservation> => {
  const problem = slotProblem(input.startsAt, now);
  if (problem) throw new HttpError('validation_failed', problem, { fields: { starts_at: problem } });
  const endsAt = new Date(input.startsAt.getTime() + SLOT_MS);
  try {
    return await db.transaction(async (tx) => {
      const [clash] = await overlapping(tx, input.startsAt, endsAt);
      if (clash) throw new HttpError('conflict', SLOT_TAKEN_MESSAGE);
      const [row] = await tx
        .insert(reservations)
        .values({
          customerId: input.customerId,
          userId: input.userId,
          startsAt: input.startsAt,
          endsAt,
          subject: input.subject,
          meetingId: randomBytes(24).toString('base64url'),
        })
        .returning();
      return toWireReservation(row!);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw new HttpError('conflict', SLOT_TAKEN_MESSAGE);
    throw error;
  }
};

/** The customer's reservations that were not cancelled, soonest first. */
export const listReservations = async (db: DbOrTx, customerId: number): Promise<Reservation[]> => {
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
