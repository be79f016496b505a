import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../db/factories/index.ts';
import { invoiceLines, invoices, servicePeriods, services } from '../../db/schema.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { billDueServices } from './billing.ts';

// Noon in Amsterdam on 1 March 2027.
const now = new Date('2027-03-01T11:00:00Z');

describe('the billing run of services, with two API instances on one database', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  const linesOf = async (customerId: number) =>
    (
      await two.db
        .select({ description: invoiceLines.description, cents: invoiceLines.unitPriceCents })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(eq(invoices.customerId, customerId))
        .orderBy(asc(invoiceLines.id))
    ).map((line) => `${line.description} ${line.cents}`);

  const startService = async (
    values: Partial<typeof services.$inferInsert> & { customerId: number; productId: number },
  ) => {
    const [row] = await two.db
      .insert(services)
      .values({
        description: 'pakket',
        status: 'actief',
        startedOn: '2027-01-01',
        nextBillOn: '2027-01-01',
        ...values,
      })
      .returning();
    return row!;
  };

  it('bills hosting per period in advance with its set-up fee once, and never what is cancelled, ended or not renewed', async () => {
    const customer = await createCustomer(two.db, { name: 'Periode B.V.' });
    const hosting = await createProduct(two.db, {
      name: 'Webhosting Zakelijk',
      priceCents: 2_500,
      setupCents: 4_900,
    });
    const support = await createProduct(two.db, {
      name: 'Support',
      group: 'support',
      period: 'kwartaal',
      priceCents: 30_000,
    });
    await startService({ customerId: customer.id, productId: hosting.id, description: 'kodewerk-klant.nl' });
    await startService({
      customerId: customer.id,
      productId: support.id,
      description: 'Basis',
      autoRenew: false,
    });
    await startService({
      customerId: customer.id,
      productId: hosting.id,
      description: 'opgezegd.nl',
      status: 'opgezegd',
      paidUntil: '2027-02-01',
      nextBillOn: null,
    });
    await startService({
      customerId: customer.id,
      productId: hosting.id,
      description: 'beeindigd.nl',
      status: 'beeindigd',
    });

    await two.runBoth('service-billing', now);
    await two.runBoth('service-billing', now);

    // Compared sorted: the order in which the run takes services and periods is its own.
    expect((await linesOf(customer.id)).sort()).toEqual([
      'Eenmalige kosten Webhosting Zakelijk: kodewerk-klant.nl 4900',
      'Support: Basis, 1 januari 2027 tot en met 31 maart 2027 30000',
      'Webhosting Zakelijk: kodewerk-klant.nl, 1 februari 2027 tot en met 28 februari 2027 2500',
      'Webhosting Zakelijk: kodewerk-klant.nl, 1 januari 2027 tot en met 31 januari 2027 2500',
      'Webhosting Zakelijk: kodewerk-klant.nl, 1 maart 2027 tot en met 31 maart 2027 2500',
    ]);
    const states = await two.db
      .select({ description: services.description, status: services.status, next: services.nextBillOn })
      .from(services)
      .where(eq(services.customerId, customer.id))
      .orderBy(asc(services.id));
    expect(states).toEqual([
      { description: 'kodewerk-klant.nl', status: 'actief', next: '2027-04-01' },
      { description: 'Basis', status: 'actief', next: null },
      { description: 'opgezegd.nl', status: 'beeindigd', next: null },
      { description: 'beeindigd.nl', status: 'beeindigd', next: null },
    ]);

    // The support contract was not renewed: once its quarter is over it has ended, unbilled.
    await two.runBoth('service-billing', new Date('2027-04-01T10:00:00Z'));
    const [basis] = await two.db.select().from(services).where(eq(services.description, 'Basis'));
    expect(basis).toMatchObject({ status: 'beeindigd', endsOn: '2027-03-31' });
    expect((await linesOf(customer.id)).filter((line) => line.startsWith('Support'))).toHaveLength(1);
  });

  it('never bills a cancelled service for a period that begins after its last day, though its billing date has come', async () => {
    const customer = await createCustomer(two.db, { name: 'Opgezegd B.V.' });
    const hosting = await createProduct(two.db, { name: 'Webhosting Opzeg', priceCents: 2_500 });
    // Cancelled to the end of February after March's billing date was set (a notice that reached
    // no further than what was paid): March is never the customer's to pay.
    await startService({
      customerId: customer.id,
      productId: hosting.id,
      description: 'weg.nl',
      status: 'opgezegd',
      startedOn: '2027-02-01',
      paidUntil: '2027-03-01',
      nextBillOn: '2027-03-01',
      endsOn: '2027-02-28',
    });

    await two.runBoth('service-billing', now);
    await two.runBoth('service-billing', now);

    expect(await linesOf(customer.id)).toEqual([]);
    const [row] = await two.db.select().from(services).where(eq(services.customerId, customer.id));
    expect(row).toMatchObject({
      status: 'beeindigd',
      endsOn: '2027-02-28',
      paidUntil: '2027-03-01',
      nextBillOn: null,
    });
  });

  it('bills each period once after a run crashed half-way, when the next run picks up the rest', async () => {
    const customer = await createCustomer(two.db, { name: 'Crash B.V.' });
    const server = await createProduct(two.db, { name: 'Server', group: 'server', priceCents: 9_900 });
    for (const name of ['srv1', 'srv2', 'srv3', 'srv4', 'srv5'])
      await startService({
        customerId: customer.id,
        productId: server.id,
        description: name,
        startedOn: '2027-03-01',
        nextBillOn: '2027-03-01',
      });
    // The database fails the third service's invoice, as a crash there would: the run stops, and the
    // batch it was in is undone whole: no period without its invoice, no service paid ahead.
    await two.db.execute(sql`create function crash_on_srv3() returns trigger language plpgsql as $$
      begin
        if new.description like '%srv3%' then raise exception 'crash'; end if;
        return new;
      end $$`);
    await two.db.execute(
      sql`create trigger crash_on_srv3 before insert on invoice_lines for each row execute function crash_on_srv3()`,
    );
    await expect(billDueServices(two.db, now)).rejects.toThrow();
    expect(await linesOf(customer.id)).toEqual([]);
    const left = await two.db
      .select({ paidUntil: services.paidUntil, nextBillOn: services.nextBillOn })
      .from(services)
      .where(eq(services.customerId, customer.id));
    expect(left).toEqual(left.map(() => ({ paidUntil: null, nextBillOn: '2027-03-01' })));
    await two.db.execute(sql`drop trigger crash_on_srv3 on invoice_lines`);
    await two.runBoth('service-billing', now);
    await two.runBoth('service-billing', now);
    expect(await linesOf(customer.id)).toEqual(
      ['srv1', 'srv2', 'srv3', 'srv4', 'srv5'].map(
        (name) => `Server: ${name}, 1 maart 2027 tot en met 31 maart 2027 9900`,
      ),
    );
    const periods = await two.db
      .select({ id: servicePeriods.id })
      .from(servicePeriods)
      .innerJoin(services, eq(services.id, servicePeriods.serviceId))
      .where(eq(services.customerId, customer.id));
    expect(periods).toHaveLength(5);
  });

  it('refuses a second invoice of one period in the database itself', async () => {
    const customer = await createCustomer(two.db, { name: 'Sleutel B.V.' });
    const product = await createProduct(two.db);
    const service = await startService({ customerId: customer.id, productId: product.id });
    await two.db
      .insert(servicePeriods)
      .values({ serviceId: service.id, periodStart: '2027-01-01', periodEnd: '2027-01-31' });
    await expect(
      two.db
        .insert(servicePeriods)
        .values({ serviceId: service.id, periodStart: '2027-01-01', periodEnd: '2027-01-31' }),
    ).rejects.toThrow();
  });
});
