import { FINANCE, type ServiceBody, type StaffService } from '@maatwerk/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, servicePeriods, serviceRequests, services, users } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { billService } from './billing.ts';

const NOT_FOUND = 'Deze dienst bestaat niet.';
const PRODUCT_UNKNOWN = 'Kies een product uit de prijslijst.';

const serviceQuery = (db: DbOrTx) =>
  db
    .select({
      service: services,
      product: { id: products.id, name: products.name, group: products.group },
      periods: db.$count(servicePeriods, eq(servicePeriods.serviceId, services.id)),
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId));

type Row = Awaited<ReturnType<typeof serviceQuery>>[number];

type Requests = StaffService['requests'];

/** What the customer's people asked of these services in the portal, newest first, per service. */
const requestsOf = async (db: DbOrTx, ids: number[]): Promise<Map<number, Requests>> => {
  const byService = new Map<number, Requests>();
  if (ids.length === 0) return byService;
  const rows = await db
    .select({
      serviceId: serviceRequests.serviceId,
      kind: serviceRequests.kind,
      person: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .leftJoin(users, eq(users.id, serviceRequests.userId))
    .where(inArray(serviceRequests.serviceId, ids))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  for (const row of rows) {
    const list = byService.get(row.serviceId) ?? [];
    list.push({ kind: row.kind, person: row.person, created_at: row.createdAt.toISOString() });
    byService.set(row.serviceId, list);
  }
  return byService;
};

const toStaffService = ({ service, product, periods }: Row, requests: Requests = []): StaffService => ({
  id: service.id,
  customer_id: service.customerId,
  product,
  description: service.description,
  status: service.status,
  auto_renew: service.autoRenew,
  started_on: service.startedOn,
  paid_until: service.paidUntil,
  next_bill_on: service.nextBillOn,
  ends_on: service.endsOn,
  periods_billed: Number(periods),
  cancelled_at: service.cancelledAt?.toISOString() ?? null,
  requests,
});

const serviceById = async (db: DbOrTx, id: number): Promise<StaffService> => {
  const [row] = await serviceQuery(db).where(eq(services.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toStaffService(row, (await requestsOf(db, [id])).get(id));
};

/** A customer's services, newest first, ended ones included. */
export const listCustomerProductServices = async (
  db: DbOrTx,
  customerId: number,
): Promise<StaffService[]> => {
  await requireCustomerExists(db, customerId);
  const rows = await serviceQuery(db).where(eq(services.customerId, customerId)).orderBy(asc(services.id));
  const requests = await requestsOf(
    db,
    rows.map((row) => row.service.id),
  );
  return rows.map((row) => toStaffService(row, requests.get(row.service.id)));
};

/**
 * Staff start a service of a product for a customer: active from its start date, its first period
 * billed by the run on that day (at once when the day has come). Audited.
 */
export const createProductService = (
  db: Db,
  writer: StaffWriter,
  customerId: number,
  body: z.output<typeof ServiceBody>,
  now = new Date(),
): Promise<StaffService> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    await requireCustomerExists(tx, customerId);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, body.product_id));
    if (!product)
      throw new HttpError('validation_failed', PRODUCT_UNKNOWN, { fields: { product_id: PRODUCT_UNKNOWN } });
    const [row] = await tx
      .insert(services)
      .values({
        customerId,
        productId: product.id,
        description: body.description,
        status: 'actief',
        autoRenew: body.auto_renew,
        startedOn: body.started_on,
        nextBillOn: body.started_on,
      })
      .returning();
    await recordAudit(tx, writer, {
      action: 'service.create',
      entity: 'service',
      entityId: row!.id,
      after: row,
    });
    await billService(tx, row!.id, now);
    return serviceById(tx, row!.id);
  });
};

/** Staff end a service at once: it is never billed again. Audited. */
export const endProductService = (
  db: Db,
  writer: StaffWriter,
  id: number,
  now = new Date(),
): Promise<StaffService> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    if (before.status === 'beeindigd') throw new HttpError('conflict', 'Deze dienst is al beëindigd.');
    const [after] = await tx
      .update(services)
      .set({ status: 'beeindigd', nextBillOn: null, autoRenew: false, endsOn: today(now), updatedAt: now })
      .where(eq(services.id, id))
      .returning();
    await recordAudit(tx, writer, { action: 'service.end', entity: 'service', entityId: id, before, after });
    return serviceById(tx, id);
  });
};

/**
 * The services of a placed domain order, one per name, as ordered. A domain product that is billed
 * at once has its first period invoiced now; the others wait for the registration.
 */
export const orderDomainServices = async (
  tx: DbOrTx,
  customerId: number,
  ordered: { domainOrderId: number; name: string; tld: string; years: number; premium: boolean }[],
  now: Date,
): Promise<void> => {
  for (const item of ordered) {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.group, 'domein'), eq(products.tld, item.tld)));
    if (!product) continue;
    const direct = product.domainBilling === 'direct';
    const [row] = await tx
      .insert(services)
      .values({
        customerId,
        productId: product.id,
        domainOrderId: item.domainOrderId,
        description: item.name,
        status: 'besteld',
        premium: item.premium,
        firstPeriodMonths: item.years * 12,
        startedOn: today(now),
        nextBillOn: direct ? today(now) : null,
      })
      .returning({ id: services.id });
    if (direct) await billService(tx, row!.id, now);
  }
};

/**
 * The registry registered an ordered name: its service is active from today (or from the order,
 * when it was billed then) and its first period is billed now, if it was not yet.
 */
export const activateDomainService = async (tx: DbOrTx, domainOrderId: number, now: Date): Promise<void> => {
  const [service] = await tx
    .select()
    .from(services)
    .where(eq(services.domainOrderId, domainOrderId))
    .for('update');
  if (service?.status !== 'besteld') return;
  const billed = service.paidUntil !== null;
  await tx
    .update(services)
    .set({
      status: 'actief',
      startedOn: billed ? service.startedOn : today(now),
      nextBillOn: billed ? service.nextBillOn : today(now),
      updatedAt: now,
    })
    .where(eq(services.id, service.id));
  if (!billed) await billService(tx, service.id, now);
};

/** The registry refused an ordered name: its service ends before it began and is never billed. */
export const refuseDomainService = async (tx: DbOrTx, domainOrderId: number, now: Date): Promise<void> => {
  await tx
    .update(services)
    .set({ status: 'beeindigd', nextBillOn: null, autoRenew: false, endsOn: today(now), updatedAt: now })
    .where(and(eq(services.domainOrderId, domainOrderId), eq(services.status, 'besteld')));
};
