import type { BookingSchedule, DayOffBody, WeeklyHoursBody } from '@maatwerk/contract';
import { OPERATIONS } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookingDaysOff, bookingHours } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { bookingSchedule } from '../booking-schedule.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

/** Replaces the weekly pattern as a whole; availability follows it at once. */
export const replaceWeeklyHours = async (
  db: Db,
  actor: StaffWriter,
  body: z.output<typeof WeeklyHoursBody>,
): Promise<BookingSchedule> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const before = await tx.select().from(bookingHours);
    await tx.delete(bookingHours);
    if (body.ranges.length > 0) {
      await tx.insert(bookingHours).values(
        body.ranges.map((range) => ({
          weekday: range.weekday,
          startsAt: range.starts_at,
          endsAt: range.ends_at,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'booking_hours.update',
      entity: 'booking_hours',
      entityId: null,
      before: before.map(({ weekday, startsAt, endsAt }) => ({
        weekday,
        starts_at: startsAt,
        ends_at: endsAt,
      })),
      after: body.ranges,
    });
  });
  return bookingSchedule(db);
};

export const addDayOff = async (
  db: Db,
  actor: StaffWriter,
  body: z.output<typeof DayOffBody>,
): Promise<BookingSchedule> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingDaysOff)
      .values({ startsOn: body.starts_on, endsOn: body.ends_on, reason: body.reason })
      .returning();
    await recordAudit(tx, actor, {
      action: 'day_off.create',
      entity: 'day_off',
      entityId: row!.id,
      after: row,
    });
  });
  return bookingSchedule(db);
};

export const removeDayOff = async (db: Db, actor: StaffWriter, id: number): Promise<BookingSchedule> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(bookingDaysOff).where(eq(bookingDaysOff.id, id)).returning();
    if (!before) throw notFound('Deze vrije dag bestaat niet.');
    await recordAudit(tx, actor, { action: 'day_off.delete', entity: 'day_off', entityId: id, before });
  });
  return bookingSchedule(db);
};
