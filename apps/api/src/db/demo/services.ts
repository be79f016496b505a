import { RENEWAL_INVOICE_DAYS_BEFORE } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, today } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { products, services } from '../schema.ts';

/**
 * Voorbeeld B.V.'s services on the product list, so that the portal's Diensten page has something
 * to act on: a hosting package in its current month and its domain name in its current year, both
 * renewed automatically. Their past periods were billed before the demo began; the run bills the next.
 */
export const seedDemoServices = async (tx: DbOrTx, customerId: number, now = new Date()): Promise<void> => {
  const day = today(now);
  const monthStart = `${day.slice(0, 8)}01`;
  const [hosting] = await tx.select().from(products).where(eq(products.name, 'Webhosting Zakelijk'));
  const [nl] = await tx
    .select()
    .from(products)
    .where(and(eq(products.group, 'domein'), eq(products.tld, 'nl')));
  if (hosting) {
    const paidUntil = addMonths(monthStart, 1);
    await tx.insert(services).values({
      customerId,
      productId: hosting.id,
      description: 'Webhosting voorbeeldbv.nl',
      status: 'actief',
      startedOn: addMonths(monthStart, -5),
      paidUntil,
      nextBillOn: paidUntil,
    });
  }
  if (nl) {
    const startedOn = addDays(addMonths(day, -4), 3);
    const paidUntil = addMonths(startedOn, 12);
    await tx.insert(services).values({
      customerId,
      productId: nl.id,
      description: 'voorbeeldbv.nl',
      status: 'actief',
      startedOn,
      paidUntil,
      nextBillOn: addDays(paidUntil, -RENEWAL_INVOICE_DAYS_BEFORE),
    });
  }
};
