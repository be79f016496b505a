import {
  type AuditAction,
  type CustomerService,
  OWNER_ONLY,
  SERVICE_MESSAGES,
  SERVICES_TEAM,
  type ServiceRequestKind,
  TECHNICAL_TEAM,
  type TeamRole,
} from '@maatwerk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, serviceRequests, services } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordCustomerAudit } from '../audit.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { billingDateOf, periodEndAfter } from './billing.ts';

type Service = typeof services.$inferSelect;
type Product = typeof products.$inferSelect;

/** The person acting and where from: for the audit log. */
export type ServiceCaller = TeamCaller & { address: string };

/**
 * The last day a service would run when cancelled on `day`: the end of the first period whose last
 * day is at least the product's notice away, and never before the end of what is already billed
 * (no credit note here). A service that is not renewed anyway ends with its paid time. Null when it
 * cannot be cancelled: not running, or its first period not yet billed.
 */
export const lastDayIfCancelled = (service: Service, product: Product, day: string): string | null => {
  if (service.status !== 'actief' || service.paidUntil === null) return null;
  if (!service.autoRenew) return addDays(service.paidUntil, -1);
  const earliest = addDays(day, product.noticeDays);
  let end = service.paidUntil;
  while (addDays(end, -1) < earliest) end = periodEndAfter(service, product, end);
  return addDays(end, -1);
};

/** The cheaper package a service moves to at its next period, by name. */
const pendingProducts = alias(products, 'pending_product');

export const toCustomerService = (
  service: Service,
  product: Product,
  day: string,
  nextPackage: string | null = null,
): CustomerService => ({
  id: service.id,
  description: service.description,
  product: {
    name: product.name,
    group: product.group,
    period: product.period,
    price_cents: product.priceCents,
    vat_rate: product.vatRate,
    notice_days: product.noticeDays,
  },
  status: service.status,
  auto_renew: service.autoRenew,
  started_on: service.startedOn,
  paid_until: service.paidUntil,
  ends_on: service.endsOn,
  cancelled_at: service.cancelledAt?.toISOString() ?? null,
  next_package: service.pendingProductId === null ? null : nextPackage,
  ends_if_cancelled_on: lastDayIfCancelled(service, product, day),
});

/** The customer's services, oldest first, ended ones included. */
export const listOwnServices = async (db: DbOrTx, caller: TeamCaller, now = new Date()) => {
  const customerId = customerFor(caller, SERVICES_TEAM);
  const rows = await db
    .select({ service: services, product: products, nextPackage: pendingProducts.name })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .leftJoin(pendingProducts, eq(pendingProducts.id, services.pendingProductId))
    .where(eq(services.customerId, customerId))
    .orderBy(asc(services.id));
  return rows.map((row) => toCustomerService(row.service, row.product, today(now), row.nextPackage));
};

/** The caller's service, locked for the change; another customer's is not there (404). */
export const lockOwnService = async (
  tx: DbOrTx,
  caller: TeamCaller,
  roles: readonly TeamRole[],
  id: number,
) => {
  const customerId = customerFor(caller, roles);
  const [row] = await tx
    .select({ service: services, product: products, nextPackage: pendingProducts.name })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .leftJoin(pendingProducts, eq(pendingProducts.id, services.pendingProductId))
    .where(and(eq(services.id, id), eq(services.customerId, customerId)))
    .for('update', { of: services });
  if (!row) throw notFound(SERVICE_MESSAGES.notFound);
  return row;
};

/** Writes the change, the request staff see on the service and the audit line, in the caller's transaction. */
export const change = async (
  tx: DbOrTx,
  caller: ServiceCaller,
  before: Service,
  set: Partial<typeof services.$inferInsert>,
  kind: ServiceRequestKind,
  action: AuditAction,
  now: Date,
): Promise<Service> => {
  const [after] = await tx
    .update(services)
    .set({ ...set, updatedAt: now })
    .where(eq(services.id, before.id))
    .returning();
  await tx
    .insert(serviceRequests)
    .values({ serviceId: before.id, userId: caller.userId, kind, createdAt: now });
  await recordCustomerAudit(
    tx,
    { userId: caller.userId, address: caller.address },
    { action, entity: 'service', entityId: before.id, before, after },
  );
  return after!;
};

/**
 * The eigenaar cancels a service at the end of the period its notice reaches. The period up to
 * that day that is not billed yet still is; nothing after it ever is (billing.ts).
 */
export const cancelOwnService = (db: Db, caller: ServiceCaller, id: number, now = new Date()) =>
  db.transaction(async (tx) => {
    const { service, product, nextPackage } = await lockOwnService(tx, caller, OWNER_ONLY, id);
    const day = today(now);
    const endsOn = lastDayIfCancelled(service, product, day);
    if (endsOn === null) throw new HttpError('conflict', SERVICE_MESSAGES.notCancellable);
    const paidUntil = service.paidUntil!;
    const after = await change(
      tx,
      caller,
      service,
      {
        status: 'opgezegd',
        endsOn,
        cancelledAt: now,
        nextBillOn: endsOn >= paidUntil ? billingDateOf(product.group, paidUntil) : null,
      },
      'opzegging',
      'service.customer_cancel',
      now,
    );
    return { service: toCustomerService(after, product, day, nextPackage), product };
  });

/** The eigenaar takes a cancellation back before the service ends: it renews as it did before. */
export const withdrawOwnCancellation = (db: Db, caller: ServiceCaller, id: number, now = new Date()) =>
  db.transaction(async (tx) => {
    const { service, product, nextPackage } = await lockOwnService(tx, caller, OWNER_ONLY, id);
    const day = today(now);
    if (service.status !== 'opgezegd') {
      throw new HttpError(
        'conflict',
        service.status === 'beeindigd' ? SERVICE_MESSAGES.alreadyEnded : SERVICE_MESSAGES.notCancelled,
      );
    }
    if (service.endsOn === null || service.endsOn < day || service.paidUntil === null)
      throw new HttpError('conflict', SERVICE_MESSAGES.alreadyEnded);
    const after = await change(
      tx,
      caller,
      service,
      {
        status: 'actief',
        endsOn: null,
        cancelledAt: null,
        nextBillOn: service.autoRenew ? billingDateOf(product.group, service.paidUntil) : null,
      },
      'opzegging_ingetrokken',
      'service.withdraw_cancellation',
      now,
    );
    return toCustomerService(after, product, day, nextPackage);
  });

/**
 * Automatic renewal on or off (eigenaar, technisch). The billing run reads it: off, nothing is
 * billed after the paid time and the service ends with it; on, the next period is billed by the
 * schedule. A service not yet billed keeps its first period either way.
 */
export const setOwnAutoRenew = (
  db: Db,
  caller: ServiceCaller,
  id: number,
  autoRenew: boolean,
  now = new Date(),
) =>
  db.transaction(async (tx) => {
    const { service, product, nextPackage } = await lockOwnService(tx, caller, TECHNICAL_TEAM, id);
    if (service.status !== 'actief' && service.status !== 'besteld')
      throw new HttpError('conflict', SERVICE_MESSAGES.autoRenewClosed);
    if (service.autoRenew === autoRenew) return toCustomerService(service, product, today(now), nextPackage);
    const schedule =
      service.status === 'actief' && service.paidUntil !== null
        ? { nextBillOn: autoRenew ? billingDateOf(product.group, service.paidUntil) : null }
        : {};
    const after = await change(
      tx,
      caller,
      service,
      { autoRenew, ...schedule },
      autoRenew ? 'automatisch_verlengen_aan' : 'automatisch_verlengen_uit',
      'service.auto_renew',
      now,
    );
    return toCustomerService(after, product, today(now), nextPackage);
  });

/**
 * A domain service of the caller (eigenaar, technisch) whose transfer code may be asked for:
 * registered and not yet ended.
 */
export const domainForTransferCode = async (db: DbOrTx, caller: TeamCaller, id: number) => {
  const { service, product } = await lockOwnService(db, caller, TECHNICAL_TEAM, id);
  if (product.group !== 'domein') throw new HttpError('conflict', SERVICE_MESSAGES.notADomain);
  if (service.status !== 'actief' && service.status !== 'opgezegd')
    throw new HttpError('conflict', SERVICE_MESSAGES.domainNotActive);
  return service;
};

/**
 * Records that the caller was given the transfer code of a domain: the request staff see and the
 * audit line, both without the code.
 */
export const recordTransferCodeGiven = (db: Db, caller: ServiceCaller, service: Service, now = new Date()) =>
  db.transaction(async (tx) => {
    await tx
      .insert(serviceRequests)
      .values({ serviceId: service.id, userId: caller.userId, kind: 'verhuiscode', createdAt: now });
    await recordCustomerAudit(
      tx,
      { userId: caller.userId, address: caller.address },
      {
        action: 'service.transfer_code',
        entity: 'service',
        entityId: service.id,
        after: { domain: service.description },
      },
    );
  });
