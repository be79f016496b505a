import { OPERATIONS, STAFF_RESERVATIONS_MAX, type StaffReservation } from '@maatwerk/contract';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, reservations, users } from '../../db/schema.ts';
import { amsterdamTime, today } from '../../lib/dates.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { recordAudit } from '../audit.ts';
import { calendarSequence, reservationMailOf } from '../reservation-mail/queue.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { emitReservationEvent } from '../webhooks/events.ts';

const selection = {
  reservation: reservations,
  customerName: customers.name,
  billingEmail: customers.billingEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const joined = (db: DbOrTx) =>
  db
    .select(selection)
    .from(reservations)
    .innerJoin(customers, eq(customers.id, reservations.customerId))
    .leftJoin(users, eq(users.id, reservations.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const toStaffReservation = (row: Joined): StaffReservation => ({
  id: row.reservation.id,
  customer_id: row.reservation.customerId,
  customer_name: row.customerName,
  person_name: row.firstName ? `${row.firstName} ${row.lastName}` : null,
  person_email: row.email,
  starts_at: row.reservation.startsAt.toISOString(),
  ends_at: row.reservation.endsAt.toISOString(),
  subject: row.reservation.subject,
  cancelled_at: row.reservation.cancelledAt?.toISOString() ?? null,
});

/** Reservations of every customer from a day on, soonest first. */
export const listAllReservations = async (
  db: DbOrTx,
  filter: { from?: string | undefined; customerId?: number | undefined; cancelled: boolean },
): Promise<StaffReservation[]> => {
  const rows = await joined(db)
    .where(
      and(
        gte(reservations.startsAt, amsterdamTime(filter.from ?? today(), 0)),
        filter.customerId ? eq(reservations.customerId, filter.customerId) : undefined,
        filter.cancelled ? undefined : isNull(reservations.cancelledAt),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
    .limit(STAFF_RESERVATIONS_MAX);
  return rows.map(toStaffReservation);
};

/**
 * Cancels a reservation: the slot is free for anyone at once (the unique index only counts
 * reservations that are not cancelled) and the customer is told by mail. When the mail cannot be
 * sent, nothing changes and the caller hears so.
 */
export const cancelReservation = async (
  db: Db,
  mail: { mailer: Mailer; siteUrl: string },
  actor: StaffWriter,
  id: number,
  reason: string | null,
  now = new Date(),
): Promise<StaffReservation> => {
  requireStaffRole(actor, OPERATIONS);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!locked) throw notFound('Deze reservering bestaat niet.');
    if (locked.cancelledAt) throw new HttpError('conflict', 'Deze reservering is al geannuleerd.');
    const [after] = await tx
      .update(reservations)
      .set({ cancelledAt: now })
      .where(eq(reservations.id, id))
      .returning();
    await emitReservationEvent(tx, after!, 'cancelled');
    await recordAudit(tx, actor, {
      action: 'reservation.cancel',
      entity: 'reservation',
      entityId: id,
      before: locked,
      after: { ...after, reason },
    });
    const notice = await reservationMailOf(
      tx,
      locked,
      {
        kind: 'cancelled',
        cancelledByStaff: true,
        staffReason: reason,
        sequence: calendarSequence(locked, now),
      },
      { siteUrl: mail.siteUrl, sender: mail.mailer.sender },
    );
    if (notice) {
      try {
        await mail.mailer.send(notice);
      } catch {
        throw new HttpError(
          'service_unavailable',
          'De klant kon niet worden gemaild; de reservering is niet geannuleerd. Probeer het later opnieuw.',
        );
      }
    }
    const [row] = await joined(tx).where(eq(reservations.id, id));
    return toStaffReservation(row!);
  });
};
