import { BOOKING_HORIZON_DAYS, type BookingSchedule, type DayOff, weekdayLabels } from '@maatwerk/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bookingDaysOff, bookingHours } from '../db/schema.ts';
import { addDays, isoWeekday, isPublicHoliday, today } from '../lib/dates.ts';

/** A bookable time range of one day, 'HH:MM' to 'HH:MM' in Amsterdam time. */
export interface OpenRange {
  startsAt: string;
  endsAt: string;
}

export type DayOpening = { ranges: OpenRange[]; closedReason: null } | { ranges: []; closedReason: string };

const closed = (closedReason: string): DayOpening => ({ ranges: [], closedReason });

/**
 * When developers can be booked on a day: the weekly pattern the provider keeps, except on days
 * off, Dutch public holidays, days that have passed and days beyond the booking horizon.
 */
export const dayOpening = async (db: DbOrTx, date: string, now = new Date()): Promise<DayOpening> => {
  if (date < today(now)) return closed('Deze dag is al voorbij.');
  if (date > addDays(today(now), BOOKING_HORIZON_DAYS))
    return closed(`Je kunt tot ${BOOKING_HORIZON_DAYS} dagen vooruit reserveren.`);
  if (isPublicHoliday(date)) return closed('Op feestdagen zijn we gesloten.');
  const [dayOff] = await db
    .select({ reason: bookingDaysOff.reason })
    .from(bookingDaysOff)
    .where(and(lte(bookingDaysOff.startsOn, date), gte(bookingDaysOff.endsOn, date)))
    .limit(1);
  if (dayOff) return closed(`Deze dag zijn we gesloten: ${dayOff.reason}`);
  const weekday = isoWeekday(date);
  const ranges = await db
    .select({ startsAt: bookingHours.startsAt, endsAt: bookingHours.endsAt })
    .from(bookingHours)
    .where(eq(bookingHours.weekday, weekday))
    .orderBy(asc(bookingHours.startsAt));
  if (ranges.length === 0) return closed(`Op ${weekdayLabels[weekday]} zijn er geen tijden te reserveren.`);
  return { ranges, closedReason: null };
};

/** The pattern and the days off that have not passed, as the back office shows them. */
export const bookingSchedule = async (db: DbOrTx, now = new Date()): Promise<BookingSchedule> => {
  const [ranges, daysOff] = await Promise.all([
    db.select().from(bookingHours).orderBy(asc(bookingHours.weekday), asc(bookingHours.startsAt)),
    db
      .select()
      .from(bookingDaysOff)
      .where(gte(bookingDaysOff.endsOn, today(now)))
      .orderBy(asc(bookingDaysOff.startsOn)),
  ]);
  return {
    ranges: ranges.map((range) => ({
      weekday: range.weekday,
      starts_at: range.startsAt,
      ends_at: range.endsAt,
    })),
    days_off: daysOff.map(
      (row): DayOff => ({ id: row.id, starts_on: row.startsOn, ends_on: row.endsOn, reason: row.reason }),
    ),
  };
};
