import {
  type CreditNoteBody,
  FINANCE,
  type InvoiceConceptBody,
  type PaymentBody,
  type StaffInvoice,
  type StaffInvoiceSent,
  type StaffInvoiceSummary,
} from '@maatwerk/contract';
import {
  CREDIT_NOTE_NOT_CREDITABLE_MESSAGE,
  formatCalendarDate,
  formatEuro,
  provider,
} from '@maatwerk/contract/constants';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { customers, invoiceLines, invoicePayments, invoices } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { recordAudit } from '../audit.ts';
import { billedToOf } from '../billed-to.ts';
import type { AnnouncedCollection } from '../direct-debit/announce.ts';
import { preNotificationParagraphs } from '../direct-debit/mails.ts';
import { EInvoiceInvalid, renderInvoiceUbl, ublFilename } from '../e-invoice/index.ts';
import {
  documentReference,
  invoiceFigures,
  type LoadedInvoice,
  loadInvoices,
  toWireLine,
} from '../invoices.ts';
import { composeMail } from '../mail-layout.ts';
import { sentPdfOf, storeSentPdf } from '../sent-invoice-pdfs.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { emitInvoiceCredited, emitInvoicePaidIfSettled, emitInvoiceSent } from '../webhooks/events.ts';
import { queueInvoiceMail } from './mail-queue.ts';
import { fixedAtSending, nextInvoiceNumber, storeSentTotal } from './sending.ts';

export { listStaffInvoices } from './list.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

const NOT_FOUND = 'Deze factuur bestaat niet.';
const FROZEN = 'Een verzonden factuur verandert nooit meer; maak een creditfactuur om regels terug te nemen.';

const refuse = (message: string, field?: string): HttpError =>
  new HttpError('validation_failed', message, field ? { fields: { [field]: message } } : {});

const toSummary = (loaded: LoadedInvoice, now: Date): StaffInvoiceSummary => {
  const figures = invoiceFigures(loaded, now);
  const row = loaded.invoice;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: figures.status,
    description: row.description,
    customer: { id: loaded.customer.id, name: loaded.customer.name },
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    total_cents: figures.totalCents,
    balance_cents: figures.balanceCents,
  };
};

const toStaffInvoice = (loaded: LoadedInvoice, now: Date): StaffInvoice => {
  const figures = invoiceFigures(loaded, now);
  const row = loaded.invoice;
  const credited = new Set(
    loaded.creditNotes.flatMap((note) => note.lines.map((line) => line.creditsLineId)),
  );
  return {
    ...toSummary(loaded, now),
    period_start: row.periodStart,
    period_end: row.periodEnd,
    sent_at: row.sentAt?.toISOString() ?? null,
    reverse_charge: figures.reverseCharge,
    subtotal_cents: figures.subtotalCents,
    vat_cents: figures.vatCents,
    vat: figures.groups.map((group) => ({
      rate: group.rate,
      base_cents: group.baseCents,
      vat_cents: group.vatCents,
    })),
    paid_cents: figures.paidCents,
    credited_cents: figures.creditedCents,
    lines: loaded.lines.map((line) => ({
      id: line.id,
      ...toWireLine(line, figures.reverseCharge),
      credited: credited.has(line.id),
    })),
    payments: loaded.payments.map((payment) => ({
      id: payment.id,
      paid_on: payment.paidOn,
      amount_cents: payment.amountCents,
      method: payment.method,
      recorded_at: payment.createdAt.toISOString(),
    })),
    credit_notes: loaded.creditNotes.map((note) => documentReference(note.invoice, note.lines)),
    credits:
      loaded.credits?.number && loaded.credits.issuedOn
        ? {
            id: loaded.credits.id,
            number: loaded.credits.number,
            issued_on: loaded.credits.issuedOn,
            // The original's total as printed on it.
            total_cents: 0,
          }
        : null,
  };
};

const loadOne = async (db: DbOrTx, id: number): Promise<LoadedInvoice> => {
  const [found] = await loadInvoices(db, eq(invoices.id, id));
  if (!found) throw new HttpError('not_found', NOT_FOUND);
  return found;
};

/** The original's reference with its own total, for a credit note's answer. */
const withOriginalTotal = async (db: DbOrTx, wire: StaffInvoice): Promise<StaffInvoice> => {
  if (!wire.credits) return wire;
  const original = await loadOne(db, wire.credits.id);
  return { ...wire, credits: { ...wire.credits, total_cents: invoiceFigures(original).totalCents } };
};

export const getStaffInvoice = async (db: Db, id: number, now = new Date()): Promise<StaffInvoice> =>
  withOriginalTotal(db, toStaffInvoice(await loadOne(db, id), now));

/** A sent invoice or credit note as its PDF, with the file name it is downloaded as. */
export const staffInvoicePdf = async (db: Db, id: number) => {
  const loaded = await loadOne(db, id);
  if (loaded.invoice.status !== 'sent') throw new HttpError('not_found', 'Een concept heeft nog geen PDF.');
  return { pdf: await sentPdfOf(db, loaded), filename: pdfFilename(loaded.invoice) };
};

const pdfFilename = (row: InvoiceRow) =>
  `${row.kind === 'creditfactuur' ? 'creditfactuur' : 'factuur'}-${row.number}.pdf`;

type ConceptBody = Omit<InvoiceConceptBody, 'lines'> & {
  customer_id: number;
  lines: { description: string; quantity: number; unit_price_cents: number; vat_rate: number }[];
};

const requireCustomer = async (tx: Tx, customerId: number): Promise<CustomerRow> => {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw refuse('Deze klant bestaat niet.', 'customer_id');
  return customer;
};

const writeLines = async (tx: Tx, invoiceId: number, lines: ConceptBody['lines']) => {
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId,
      description: line.description,
      quantity: Math.round(line.quantity * 100),
      unitPriceCents: line.unit_price_cents,
      vatRate: line.vat_rate,
      position,
    })),
  );
};

const conceptValues = (body: ConceptBody) => ({
  customerId: body.customer_id,
  description: body.description,
  periodStart: body.period_start,
  periodEnd: body.period_end,
});

/** Writes a concept and its lines inside the caller's transaction; the caller checks and audits. */
export const insertConcept = async (tx: Tx, body: ConceptBody): Promise<InvoiceRow> => {
  const [row] = await tx
    .insert(invoices)
    .values({ ...conceptValues(body), status: 'saved' })
    .returning();
  await writeLines(tx, row!.id, body.lines);
  return row!;
};

/** A new concept; what it costs is computed from its lines, here and at every answer. */
export const createConcept = async (
  db: Db,
  writer: StaffWriter,
  body: ConceptBody,
  now = new Date(),
): Promise<StaffInvoice> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    await requireCustomer(tx, body.customer_id);
    const row = await insertConcept(tx, body);
    await recordAudit(tx, writer, {
      action: 'invoice.create',
      entity: 'invoice',
      entityId: row.id,
      after: body,
    });
    return toStaffInvoice(await loadOne(tx, row.id), now);
  });
};

/** Locks the invoice row for the rest of the transaction; a sent one refuses every change. */
const lockConcept = async (tx: Tx, id: number): Promise<InvoiceRow> => {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new HttpError('not_found', NOT_FOUND);
  if (row.status !== 'saved') throw refuse(FROZEN);
  return row;
};

export const updateConcept = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  body: ConceptBody,
  now = new Date(),
): Promise<StaffInvoice> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    const before = await lockConcept(tx, id);
    await requireCustomer(tx, body.customer_id);
    await tx.update(invoices).set(conceptValues(body)).where(eq(invoices.id, id));
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    await writeLines(tx, id, body.lines);
    await recordAudit(tx, writer, {
      action: 'invoice.update',
      entity: 'invoice',
      entityId: id,
      before: { customer_id: before.customerId, description: before.description },
      after: body,
    });
    return toStaffInvoice(await loadOne(tx, id), now);
  });
};

export const deleteConcept = async (db: Db, writer: StaffWriter, id: number): Promise<{ ok: true }> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    const before = await lockConcept(tx, id);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, writer, {
      action: 'invoice.delete',
      entity: 'invoice',
      entityId: id,
      before: { customer_id: before.customerId, description: before.description },
    });
    return { ok: true as const };
  });
};

/** The mail of a sent invoice or credit note to the billing address, with its PDF and e-invoice (UBL). */
export const documentMail = async (
  db: Db,
  loaded: LoadedInvoice,
  collection?: AnnouncedCollection,
): Promise<MailMessage | undefined> => {
  const to = loaded.customer.billingEmail;
  if (!to) return undefined;
  const row = loaded.invoice;
  const figures = invoiceFigures(loaded);
  const creditNote = row.kind === 'creditfactuur';
  const paragraphs = creditNote
    ? [
        `Beste ${loaded.customer.name},`,
        `Bijgaand vind je creditfactuur ${row.number}, die regels terugneemt van factuur ${loaded.credits?.number}. Het bedrag van ${formatEuro(-figures.totalCents)} wordt verrekend met die factuur of aan je terugbetaald.`,
      ]
    : [
        `Beste ${loaded.customer.name},`,
        `Bijgaand vind je factuur ${row.number} over ${row.description}, voor een bedrag van ${formatEuro(figures.totalCents)}.`,
        ...(collection
          ? preNotificationParagraphs(collection)
          : [
              `Graag vóór ${row.dueOn ? formatCalendarDate(row.dueOn) : 'de vervaldatum'} overmaken op ${provider.iban} ten name van ${provider.name}, onder vermelding van ${row.number}.`,
            ]),
        'Je vindt je facturen ook in het klantenportaal.',
      ];
  return {
    ...composeMail({
      to,
      subject: `${creditNote ? 'Creditfactuur' : 'Factuur'} ${row.number} van ${provider.name}`,
      paragraphs: [
        ...paragraphs,
        `Voor je boekhoudpakket zit ook de e-factuur (UBL) bij deze mail: ${ublFilename(row)}.`,
      ],
    }),
    attachments: [
      { filename: pdfFilename(row), content: await sentPdfOf(db, loaded), contentType: 'application/pdf' },
      // The e-invoice beside the PDF, for the customer's bookkeeping software.
      {
        filename: ublFilename(row),
        content: Buffer.from(await renderInvoiceUbl(loaded), 'utf8'),
        contentType: 'application/xml',
      },
    ],
  };
};

/**
 * A document is sent only when its e-invoice can be made: the customer's data that the UBL needs
 * (country, address) is checked before the number is given away, and the send rolls back with a
 * Dutch 422 that says what to fix.
 */
const requireEInvoice = async (loaded: LoadedInvoice): Promise<LoadedInvoice> => {
  try {
    await renderInvoiceUbl(loaded);
    return loaded;
  } catch (error) {
    if (!(error instanceof EInvoiceInvalid)) throw error;
    throw refuse(
      `De e-factuur kan niet gemaakt worden met de gegevens van ${loaded.customer.name}; controleer het land en het adres van de klant.`,
    );
  }
};

/**
 * Sends a concept inside the caller's transaction: it locks the concept, checks it can go (billing
 * address, delivery period, lines) and fixes its number, dates, the reverse-charge decision and the
 * customer's facts. No role check, audit or mail: the staff action and the subscription schedule do
 * those their own way.
 */
export const sendConceptIn = async (tx: Tx, id: number, now: Date): Promise<LoadedInvoice> => {
  const row = await lockConcept(tx, id);
  const customer = await requireCustomer(tx, row.customerId);
  if (!customer.billingEmail)
    throw refuse(`${customer.name} heeft geen factuur-e-mailadres; vul dat eerst in bij de klant.`);
  if (!row.periodStart || !row.periodEnd) throw refuse('Vul eerst de leveringsperiode in.', 'period_start');
  const [line] = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).limit(1);
  if (!line) throw refuse('Een factuur zonder regels kan niet verzonden worden.', 'lines');
  const issuedOn = today(now);
  const number = await nextInvoiceNumber(tx, 'factuur', issuedOn);
  await tx
    .update(invoices)
    .set({ status: 'sent', number, sentAt: now, ...fixedAtSending(customer, issuedOn) })
    .where(eq(invoices.id, id));
  await storeSentTotal(tx, id);
  const sent = await requireEInvoice(await loadOne(tx, id));
  await storeSentPdf(tx, sent);
  await emitInvoiceSent(tx, id, now);
  return sent;
};

/**
 * Sends a concept: the next number of its year, today's date, its due date, the reverse-charge
 * decision and the customer's facts are fixed in one transaction, which also queues the mail with
 * the PDF to the customer's billing address (mail_queued); the job queue sends it once.
 */
export const sendInvoice = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  now = new Date(),
): Promise<StaffInvoiceSent> => {
  requireStaffRole(writer, FINANCE);
  const loaded = await db.transaction(async (tx) => {
    const sent = await sendConceptIn(tx, id, now);
    await recordAudit(tx, writer, {
      action: 'invoice.send',
      entity: 'invoice',
      entityId: id,
      after: {
        number: sent.invoice.number,
        issued_on: sent.invoice.issuedOn,
        to: sent.customer.billingEmail,
      },
    });
    await queueInvoiceMail(tx, id);
    return sent;
  });
  return { invoice: toStaffInvoice(loaded, now), mail_queued: true };
};

/** Locks a sent invoice for a payment or a credit note; a credit note is refused with `ifCreditNote`. */
const lockSentInvoice = async (tx: Tx, id: number, ifCreditNote: string): Promise<InvoiceRow> => {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new HttpError('not_found', NOT_FOUND);
  if (row.kind !== 'factuur') throw refuse(ifCreditNote);
  if (row.status !== 'sent') throw refuse('Een concept is nog niet verzonden.');
  return row;
};

/** Registers money received; the balance is derived from it, and more than is open is refused. */
export const addPayment = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  body: Pick<PaymentBody, 'paid_on' | 'method'> & { amount_cents: number },
  now = new Date(),
): Promise<StaffInvoice> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    await lockSentInvoice(tx, id, 'Dit is een creditfactuur; registreer betalingen bij de factuur.');
    if (body.paid_on > today(now)) throw refuse('Een betaling kan niet in de toekomst liggen.', 'paid_on');
    const { balanceCents } = invoiceFigures(await loadOne(tx, id), now);
    if (body.amount_cents > balanceCents) {
      throw refuse(
        balanceCents <= 0
          ? 'Er staat op deze factuur niets meer open.'
          : `Het bedrag is hoger dan wat nog openstaat (${formatEuro(balanceCents)}).`,
        'amount_cents',
      );
    }
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: id,
        paidOn: body.paid_on,
        amountCents: body.amount_cents,
        method: body.method,
        staffId: writer.staffId,
      })
      .returning();
    await recordAudit(tx, writer, {
      action: 'invoice.payment',
      entity: 'invoice',
      entityId: id,
      after: { payment_id: payment!.id, ...body },
    });
    await emitInvoicePaidIfSettled(tx, id, now);
    return toStaffInvoice(await loadOne(tx, id), now);
  });
};

type CreditLine = Pick<
  typeof invoiceLines.$inferInsert,
  'description' | 'quantity' | 'unitPriceCents' | 'vatRate' | 'creditsLineId'
>;

/**
 * Writes a credit note of `original`, sent at once in its own series (C2026-0001) with its lines and
 * total. It mirrors what it takes back: the same VAT treatment and the same customer facts as the
 * invoice, whatever the customer's data are today.
 */
const insertCreditNote = async (
  tx: Tx,
  original: InvoiceRow,
  description: string,
  lines: CreditLine[],
  now: Date,
) => {
  const customer = await requireCustomer(tx, original.customerId);
  const issuedOn = today(now);
  const number = await nextInvoiceNumber(tx, 'creditfactuur', issuedOn);
  const [note] = await tx
    .insert(invoices)
    .values({
      customerId: original.customerId,
      kind: 'creditfactuur',
      creditsInvoiceId: original.id,
      number,
      status: 'sent',
      description,
      issuedOn,
      periodStart: original.periodStart,
      periodEnd: original.periodEnd,
      sentAt: now,
      reverseCharge: original.reverseCharge,
      billedTo: original.billedTo ?? billedToOf(customer),
    })
    .returning();
  await tx
    .insert(invoiceLines)
    .values(lines.map((line, position) => ({ ...line, invoiceId: note!.id, position })));
  await storeSentTotal(tx, note!.id);
  return { id: note!.id, number };
};

/** What a credit note just written gets: its e-invoice checked, its PDF kept, the event and its mail. */
const finishCreditNote = async (tx: Tx, originalId: number, noteId: number, now: Date) => {
  const made = await requireEInvoice(await loadOne(tx, noteId));
  await storeSentPdf(tx, made);
  await emitInvoiceCredited(tx, originalId, noteId, now);
  if (made.customer.billingEmail !== null) await queueInvoiceMail(tx, noteId);
  return made;
};

/**
 * A credit note for some or all lines of a sent invoice: its own series (C2026-0001), sent at once
 * with the invoice's reverse-charge decision and customer facts, each line taking back one original
 * line whole. A credit note itself cannot be credited.
 */
export const createCreditNote = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  body: Pick<CreditNoteBody, 'line_ids'> & { line_ids: number[] },
  now = new Date(),
): Promise<StaffInvoiceSent> => {
  requireStaffRole(writer, FINANCE);
  const loaded = await db.transaction(async (tx) => {
    const original = await lockSentInvoice(tx, id, CREDIT_NOTE_NOT_CREDITABLE_MESSAGE);
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, id), inArray(invoiceLines.id, body.line_ids)));
    if (lines.length !== new Set(body.line_ids).size)
      throw refuse('Kies alleen regels van deze factuur.', 'line_ids');
    const creditedAlready = await tx
      .select({ id: invoiceLines.creditsLineId })
      .from(invoiceLines)
      .where(and(isNotNull(invoiceLines.creditsLineId), inArray(invoiceLines.creditsLineId, body.line_ids)));
    if (creditedAlready.length > 0)
      throw refuse('Een of meer van deze regels zijn al gecrediteerd.', 'line_ids');
    const ordered = [...lines].sort((a, b) => a.position - b.position || a.id - b.id);
    const note = await insertCreditNote(
      tx,
      original,
      `Creditering van factuur ${original.number}`,
      ordered.map((line) => ({
        description: line.description,
        quantity: -line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        creditsLineId: line.id,
      })),
      now,
    );
    await recordAudit(tx, writer, {
      action: 'invoice.credit',
      entity: 'invoice',
      entityId: id,
      after: { credit_note_id: note.id, number: note.number, line_ids: ordered.map((line) => line.id) },
    });
    const made = await finishCreditNote(tx, id, note.id, now);
    const mailQueued = made.customer.billingEmail !== null;
    return { made, mailQueued };
  });
  return {
    invoice: await withOriginalTotal(db, toStaffInvoice(loaded.made, now)),
    mail_queued: loaded.mailQueued,
  };
};

/**
 * A credit note of an amount that is not a whole line: the pro-rata part of a period a customer
 * gives back by moving to a cheaper package (decision 0069). Like any credit note it is sent at
 * once, in its own series, with the original's VAT treatment and customer facts, and mailed; its
 * one line takes back `cents` (excl. VAT) at `vatRate` without naming an original line, so the
 * original's lines can still be credited whole later. Inside the caller's transaction; no staff
 * audit (the customer's change is audited by the caller). Answers the credit note's id.
 */
export const createProRataCreditNote = async (
  tx: Tx,
  originalId: number,
  line: { description: string; cents: number; vatRate: number },
  now: Date,
): Promise<number> => {
  const original = await lockSentInvoice(tx, originalId, CREDIT_NOTE_NOT_CREDITABLE_MESSAGE);
  const note = await insertCreditNote(
    tx,
    original,
    line.description,
    [{ description: line.description, quantity: -100, unitPriceCents: line.cents, vatRate: line.vatRate }],
    now,
  );
  await finishCreditNote(tx, originalId, note.id, now);
  return note.id;
};
