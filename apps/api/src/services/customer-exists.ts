import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';

/** Refuses with 404 when there is no customer with this id, as for a customer named in the path. */
export const requireCustomerExists = async (db: DbOrTx, customerId: number): Promise<void> => {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound('Deze klant bestaat niet.');
};
