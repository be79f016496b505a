import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createCustomer, createInvoice } from '../../db/factories/index.ts';
import { invoicePayments, onlinePayments } from '../../db/schema.ts';
import { createPostgresDatabase, postgresServerAnswers } from '../../reliability/api-process.ts';
import { applyProviderPayment } from './index.ts';

const serverAnswers = await postgresServerAnswers();

// Two pools on one PostgreSQL database stand for two API instances that each get Mollie's webhook.
describe.skipIf(!serverAnswers)('a paid iDEAL payment reported many times at once, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = await openDatabase({ url: database.url });
    second = await openDatabase({ url: database.url });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('registers one invoice payment', async () => {
    const customer = await createCustomer(first.db);
    const invoice = await createInvoice(first.db, { customerId: customer.id });
    await first.db
      .insert(onlinePayments)
      .values({ providerId: 'tr_concurrent', invoiceId: invoice.id, amountCents: 12_100, status: 'open' });
    const paid = {
      id: 'tr_concurrent',
      status: 'paid' as const,
      amountCents: 12_100,
      currency: 'EUR',
      paidAt: '2026-11-02T10:00:00+00:00',
      checkoutUrl: null,
    };
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => applyProviderPayment(index % 2 ? second.db : first.db, paid)),
    );
    const registered = await first.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ amountCents: 12_100, method: 'ideal', paidOn: '2026-11-02' });
    const [row] = await first.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerId, 'tr_concurrent'));
    expect(row).toMatchObject({ status: 'paid', invoicePaymentId: registered[0]?.id });
  });
});
