import { FINANCE, NO_OPEN_PRO_FORMA_MESSAGE, type StaffInvoice } from '@maatwerk/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoiceLines, invoices, proFormaLines } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { getStaffInvoice } from '../staff-invoices/index.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

/**
 * A concept invoice of the customer's open pro-forma lines. The lines are locked and marked with the
 * concept's id in the same transaction, so they are never on two invoices; deleting the concept
 * clears the mark (ON DELETE SET NULL) and they are open again.
 */
export const invoiceFromProForma = async (
  db: Db,
  writer: StaffWriter,
  body: { customer_id: number; description: string },
  now = new Date(),
): Promise<StaffInvoice> => {
  requireStaffRole(writer, FINANCE);
  const invoiceId = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, body.customer_id));
    if (!customer)
      throw new HttpError('validation_failed', 'Deze klant bestaat niet.', {
        fields: { customer_id: 'Deze klant bestaat niet.' },
      });
    const open = await tx
      .select()
      .from(proFormaLines)
      .where(and(eq(proFormaLines.customerId, customer.id), isNull(proFormaLines.invoiceId)))
      .orderBy(asc(proFormaLines.workedOn), asc(proFormaLines.id))
      .for('update');
    if (open.length === 0) throw new HttpError('validation_failed', NO_OPEN_PRO_FORMA_MESSAGE);
    const days = open.map((line) => line.workedOn).sort();
    const [row] = await tx
      .insert(invoices)
      .values({
        customerId: customer.id,
        description: body.description,
        periodStart: days[0]!,
        periodEnd: days.at(-1)!,
        status: 'saved',
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(
      open.map((line, position) => ({
        invoiceId: row!.id,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        position,
      })),
    );
    const ids = open.map((line) => line.id);
    await tx.update(proFormaLines).set({ invoiceId: row!.id }).where(inArray(proFormaLines.id, ids));
    await recordAudit(tx, writer, {
      action: 'invoice.create_from_pro_forma',
      entity: 'invoice',
      entityId: row!.id,
      after: { customer_id: customer.id, description: body.description, pro_forma_line_ids: ids },
    });
    return row!.id;
  });
  return getStaffInvoice(db, invoiceId, now);
};

/** The customer's hourly rate for approved hours; lines already written keep their price. */
export const setHourlyRate = async (
  db: Db,
  writer: StaffWriter,
  customerId: number,
  hourlyRateCents: number,
): Promise<{ customer_id: number; hourly_rate_cents: number }> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rate: customers.hourlyRateCents })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!before) throw new HttpError('not_found', 'Deze klant bestaat niet.');
    await tx.update(customers).set({ hourlyRateCents }).where(eq(customers.id, customerId));
    await recordAudit(tx, writer, {
      action: 'customer.hourly_rate',
      entity: 'customer',
      entityId: customerId,
      before: { hourly_rate_cents: before.rate },
      after: { hourly_rate_cents: hourlyRateCents },
    });
    return { customer_id: customerId, hourly_rate_cents: hourlyRateCents };
  });
};
