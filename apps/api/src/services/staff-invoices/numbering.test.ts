import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createCustomer, createStaffMember } from '../../db/factories/index.ts';
import { invoiceNumberCounters } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { createPostgresDatabase, postgresServerAnswers } from '../../reliability/api-process.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { createConcept, createCreditNote, sendInvoice } from './index.ts';

const serverAnswers = await postgresServerAnswers();

// Two pools on one PostgreSQL database stand for two API instances; each send is its own transaction.
describe.skipIf(!serverAnswers)('invoice numbers when many send at once, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: Database;
  let second: Database;
  let writer: StaffWriter;
  let customerId: number;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = await openDatabase({ url: database.url });
    second = await openDatabase({ url: database.url });
    const member = await createStaffMember(first.db, { role: 'financieel' });
    writer = { staffId: member.id, address: '127.0.0.1', role: 'financieel' };
    customerId = (await createCustomer(first.db, { billingEmail: 'facturen@voorbeeld.nl' })).id;
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const concept = () =>
    createConcept(first.db, writer, {
      customer_id: customerId,
      description: 'Werkzaamheden',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      lines: [
        { description: 'Ontwikkeling', quantity: 2, unit_price_cents: 9_500, vat_rate: 21 },
        { description: 'Boek', quantity: 1, unit_price_cents: 2_000, vat_rate: 9 },
      ],
    });

  it('gives twelve invoices sent at once on two instances the numbers 1 to 12 of the year, and credit notes their own', async () => {
    const concepts = await Promise.all(Array.from({ length: 12 }, concept));
    const sent = await Promise.all(
      concepts.map((one, index) => sendInvoice(index % 2 ? second.db : first.db, writer, one.id)),
    );
    const year = today().slice(0, 4);
    const numbers = sent.map((one) => one.invoice.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`),
    );
    const counters = await first.db.select().from(invoiceNumberCounters);
    expect(counters).toEqual([{ kind: 'factuur', year: Number(year), lastNumber: 12 }]);

    const notes = await Promise.all(
      sent.slice(0, 4).map((one, index) =>
        createCreditNote(index % 2 ? second.db : first.db, writer, one.invoice.id, {
          line_ids: [one.invoice.lines[0]!.id],
        }),
      ),
    );
    expect(notes.map((one) => one.invoice.number).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `C${year}-${String(n).padStart(4, '0')}`),
    );
  }, 120_000);

  it('sends one concept once when two send it at the same moment', async () => {
    const one = await concept();
    const results = await Promise.allSettled([
      sendInvoice(first.db, writer, one.id),
      sendInvoice(second.db, writer, one.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe(
      'Een verzonden factuur verandert nooit meer; maak een creditfactuur om regels terug te nemen.',
    );
    const [counter] = await first.db
      .select()
      .from(invoiceNumberCounters)
      .where(eq(invoiceNumberCounters.kind, 'factuur'));
    expect(counter?.lastNumber).toBe(13);
  }, 60_000);
});
