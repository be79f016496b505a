import { BILLING_TEAM, STATEMENT_LIMITS, type Statement } from '@maatwerk/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoicePayments, invoices } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { findOpenItems } from './open-items.ts';

/**
 * A customer's rekeningoverzicht on the day of `now` in Amsterdam: the open items (oldest due date
 * first), the payments of the last STATEMENT_LIMITS.paymentDays days, and the sums. The portal
 * page, its PDF and the back office all read this one answer.
 */
export const statementOf = async (db: DbOrTx, customerId: number, now = new Date()): Promise<Statement> => {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('Deze klant bestaat niet.');
  const date = today(now);
  const paymentsSince = addDays(date, -(STATEMENT_LIMITS.paymentDays - 1));
  const items = (await findOpenItems(db, { today: date, customerId })).map(
    ({ customer: _, ...item }) => item,
  );
  const payments = await db
    .select({
      id: invoicePayments.id,
      invoiceId: invoices.id,
      number: invoices.number,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      method: invoicePayments.method,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoices.customerId, customerId), gte(invoicePayments.paidOn, paymentsSince)))
    .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.id));
  const openCents = items.reduce((sum, item) => sum + Math.max(item.open_cents, 0), 0);
  const creditCents = items.reduce((sum, item) => sum - Math.min(item.open_cents, 0), 0);
  return {
    customer,
    date,
    items,
    payments: payments.map((payment) => ({
      id: payment.id,
      invoice_id: payment.invoiceId,
      invoice_number: payment.number ?? '',
      paid_on: payment.paidOn,
      amount_cents: payment.amountCents,
      method: payment.method,
    })),
    payments_since: paymentsSince,
    open_cents: openCents,
    credit_cents: creditCents,
    total_due_cents: openCents - creditCents,
  };
};

/** The caller's own statement: eigenaar and financieel only (403 for the rest of the team). */
export const customerStatement = (db: DbOrTx, caller: TeamCaller, now = new Date()): Promise<Statement> =>
  statementOf(db, customerFor(caller, BILLING_TEAM), now);
