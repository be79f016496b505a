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
  const startedOn = addDays(addMonths(day, -4), 3);
  const domainPaidUntil = addMonths(startedOn, 12);
  const rows = [
    hosting && {
      productId: hosting.id,
      description: 'Webhosting voorbeeldbv.nl',
      startedOn: addMonths(monthStart, -5),
      paidUntil: addMonths(monthStart, 1),
      nextBillOn: addMonths(monthStart, 1),
    },
    nl && {
      productId: nl.id,
      description: 'voorbeeldbv.nl',
      startedOn,
      paidUntil: domainPaidUntil,
      nextBillOn: addDays(domainPaidUntil, -RENEWAL_INVOICE_DAYS_BEFORE),
    },
  ].filter((row) => row !== undefined);
  if (rows.length > 0)
    await tx.insert(services).values(rows.map((row) => ({ ...row, customerId, status: 'actief' as const })));
};
