import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSubscription } from '../../db/factories/index.ts';
import { invoiceLines, invoices, subscriptions } from '../../db/schema.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { invoiceDueSubscriptions } from './invoice.ts';

// Noon in Amsterdam on 30 November 2026.
const now = new Date('2026-11-30T11:00:00Z');

describe('subscription invoices with two API instances on one database', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  const runBoth = (at: Date) => two.runBoth('subscription-invoices', at);

  it('invoices every term once, as a concept or sent with its mail, and stops at the end', async () => {
    const { db, dataDir } = two;
    const waiting = await createCustomer(db, { name: 'Concept B.V.' });
    const monthly = await createSubscription(db, {
      customerId: waiting.id,
      description: 'Onderhoudscontract',
      interval: 'month',
      amountCents: 25_000,
      startedOn: '2026-08-31',
      nextInvoiceOn: '2026-09-30',
    });
    const sending = await createCustomer(db, { name: 'Direct B.V.', billingEmail: 'facturen@direct.nl' });
    const quarterly = await createSubscription(db, {
      customerId: sending.id,
      description: 'Webhosting Zakelijk',
      interval: 'quarter',
      amountCents: 6_000,
      startedOn: '2026-11-01',
      nextInvoiceOn: '2026-11-01',
      autoSend: true,
    });
    const ending = await createSubscription(db, {
      customerId: waiting.id,
      description: 'Oud pakket',
      interval: 'month',
      startedOn: '2026-01-01',
      nextInvoiceOn: '2026-10-01',
    });
    await db.update(subscriptions).set({ endedOn: '2026-10-15' }).where(eq(subscriptions.id, ending.id));
    // Ended on the first day of a term: that term is not invoiced.
    const cancelled = await createSubscription(db, {
      customerId: waiting.id,
      description: 'Opgezegd pakket',
      interval: 'month',
      startedOn: '2026-01-01',
      nextInvoiceOn: '2026-10-01',
    });
    await db.update(subscriptions).set({ endedOn: '2026-11-01' }).where(eq(subscriptions.id, cancelled.id));

    await runBoth(now);
    await runBoth(now);

    const made = await db
      .select({
        customerId: invoices.customerId,
        status: invoices.status,
        number: invoices.number,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        line: invoiceLines.description,
        cents: invoiceLines.unitPriceCents,
      })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .orderBy(asc(invoices.id));
    expect(made.map((row) => `${row.status} ${row.number ?? '-'} ${row.line} ${row.cents}`).sort()).toEqual([
      'saved - Onderhoudscontract, 30 november 2026 tot en met 30 december 2026 25000',
      'saved - Onderhoudscontract, 30 september 2026 tot en met 30 oktober 2026 25000',
      'saved - Onderhoudscontract, 31 oktober 2026 tot en met 29 november 2026 25000',
      'saved - Opgezegd pakket, 1 oktober 2026 tot en met 31 oktober 2026 1995',
      'saved - Oud pakket, 1 oktober 2026 tot en met 31 oktober 2026 1995',
      'sent 2026-0001 Webhosting Zakelijk, 1 november 2026 tot en met 31 januari 2027 6000',
    ]);
    const sent = made.filter((row) => row.status === 'sent');
    expect(sent).toEqual([
      expect.objectContaining({ customerId: sending.id, number: '2026-0001', periodEnd: '2027-01-31' }),
    ]);

    const dates = await db
      .select({ id: subscriptions.id, next: subscriptions.nextInvoiceOn })
      .from(subscriptions)
      .orderBy(asc(subscriptions.id));
    expect(dates).toEqual([
      { id: monthly.id, next: '2026-12-31' },
      { id: quarterly.id, next: '2027-02-01' },
      { id: ending.id, next: null },
      { id: cancelled.id, next: null },
    ]);

    const mails = await mailsTo(dataDir, 'facturen@direct.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Factuur 2026-0001 van /m);
    expect(mails[0]).toMatch(/filename=.*2026-0001.*\.pdf/);
  });

  it('invoices at most twelve terms of a subscription per run, the rest in the next', async () => {
    const { db } = two;
    const behind = await createCustomer(db, { name: 'Achterstand B.V.' });
    // Thirteen monthly terms have begun by now: 1 November 2025 up to 1 November 2026.
    await createSubscription(db, {
      customerId: behind.id,
      description: 'Beheer',
      interval: 'month',
      startedOn: '2025-11-01',
      nextInvoiceOn: '2025-11-01',
    });
    expect(await invoiceDueSubscriptions(db, now)).toBe(12);
    expect(await invoiceDueSubscriptions(db, now)).toBe(1);
    expect(await invoiceDueSubscriptions(db, now)).toBe(0);
  });
});
