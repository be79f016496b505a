import { FINANCE, type HourBundleBody, type StaffHourBundle } from '@maatwerk/contract';
import type { Db } from '../../db/client.ts';
import { hourBundles } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { recordAudit } from '../audit.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import { insertConcept } from '../staff-invoices/index.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { toStaffHourBundle } from './read.ts';

type SellBody = Omit<HourBundleBody, 'hours' | 'price_cents' | 'vat_rate'> & {
  hours: number;
  price_cents: number;
  vat_rate: number;
};

/**
 * Sells a customer a bundle: a new concept invoice with the bundle as its one line, and the bundle
 * itself, in one transaction. The bundle can be drawn from once the finance desk sends that invoice;
 * throwing the concept away takes the bundle with it.
 */
export const sellHourBundle = async (
  db: Db,
  writer: StaffWriter,
  customerId: number,
  body: SellBody,
  now = new Date(),
): Promise<StaffHourBundle> => {
  requireStaffRole(writer, FINANCE);
  return db.transaction(async (tx) => {
    await requireCustomerExists(tx, customerId);
    const day = today(now);
    const invoice = await insertConcept(tx, {
      customer_id: customerId,
      description: body.description,
      period_start: day,
      period_end: addDays(day, 365),
      lines: [
        {
          description: `${body.description} (${body.hours} uur)`,
          quantity: 1,
          unit_price_cents: body.price_cents,
          vat_rate: body.vat_rate,
        },
      ],
    });
    const [bundle] = await tx
      .insert(hourBundles)
      .values({
        customerId,
        invoiceId: invoice.id,
        description: body.description,
        totalMinutes: body.hours * 60,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, writer, {
      action: 'hour_bundle.create',
      entity: 'hour_bundle',
      entityId: bundle!.id,
      after: { customer_id: customerId, invoice_id: invoice.id, ...body },
    });
    // A concept: not usable until it is sent.
    return toStaffHourBundle(bundle!, invoice, false);
  });
};
