import { todayInAmsterdam } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import { addDays } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { invoiceNumberCounters, offerteLines, offertes, offerteVersions, products } from '../schema.ts';

/**
 * Voorbeeld B.V.'s sent offerte (decision 0066), so that the portal's and the back office's
 * offerte pages are not empty: a fixed price, an hours estimate, an optional training and the
 * hosting. It is the first of its year's series; the counter says so, so the next is number two.
 */
export const seedDemoOfferte = async (
  tx: DbOrTx,
  customerId: number,
  hourlyRateCents: number,
  now = new Date(),
): Promise<void> => {
  const today = todayInAmsterdam(now);
  const year = Number(today.slice(0, 4));
  const number = `O${year}-0001`;
  const [hosting] = await tx.select().from(products).where(eq(products.name, 'Webhosting Zakelijk'));
  await tx.insert(invoiceNumberCounters).values({ kind: 'offerte', year, lastNumber: 1 });
  const [offerte] = await tx
    .insert(offertes)
    .values({ customerId, number, status: 'verzonden', sentAt: now })
    .returning({ id: offertes.id });
  const [version] = await tx
    .insert(offerteVersions)
    .values({
      offerteId: offerte!.id,
      version: 1,
      title: 'Klantportaal voor de buitendienst',
      validUntil: addDays(today, 30),
      introductionHtml:
        '<p>Naar aanleiding van ons gesprek stellen we een klantportaal voor waarin je buitendienst afspraken, orders en documenten bij elkaar vindt.</p>',
      termsHtml:
        '<p>De uren zijn een inschatting; we factureren de werkelijk bestede en door jou goedgekeurde uren. Betaling binnen 14 dagen.</p>',
      depositPercent: 25,
    })
    .returning({ id: offerteVersions.id });
  const lines = [
    { kind: 'vast' as const, description: 'Ontwerp en klikbaar prototype', unitCents: 240_000, quantity: 1 },
    { kind: 'uren' as const, description: 'Bouw van het portaal', unitCents: hourlyRateCents, quantity: 60 },
    {
      kind: 'vast' as const,
      description: 'Training voor de buitendienst',
      unitCents: 45_000,
      quantity: 1,
      optional: true,
    },
  ];
  await tx.insert(offerteLines).values([
    ...lines.map((line, position) => ({ ...line, versionId: version!.id, position, vatRate: 21 })),
    ...(hosting
      ? [
          {
            versionId: version!.id,
            position: lines.length,
            kind: 'dienst' as const,
            description: 'Hosting van het portaal',
            unitCents: hosting.priceCents,
            quantity: 1,
            vatRate: hosting.vatRate,
            productId: hosting.id,
          },
        ]
      : []),
  ]);
};
