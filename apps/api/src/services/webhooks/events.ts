import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  type reservations,
  statusEventResources,
  statusEvents,
  type userStories,
} from '../../db/schema.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import { emitWebhookEvent } from './emit.ts';

/**
 * The events of issue 38 as the services that make the changes emit them, each in the change's own
 * transaction. The data name ids, numbers, amounts and times of the customer's own things; never a
 * person's name, address or text they wrote.
 */

type StoryRow = typeof userStories.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

export const emitOrderEvent = (tx: DbOrTx, story: StoryRow, type: 'order.created' | 'order.updated') =>
  emitWebhookEvent(tx, story.customerId, type, {
    order_id: story.id,
    title: story.title,
    status: story.status,
    priority: story.priority,
  });

export const emitOrderReply = (
  tx: DbOrTx,
  story: Pick<StoryRow, 'id' | 'customerId'>,
  replyId: number,
  from: 'kodewerk' | 'klant',
) => emitWebhookEvent(tx, story.customerId, 'order.replied', { order_id: story.id, reply_id: replyId, from });

export const emitHoursSubmitted = (
  tx: DbOrTx,
  story: Pick<StoryRow, 'id' | 'customerId'>,
  entries: { minutes: number }[],
) =>
  emitWebhookEvent(tx, story.customerId, 'hours.submitted', {
    order_id: story.id,
    entries: entries.length,
    minutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
  });

export const emitReservationEvent = (
  tx: DbOrTx,
  row: ReservationRow,
  kind: 'booked' | 'moved' | 'cancelled',
  previousStartsAt: Date | null = null,
) =>
  emitWebhookEvent(tx, row.customerId, `reservation.${kind}`, {
    reservation_id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    previous_starts_at: previousStartsAt?.toISOString() ?? null,
  });

const loadInvoice = async (tx: DbOrTx, id: number) => {
  const [loaded] = await loadInvoices(tx, eq(invoices.id, id));
  return loaded!;
};

const customerOfInvoice = async (tx: DbOrTx, id: number) => {
  const [row] = await tx
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!.customerId;
};

const invoiceData = async (tx: DbOrTx, id: number, now: Date) => {
  const loaded = await loadInvoice(tx, id);
  const figures = invoiceFigures(loaded, now);
  return {
    invoice_id: id,
    number: loaded.invoice.number ?? '',
    total_cents: figures.totalCents,
    open_cents: Math.max(0, figures.balanceCents),
    due_date: loaded.invoice.dueOn,
  };
};

export const emitInvoiceSent = async (tx: DbOrTx, id: number, now: Date) =>
  emitWebhookEvent(tx, await customerOfInvoice(tx, id), 'invoice.sent', () => invoiceData(tx, id, now), now);

/** After a payment is registered: invoice.paid once nothing is left to pay. */
export const emitInvoicePaidIfSettled = async (tx: DbOrTx, id: number, now: Date) => {
  const data = await invoiceData(tx, id, now);
  if (data.open_cents > 0) return 0;
  return emitWebhookEvent(tx, await customerOfInvoice(tx, id), 'invoice.paid', data, now);
};

export const emitInvoiceCredited = async (tx: DbOrTx, invoiceId: number, creditNoteId: number, now: Date) =>
  emitWebhookEvent(
    tx,
    await customerOfInvoice(tx, invoiceId),
    'invoice.credited',
    async () => {
      const note = await loadInvoice(tx, creditNoteId);
      return {
        invoice_id: invoiceId,
        credit_note_id: creditNoteId,
        credit_note_number: note.invoice.number ?? '',
        total_cents: invoiceFigures(note, now).totalCents,
      };
    },
    now,
  );

/** With the expiry warning of a domain name, in the transaction that records the warning. */
export const emitDomainExpiring = (
  tx: DbOrTx,
  service: { id: number; customerId: number; description: string },
  endsOn: string,
  daysBefore: number,
) =>
  emitWebhookEvent(tx, service.customerId, 'domain.expiring', {
    service_id: service.id,
    domain: service.description,
    ends_on: endsOn,
    days_before: daysBefore,
  });

/** With the invoice of a domain name's next period, in the transaction that bills it. */
export const emitDomainRenewed = (
  tx: DbOrTx,
  service: { id: number; customerId: number; description: string },
  renewedUntil: string,
  now: Date,
) =>
  emitWebhookEvent(
    tx,
    service.customerId,
    'domain.renewed',
    { service_id: service.id, domain: service.description, renewed_until: renewedUntil },
    now,
  );

/**
 * When an incident starts touching a customer's servers, hosting or domains, or is resolved: in the
 * transaction that records the customer's notice, so once per incident, customer and kind.
 */
export const emitIncidentEvent = async (
  tx: DbOrTx,
  eventId: number,
  customerId: number,
  kind: 'started' | 'resolved',
) => {
  const [event] = await tx.select().from(statusEvents).where(eq(statusEvents.id, eventId));
  const resources = await tx
    .select({ type: statusEventResources.resourceType, id: statusEventResources.resourceId })
    .from(statusEventResources)
    .where(and(eq(statusEventResources.eventId, eventId), eq(statusEventResources.customerId, customerId)));
  return emitWebhookEvent(tx, customerId, `incident.${kind}`, {
    incident_id: eventId,
    title: event!.title,
    impact: event!.impact,
    state: event!.state,
    starts_at: event!.startsAt.toISOString(),
    resources,
  });
};
