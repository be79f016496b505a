import { offerteLineCents, offerteLineChosen } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices, offerteLines, offertes, services, userStories } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { billService } from '../products/billing.ts';
import { emitOrderEvent } from '../webhooks/events.ts';
import type { LoadedOfferte } from './read.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What an acceptance starts, in its transaction: each chosen fixed-price or hours line becomes an
 * order (an hours line with its estimate), each chosen service line a service of its product from
 * today, billed by the schedule as staff-made services are; the deposit a concept invoice, one line
 * per VAT rate of the one-off part. Each line keeps the order or service it became, the offerte its
 * deposit invoice.
 */
export const startWork = async (
  tx: DbOrTx,
  loaded: LoadedOfferte,
  userId: number,
  now: Date,
): Promise<void> => {
  const { offerte, version, acceptance } = loaded;
  const chosen = loaded.lines.filter((line) => offerteLineChosen(line, acceptance?.optionLineIds ?? []));
  const source = `offerte ${offerte.number}, versie ${version.version}`;

  for (const line of chosen) {
    if (line.kind === 'dienst') {
      const [service] = await tx
        .insert(services)
        .values({
          customerId: offerte.customerId,
          productId: line.productId!,
          description: line.description,
          status: 'actief',
          startedOn: today(now),
          nextBillOn: today(now),
        })
        .returning({ id: services.id });
      await tx.update(offerteLines).set({ serviceId: service!.id }).where(eq(offerteLines.id, line.id));
      await billService(tx, service!.id, now);
      continue;
    }
    const [story] = await tx
      .insert(userStories)
      .values({
        customerId: offerte.customerId,
        createdByUserId: userId,
        title: line.description.slice(0, 200),
        descriptionHtml: `<p>${escapeHtml(line.description)}</p><p>Uit ${escapeHtml(source)}.</p>`,
        status: 'nieuw',
        estimateMinutes: line.kind === 'uren' ? line.quantity * 60 : null,
      })
      .returning();
    await tx.update(offerteLines).set({ userStoryId: story!.id }).where(eq(offerteLines.id, line.id));
    await emitOrderEvent(tx, story!, 'order.created');
  }

  if (version.depositPercent <= 0) return;
  const byRate = new Map<number, number>();
  for (const line of chosen) {
    if (line.kind === 'dienst') continue;
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + offerteLineCents(line));
  }
  const depositLines = [...byRate]
    .map(([vatRate, cents]) => ({ vatRate, cents: Math.round((cents * version.depositPercent) / 100) }))
    .filter((line) => line.cents > 0);
  if (depositLines.length === 0) return;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      customerId: offerte.customerId,
      status: 'saved',
      description: `Aanbetaling ${version.depositPercent}% op ${source}`,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    depositLines.map((line, position) => ({
      invoiceId: invoice!.id,
      description: `Aanbetaling ${version.depositPercent}% offerte ${offerte.number}${depositLines.length > 1 ? ` (btw ${line.vatRate}%)` : ''}`,
      quantity: 100,
      unitPriceCents: line.cents,
      vatRate: line.vatRate,
      position,
    })),
  );
  await tx.update(offertes).set({ depositInvoiceId: invoice!.id }).where(eq(offertes.id, offerte.id));
};
