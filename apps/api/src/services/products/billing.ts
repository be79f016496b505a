import { type ProductGroup, productPeriodMonths, RENEWAL_INVOICE_DAYS_BEFORE } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices, products, servicePeriods, services } from '../../db/schema.ts';
import { addDays, addMonths, today } from '../../lib/dates.ts';

type Service = typeof services.$inferSelect;
type Product = typeof products.$inferSelect;

/** Periods one run invoices at most per service (one far behind after an outage); more in the next run. */
const PERIODS_PER_RUN = 12;

/** Services one run looks at, at most; the rest wait for the next run (a quarter of an hour later). */
const SERVICES_PER_RUN = 20_000;

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

/**
 * Bills the next period of one service when its billing date has come, inside the caller's
 * transaction. The service row is locked and the period is written under the unique key (service,
 * period start) before its invoice is made, so that however many instances or reruns try, each
 * period is invoiced once; the invoice waits as a concept, as a subscription's does. A service that
 * is cancelled, ended or not renewed automatically is never billed again.
 */
export const billService = async (tx: DbOrTx, serviceId: number, now: Date): Promise<boolean> => {
  const [row] = await tx
    .select({ service: services, product: products })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(eq(services.id, serviceId))
    .for('update', { of: services });
  if (!row) return false;
  const { service, product } = row;
  if (!service.nextBillOn || service.nextBillOn > today(now)) return false;
  const first = service.paidUntil === null;
  const start = service.paidUntil ?? service.startedOn;
  // A cancelled service is billed only for a period that begins on or before its last day: the
  // period its notice did not reach yet; never one after it ends.
  const cancelled = service.status === 'opgezegd';
  const billable =
    service.status === 'actief' ||
    (cancelled && service.endsOn !== null && start <= service.endsOn) ||
    (service.status === 'besteld' && product.group === 'domein' && product.domainBilling === 'direct');
  if (!billable || (!first && !cancelled && !service.autoRenew)) {
    await tx.update(services).set({ nextBillOn: null }).where(eq(services.id, serviceId));
    return false;
  }
  const end = periodEndAfter(service, product, start);
  const renews = cancelled ? service.endsOn !== null && end <= service.endsOn : service.autoRenew;
  await tx
    .update(services)
    .set({
      paidUntil: end,
      nextBillOn: renews ? billingDateOf(product.group, end) : null,
      updatedAt: now,
    })
    .where(eq(services.id, serviceId));
  const [period] = await tx
    .insert(servicePeriods)
    .values({ serviceId, periodStart: start, periodEnd: addDays(end, -1) })
    .onConflictDoNothing()
    .returning({ id: servicePeriods.id });
  if (!period) return false;
  const lines = linesOf(service, product, first, start, end);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      customerId: service.customerId,
      status: 'saved',
      description: lines[0]!.description,
      periodStart: start,
      periodEnd: addDays(end, -1),
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId: invoice!.id,
      description: line.description,
      quantity: 100,
      unitPriceCents: line.cents,
      vatRate: product.vatRate,
      position,
    })),
  );
  await tx.update(servicePeriods).set({ invoiceId: invoice!.id }).where(eq(servicePeriods.id, period.id));
  return true;
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
 * each in its own transaction, so a crash in the middle leaves what was billed billed and the rest
 * for the next run. Answers how many periods were invoiced.
 */
export const billDueServices = async (db: Db, now: Date): Promise<number> => {
  await endLapsedServices(db, now);
  const due = await db
    .select({ id: services.id })
    .from(services)
    .where(lte(services.nextBillOn, today(now)))
    .orderBy(asc(services.nextBillOn), asc(services.id))
    .limit(SERVICES_PER_RUN);
  let made = 0;
  for (const { id } of due) {
    for (
      let period = 0;
      period < PERIODS_PER_RUN && (await db.transaction((tx) => billService(tx, id, now)));
      period++
    )
      made++;
  }
  return made;
};
