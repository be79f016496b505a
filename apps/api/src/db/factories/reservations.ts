import { randomBytes } from 'node:crypto';
import { addWorkingDays, amsterdamTime, today } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { reservations } from '../schema.ts';

export type Reservation = typeof reservations.$inferSelect;

export const DEFAULT_RESERVATION_MINUTES = 60;

let sequence = 0;

export interface ReservationOverrides extends Partial<Omit<typeof reservations.$inferInsert, 'customerId'>> {
  customerId: number;
}

/**
 * Without a start time, each call takes the next hour slot (09:00 to 16:00 Amsterdam time on working
 * days), because the database allows one booking per start time; they begin thirty working days ahead
 * to stay clear of the demo bookings.
 */
export const createReservation = async (
  db: DbOrTx,
  overrides: ReservationOverrides,
): Promise<Reservation> => {
  const n = sequence++;
  const startsAt =
    overrides.startsAt ?? amsterdamTime(addWorkingDays(today(), 30 + Math.floor(n / 8)), 9 + (n % 8));
  const [row] = await db
    .insert(reservations)
    .values({
      subject: 'Overleg voortgang project',
      meetingId: randomBytes(24).toString('base64url'),
      endsAt: new Date(startsAt.getTime() + DEFAULT_RESERVATION_MINUTES * 60 * 1000),
      ...overrides,
      startsAt,
    })
    .returning();
  return row!;
};
