import { FINANCE, type Product, type ProductBody } from '@maatwerk/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

type Row = typeof products.$inferSelect;
type Body = z.output<typeof ProductBody>;

const TLD_TAKEN = 'Er is al een product voor deze extensie.';
const NOT_FOUND = 'Dit product bestaat niet.';

export const toProduct = (row: Row): Product => ({
  id: row.id,
  name: row.name,
  group: row.group,
  tld: row.tld,
  price_cents: row.priceCents,
  setup_cents: row.setupCents,
  vat_rate: row.vatRate,
  period: row.period,
  notice_days: row.noticeDays,
  domain_billing: row.domainBilling,
  register_cents: row.registerCents,
  premium_register_cents: row.premiumRegisterCents,
  transfer_cents: row.transferCents,
  active: row.active,
  downgrade_credit: row.downgradeCredit,
  updated_at: row.updatedAt.toISOString(),
});

const columns = (body: Body) => ({
  name: body.name,
  group: body.group,
  tld: body.tld,
  priceCents: body.price_cents,
  setupCents: body.setup_cents,
  vatRate: body.vat_rate,
  period: body.period,
  noticeDays: body.notice_days,
  domainBilling: body.domain_billing,
  registerCents: body.register_cents,
  premiumRegisterCents: body.premium_register_cents,
  transferCents: body.transfer_cents,
  active: body.active,
  downgradeCredit: body.downgrade_credit,
});

const orConflict = (error: unknown): never => {
  if (isUniqueViolation(error, 'products_tld_unique'))
    throw new HttpError('conflict', TLD_TAKEN, { fields: { tld: TLD_TAKEN } });
  throw error;
};

/** The whole list, by group and name: it is short (tens of rows). */
export const listProducts = async (db: DbOrTx): Promise<Product[]> => {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(products.group), asc(products.name), asc(products.id));
  return rows.map(toProduct);
};

export const createProduct = (db: Db, writer: StaffWriter, body: Body): Promise<Product> => {
  requireStaffRole(writer, FINANCE);
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(products).values(columns(body)).returning();
      await recordAudit(tx, writer, {
        action: 'product.create',
        entity: 'product',
        entityId: row!.id,
        after: row,
      });
      return toProduct(row!);
    })
    .catch(orConflict);
};

/**
 * Changes a product. Invoice lines carry their own copy of a price, so no invoice (sent or concept)
 * changes with it; the next period billed uses the new price.
 */
export const updateProduct = (db: Db, writer: StaffWriter, id: number, body: Body): Promise<Product> => {
  requireStaffRole(writer, FINANCE);
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw notFound(NOT_FOUND);
      const [after] = await tx
        .update(products)
        .set({ ...columns(body), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, writer, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before,
        after,
      });
      return toProduct(after!);
    })
    .catch(orConflict);
};
