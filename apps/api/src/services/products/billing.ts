import { setImmediate } from 'node:timers/promises';
import { type ProductGroup, productPeriodMonths, RENEWAL_INVOICE_DAYS_BEFORE } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, asc, eq, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices, products, servicePeriods, services } from '../../db/schema.ts';
import { addDays, addMonths, today } from '../../lib/dates.ts';
import { emitDomainRenewed } from '../webhooks/events.ts';

type Service = typeof services.$inferSelect;
type Product = typeof products.$inferSelect;

/** Periods one run invoices at most per service (one far behind after an outage); more in the next run. */
const PERIODS_PER_RUN = 12;

/** Periods one run invoices at most; the rest wait for the next run (a quarter of an hour later). */
const SERVICES_PER_RUN = 20_000;

/**
 * Services billed in one transaction: few statements for many services, and short enough that the
 * embedded database's queue lets a customer's read through between batches.
 */
const BATCH = 50;

/**
 * When the period that begins on `periodStart` is invoiced: a domain's renewal a set number of days
 * before, so that it is paid before the registry renews; the rest on the first day of the period,
 * in advance.
 */
export const billingDateOf = (group: ProductGroup, periodStart: string): string =>
  group === 'domein' ? addDays(periodStart, -RENEWAL_INVOICE_DAYS_BEFORE) : periodStart;

/**
 * The first day after the period that begins on `start`: the first period lasts its own months (a
 * domain ordered for several years), later ones the product's period. Counted from the start each
 * time, so a service started on the 31st keeps ending at the end of the month.
 */
export const periodEndAfter = (service: Service, product: Product, start: string): string => {
  const first = service.firstPeriodMonths ?? productPeriodMonths[product.period];
  if (start === service.startedOn) return addMonths(service.startedOn, first);
  const months = productPeriodMonths[product.period];
  let n = 1;
  while (addMonths(service.startedOn, first + n * months) <= start) n++;
  return addMonths(service.startedOn, first + n * months);
};

const years = (months: number) => (months % 12 === 0 ? `${months / 12} jaar` : `${months} maanden`);

/** The invoice lines of one period, priced from the product as it stands now. */
const linesOf = (service: Service, product: Product, first: boolean, start: string, end: string) => {
  const last = addDays(end, -1);
  const span = `${formatCalendarDate(start)} tot en met ${formatCalendarDate(last)}`;
  if (product.group === 'domein') {
    if (!first)
      return [{ description: `Verlenging ${service.description}, ${span}`, cents: product.priceCents }];
    const months = service.firstPeriodMonths ?? 12;
    const register = service.premium
      ? (product.premiumRegisterCents ?? product.registerCents ?? product.priceCents)
      : (product.registerCents ?? product.priceCents);
    const cents = register + product.priceCents * Math.max(0, Math.round(months / 12) - 1);
    return [{ description: `Registratie ${service.description}, ${years(months)}, ${span}`, cents }];
  }
  const lines = [
    { description: `${product.name}: ${service.description}, ${span}`, cents: product.priceCents },
  ];
  if (first && product.setupCents > 0)
    lines.push({
      description: `Eenmalige kosten ${product.name}: ${service.description}`,
      cents: product.setupCents,
    });
  return lines;
};

interface Bill {
  service: Service;
  product: Product;
  first: boolean;
  start: string;
  end: string;
  /** When the period after this one is invoiced; null: never. */
  nextBillOn: string | null;
}

/** What one due service gets: its next period, or no more billing (cancelled, ended, not renewed). */
const nextBill = (service: Service, product: Product, now: Date): Bill | 'stop' | 'not due' => {
  if (!service.nextBillOn || service.nextBillOn > today(now)) return 'not due';
  const first = service.paidUntil === null;
  const start = service.paidUntil ?? service.startedOn;
  // A cancelled service is billed only for a period that begins on or before its last day: the
  // period its notice did not reach yet; never one after it ends (decision 0059).
  const cancelled = service.status === 'opgezegd';
  const billable =
    service.status === 'actief' ||
    (cancelled && service.endsOn !== null && start <= service.endsOn) ||
    (service.status === 'besteld' && product.group === 'domein' && product.domainBilling === 'direct');
  if (!billable || (!first && !cancelled && !service.autoRenew)) return 'stop';
  const end = periodEndAfter(service, product, start);
  const renews = cancelled ? service.endsOn !== null && end <= service.endsOn : service.autoRenew;
  return {
    service,
    product,
    first,
    start,
    end,
    nextBillOn: renews ? billingDateOf(product.group, end) : null,
  };
};

/**
 * A service whose customer chose a cheaper package (decision 0069) is billed at that package from
 * its next period: the package changes with the period billed.
 */
const withPendingPackages = async (
  tx: DbOrTx,
  rows: { service: Service; product: Product }[],
): Promise<{ service: Service; product: Product }[]> => {
  const ids = [
    ...new Set(
      rows.flatMap(({ service }) => (service.pendingProductId === null ? [] : [service.pendingProductId])),
    ),
  ];
  if (ids.length === 0) return rows;
  const pending = new Map(
    (await tx.select().from(products).where(inArray(products.id, ids))).map((p) => [p.id, p]),
  );
  return rows.map((row) => {
    const next =
      row.service.pendingProductId === null ? undefined : pending.get(row.service.pendingProductId);
    return next ? { service: { ...row.service, productId: next.id }, product: next } : row;
  });
};

/**
 * Bills the next period of each of the locked services whose billing date has come, inside the
 * caller's transaction, with one statement per table for all of them. Each period is written under
 * the unique key (service, period start) before its invoice is made, so that however many instances
 * or reruns try, each period is invoiced once; the invoices wait as concepts, as a subscription's
 * do. A service that is cancelled, ended or not renewed automatically is never billed again.
 * Answers the ids of the services billed.
 */
const billLocked = async (
  tx: DbOrTx,
  locked: { service: Service; product: Product }[],
  now: Date,
): Promise<number[]> => {
  const rows = await withPendingPackages(tx, locked);
  const outcomes = rows.map(({ service, product }) => nextBill(service, product, now));
  const stopped = rows.filter((_, i) => outcomes[i] === 'stop').map(({ service }) => service.id);
  if (stopped.length > 0)
    await tx.update(services).set({ nextBillOn: null }).where(inArray(services.id, stopped));
  const bills = outcomes.filter((outcome): outcome is Bill => typeof outcome === 'object');
  if (bills.length === 0) return [];
  const advanced = bills.map(
    (bill) =>
      sql`(${bill.service.id}::integer, ${bill.end}::date, ${bill.nextBillOn}::date, ${bill.product.id}::integer)`,
  );
  await tx.execute(sql`update services set paid_until = v.paid_until, next_bill_on = v.next_bill_on,
    product_id = v.product_id, pending_product_id = null, updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(advanced, sql`, `)}) as v(id, paid_until, next_bill_on, product_id)
    where services.id = v.id`);
  const periods = await tx
    .insert(servicePeriods)
    .values(
      bills.map((bill) => ({
        serviceId: bill.service.id,
        periodStart: bill.start,
        periodEnd: addDays(bill.end, -1),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: servicePeriods.id, serviceId: servicePeriods.serviceId });
  if (periods.length === 0) return [];
  const periodOf = new Map(periods.map((period) => [period.serviceId, period.id]));
  const billed = bills.filter((bill) => periodOf.has(bill.service.id));
  // The invoices' ids are taken first, so that each invoice's lines and period name it for certain.
  const invoiceIds = (
    await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('invoices', 'id'))::integer` })
      .from(sql`generate_series(1, ${billed.length}::integer)`)
  ).map((row) => Number(row.id));
  const lines = billed.map((bill) => linesOf(bill.service, bill.product, bill.first, bill.start, bill.end));
  await tx
    .insert(invoices)
    .overridingSystemValue()
    .values(
      billed.map((bill, i) => ({
        id: invoiceIds[i]!,
        customerId: bill.service.customerId,
        status: 'saved' as const,
        description: lines[i]![0]!.description,
        periodStart: bill.start,
        periodEnd: addDays(bill.end, -1),
      })),
    );
  await tx.insert(invoiceLines).values(
    billed.flatMap((bill, i) =>
      lines[i]!.map((line, position) => ({
        invoiceId: invoiceIds[i]!,
        description: line.description,
        quantity: 100,
        unitPriceCents: line.cents,
        vatRate: bill.product.vatRate,
        position,
      })),
    ),
  );
  const linked = billed.map(
    (bill, i) => sql`(${periodOf.get(bill.service.id)!}::integer, ${invoiceIds[i]!}::integer)`,
  );
  await tx.execute(sql`update service_periods set invoice_id = v.invoice_id
    from (values ${sql.join(linked, sql`, `)}) as v(id, invoice_id) where service_periods.id = v.id`);
  for (const bill of billed) {
    if (bill.product.group === 'domein' && !bill.first)
      await emitDomainRenewed(tx, bill.service, addDays(bill.end, -1), now);
  }
  return billed.map((bill) => bill.service.id);
};

/** The services of `where`, with their products, locked for this transaction. */
const lockServices = (tx: DbOrTx, where: SQL | undefined, options: { limit: number; skipLocked: boolean }) =>
  tx
    .select({ service: services, product: products })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(where)
    .orderBy(asc(services.nextBillOn), asc(services.id))
    .limit(options.limit)
    .for('update', options.skipLocked ? { of: services, skipLocked: true } : { of: services });

/** Bills the next period of one service when its billing date has come, inside the caller's transaction. */
export const billService = async (tx: DbOrTx, serviceId: number, now: Date): Promise<boolean> => {
  const rows = await lockServices(tx, eq(services.id, serviceId), { limit: 1, skipLocked: false });
  return (await billLocked(tx, rows, now)).length > 0;
};

/**
 * Services whose paid time has run out without a renewal (auto-renew off, or cancelled) end: their
 * status says so and nothing bills them again.
 */
const endLapsedServices = async (db: Db, now: Date): Promise<void> => {
  await db
    .update(services)
    .set({
      status: 'beeindigd',
      endsOn: sql`coalesce(${services.endsOn}, ${services.paidUntil} - 1)`,
      updatedAt: now,
    })
    .where(
      and(
        inArray(services.status, ['actief', 'opgezegd']),
        isNull(services.nextBillOn),
        lte(services.paidUntil, today(now)),
      ),
    );
};

/**
 * One billing run: every service whose billing date has come gets the invoice of its next period,
 * BATCH services per transaction. A batch is locked with SKIP LOCKED, so that instances running at
 * once each take other services instead of waiting; a crash in the middle leaves the batches that
 * were committed billed and the rest for the next run. A service far behind gets one period per
 * round, at most PERIODS_PER_RUN in a run. Answers how many periods were invoiced.
 */
export const billDueServices = async (db: Db, now: Date): Promise<number> => {
  await endLapsedServices(db, now);
  const periodsOf = new Map<number, number>();
  const full: number[] = [];
  let made = 0;
  while (made < SERVICES_PER_RUN) {
    const billed = await db.transaction(async (tx) => {
      const rows = await lockServices(
        tx,
        and(
          lte(services.nextBillOn, today(now)),
          full.length > 0 ? notInArray(services.id, full) : undefined,
        ),
        { limit: BATCH, skipLocked: true },
      );
      return rows.length === 0 ? undefined : billLocked(tx, rows, now);
    });
    if (billed === undefined) break;
    // The embedded database answers without waiting on the network: without this turn of the
    // event loop, the instance's requests and timers would wait for the whole run.
    await setImmediate();
    made += billed.length;
    for (const id of billed) {
      const periods = (periodsOf.get(id) ?? 0) + 1;
      periodsOf.set(id, periods);
      if (periods === PERIODS_PER_RUN) full.push(id);
    }
  }
  return made;
};
