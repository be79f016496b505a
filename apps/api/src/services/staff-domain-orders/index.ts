import {
  type DomainOrderStatus,
  domainOrderMoveRefused,
  domainOrderTransitions,
  OPERATIONS,
  type StaffDomainOrder,
} from '@maatwerk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, domainOrders } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { activateDomainService, refuseDomainService } from '../products/services.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

type Row = { order: typeof domainOrders.$inferSelect; customerName: string };

const ordersQuery = (db: DbOrTx) =>
  db
    .select({ order: domainOrders, customerName: customers.name })
    .from(domainOrders)
    .innerJoin(customers, eq(customers.id, domainOrders.customerId));

const toWire = ({ order, customerName }: Row): StaffDomainOrder => ({
  id: order.id,
  order_id: order.cartOrderId,
  name: order.name,
  years: order.years,
  status: order.status,
  created_at: order.createdAt.toISOString(),
  updated_at: order.updatedAt.toISOString(),
  customer: { id: order.customerId, name: customerName },
});

/** The names still to be handled, oldest first: what the registry desk works through. */
export const listOpenDomainOrders = async (db: Db): Promise<StaffDomainOrder[]> => {
  const rows = await ordersQuery(db)
    .where(inArray(domainOrders.status, ['aangevraagd', 'in_behandeling']))
    .orderBy(asc(domainOrders.createdAt), asc(domainOrders.id));
  return rows.map(toWire);
};

/** Moves an ordered name along domainOrderTransitions, audited in the same transaction. */
export const setDomainOrderStatus = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  status: DomainOrderStatus,
): Promise<StaffDomainOrder> => {
  requireStaffRole(writer, OPERATIONS);
  return db.transaction(async (tx) => {
    const [current] = await ordersQuery(tx)
      .where(eq(domainOrders.id, id))
      .for('update', { of: domainOrders });
    if (!current) throw new HttpError('not_found', 'Deze domeinbestelling bestaat niet.');
    const from = current.order.status;
    if (from === status) return toWire(current);
    if (!domainOrderTransitions[from].includes(status)) {
      const message = domainOrderMoveRefused(from, status);
      throw new HttpError('validation_failed', message, { fields: { status: message } });
    }
    const [updated] = await tx
      .update(domainOrders)
      .set({ status, updatedAt: new Date() })
      .where(eq(domainOrders.id, id))
      .returning();
    const now = new Date();
    if (status === 'geregistreerd') await activateDomainService(tx, id, now);
    if (status === 'geweigerd') await refuseDomainService(tx, id, now);
    await recordAudit(tx, writer, {
      action: 'domain_order.status',
      entity: 'domain_order',
      entityId: id,
      before: { status: from },
      after: { status },
    });
    return toWire({ order: updated!, customerName: current.customerName });
  });
};
