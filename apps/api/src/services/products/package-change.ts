import {
  CHANGEABLE_PRODUCT_GROUPS,
  type PackageChanged,
  type PackageOption,
  type PackageOptions,
  proRataCents,
  SERVICE_MESSAGES,
  TECHNICAL_TEAM,
} from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices, products, servicePeriods, type services } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createProRataCreditNote } from '../staff-invoices/index.ts';
import { change, lockOwnService, type ServiceCaller, toCustomerService } from './customer-services.ts';

type Service = typeof services.$inferSelect;
type Product = typeof products.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const notChangeable = () => new HttpError('conflict', SERVICE_MESSAGES.packageNotChangeable);

/** The period of the service that runs today (billed, in advance) and the invoice it is on. */
const currentPeriod = async (db: DbOrTx, service: Service, day: string) => {
  if (service.status !== 'actief' || service.paidUntil === null || service.paidUntil <= day) return undefined;
  const [period] = await db
    .select({
      start: servicePeriods.periodStart,
      end: servicePeriods.periodEnd,
      invoiceId: servicePeriods.invoiceId,
    })
    .from(servicePeriods)
    .where(and(eq(servicePeriods.serviceId, service.id), lte(servicePeriods.periodStart, day)))
    .orderBy(desc(servicePeriods.periodStart))
    .limit(1);
  if (!period || period.end < day) return undefined;
  return period;
};

/** Whether the current period's invoice is sent, so that a credit note can take part of it back. */
const sentInvoiceOf = async (db: DbOrTx, invoiceId: number | null) => {
  if (invoiceId === null) return undefined;
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.status === 'sent' ? row.id : undefined;
};

interface Figures {
  period: { start: string; end: string; invoiceId: number | null };
  remaining: number;
  days: number;
  creditInvoiceId: number | undefined;
}

/**
 * What moving from `from` to `to` means today: a dearer package at once, the pro-rata difference of
 * the days left billed; a cheaper one at once with that difference credited when the current
 * product says so and its invoice is sent, else from the next period, for nothing.
 */
const optionOf = (
  service: Service,
  from: Product,
  to: Product,
  figures: Figures,
  day: string,
): PackageOption => {
  const difference = proRataCents(to.priceCents - from.priceCents, figures.remaining, figures.days);
  const upgrade = to.priceCents > from.priceCents;
  const creditNow = !upgrade && from.downgradeCredit && figures.creditInvoiceId !== undefined;
  return {
    product_id: to.id,
    name: to.name,
    price_cents: to.priceCents,
    vat_rate: to.vatRate,
    change: upgrade ? 'upgrade' : 'downgrade',
    difference_cents: upgrade || creditNow ? difference : 0,
    takes_effect_on: upgrade || creditNow ? day : service.paidUntil!,
  };
};

const figuresOf = async (db: DbOrTx, service: Service, product: Product, day: string): Promise<Figures> => {
  if (!(CHANGEABLE_PRODUCT_GROUPS as readonly string[]).includes(product.group)) throw notChangeable();
  const period = await currentPeriod(db, service, day);
  if (!period) throw notChangeable();
  return {
    period,
    remaining: daysFrom(day, period.end) + 1,
    days: daysFrom(period.start, period.end) + 1,
    creditInvoiceId: await sentInvoiceOf(db, period.invoiceId),
  };
};

/** The other active packages of the same group and period. */
const alternativesOf = (db: DbOrTx, product: Product) =>
  db
    .select()
    .from(products)
    .where(
      and(
        eq(products.group, product.group),
        eq(products.period, product.period),
        eq(products.active, true),
        ne(products.id, product.id),
      ),
    )
    .orderBy(asc(products.priceCents), asc(products.id));

/** The caller's service, locked, with today's figures of its period and the packages it may move to. */
const lockForChange = async (tx: DbOrTx, caller: ServiceCaller, id: number, now: Date) => {
  const { service, product } = await lockOwnService(tx, caller, TECHNICAL_TEAM, id);
  const day = today(now);
  const figures = await figuresOf(tx, service, product, day);
  return { service, product, day, figures, alternatives: await alternativesOf(tx, product) };
};

/** The packages the caller's service may move to, with what each costs or gives back today. */
export const packageOptions = (
  db: Db,
  caller: ServiceCaller,
  id: number,
  now = new Date(),
): Promise<PackageOptions> =>
  db.transaction(async (tx) => {
    const { service, product, day, figures, alternatives } = await lockForChange(tx, caller, id, now);
    const options = alternatives.map((to) => optionOf(service, product, to, figures, day));
    return {
      period_start: figures.period.start,
      period_end: figures.period.end,
      remaining_days: figures.remaining,
      period_days: figures.days,
      options,
    };
  });

/**
 * Moves the caller's service (eigenaar, technisch) to another package of its group. A dearer one
 * applies at once, and the difference for the days left of the period waits on a concept invoice
 * (as the billing run's invoices do) for staff to send. A cheaper one applies from the next period,
 * which the billing run bills at its price; or, where the current product says so and its period's
 * invoice is sent, at once with a credit note of the difference. Staff see the request on the
 * service and in the audit log.
 */
export const changeOwnPackage = (
  db: Db,
  caller: ServiceCaller,
  id: number,
  productId: number,
  now = new Date(),
): Promise<PackageChanged> =>
  db.transaction(async (tx) => {
    const { service, product, day, figures, alternatives } = await lockForChange(tx, caller, id, now);
    const to = alternatives.find((one) => one.id === productId);
    if (!to) {
      throw new HttpError('validation_failed', SERVICE_MESSAGES.packageUnknown, {
        fields: { product_id: SERVICE_MESSAGES.packageUnknown },
      });
    }
    const option = optionOf(service, product, to, figures, day);
    const atOnce = option.takes_effect_on === day;
    const span = `${formatCalendarDate(day)} tot en met ${formatCalendarDate(figures.period.end)}`;
    const what = `${service.description}: ${product.name} naar ${to.name}, ${figures.remaining} van ${figures.days} dagen, ${span}`;
    let invoiceId: number | null = null;
    if (option.change === 'upgrade' && option.difference_cents > 0) {
      const [concept] = await tx
        .insert(invoices)
        .values({
          customerId: service.customerId,
          status: 'saved',
          description: `Pakketwijziging ${what}`,
          periodStart: day,
          periodEnd: figures.period.end,
        })
        .returning({ id: invoices.id });
      await tx.insert(invoiceLines).values({
        invoiceId: concept!.id,
        description: `Pakketwijziging ${what}`,
        quantity: 100,
        unitPriceCents: option.difference_cents,
        vatRate: to.vatRate,
        position: 0,
      });
      invoiceId = concept!.id;
    }
    if (
      option.change === 'downgrade' &&
      option.difference_cents < 0 &&
      figures.creditInvoiceId !== undefined
    ) {
      invoiceId = await createProRataCreditNote(
        tx,
        figures.creditInvoiceId,
        {
          description: `Creditering pakketwijziging ${what}`,
          cents: -option.difference_cents,
          vatRate: product.vatRate,
        },
        now,
      );
    }
    const after = await change(
      tx,
      caller,
      service,
      atOnce ? { productId: to.id, pendingProductId: null } : { pendingProductId: to.id },
      'pakket_gewijzigd',
      'service.change_package',
      now,
    );
    return {
      service: toCustomerService(after, atOnce ? to : product, day, atOnce ? null : to.name),
      change: option,
      invoice_id: invoiceId,
    };
  });
