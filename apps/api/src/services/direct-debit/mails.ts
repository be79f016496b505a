import { formatCalendarDate, formatEuro, provider } from '@maatwerk/contract/constants';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { directDebits, invoices } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail } from '../mail-layout.ts';
import type { AnnouncedCollection } from './announce.ts';
import { collectionWithMandate } from './collect.ts';

/** The line of a collection's pre-notification: amount, day, mandate reference and creditor id. */
const announcement = (collection: AnnouncedCollection) =>
  `We schrijven ${formatEuro(collection.amountCents)} op ${formatCalendarDate(collection.collectOn)} af van je rekening met automatische incasso, onder machtigingskenmerk ${collection.mandateReference} en incassant-ID ${collection.creditorId}.`;

/** What an invoice mail says instead of asking for a transfer, when the invoice is collected. */
export const preNotificationParagraphs = (collection: AnnouncedCollection): string[] => [
  announcement(collection),
  'Je hoeft dus niets over te maken. Klopt het bedrag niet? Neem dan vóór die dag contact met ons op; je kunt een incasso ook tot acht weken na de afschrijving bij je bank terugboeken.',
];

const collectionFailedMail = (input: {
  to: string;
  company: string;
  number: string;
  amountCents: number;
  reversed: boolean;
  next: AnnouncedCollection | undefined;
  balanceCents: number;
  invoicesUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Incasso van factuur ${input.number} is niet gelukt`,
    paragraphs: [
      `Beste ${input.company},`,
      input.reversed
        ? `De incasso van ${formatEuro(input.amountCents)} voor factuur ${input.number} is teruggeboekt (gestorneerd). De factuur staat daarom weer open.`
        : `De incasso van ${formatEuro(input.amountCents)} voor factuur ${input.number} is niet gelukt. De factuur staat nog open.`,
      input.next
        ? `We proberen het opnieuw: ${announcement(input.next).replace(/^We schrijven/, 'we schrijven')} Zorg dat er dan genoeg op je rekening staat, of betaal eerder met iDEAL in het klantenportaal.`
        : `We proberen het niet nog eens. Wil je ${formatEuro(input.balanceCents)} overmaken op ${provider.iban} ten name van ${provider.name}, onder vermelding van ${input.number}, of betalen met iDEAL in het klantenportaal?`,
    ],
    link: { text: 'Je facturen in het klantenportaal', href: input.invoicesUrl },
  });

const payloadSchema = z.object({ directDebitId: z.number().int() });

/**
 * The job that tells the billing address a collection failed or was reversed, with the next
 * attempt's pre-notification (or the request to pay otherwise when no attempt is left). It reads
 * the collection as it stands when it runs.
 */
export const sendCollectionFailedMail =
  (creditorId: string | undefined): MailJob =>
  async ({ db, mailer, siteUrl }, payload) => {
    const { directDebitId } = payloadSchema.parse(payload);
    const row = await collectionWithMandate(db, directDebitId);
    if (!row) return { sent: false, reason: 'gone' };
    const [loaded] = await loadInvoices(db, eq(invoices.id, row.debit.invoiceId));
    const to = loaded?.customer.billingEmail;
    if (!loaded || !to) return { sent: false, reason: 'no address' };
    const [next] = await db
      .select()
      .from(directDebits)
      .where(
        and(eq(directDebits.invoiceId, row.debit.invoiceId), eq(directDebits.attempt, row.debit.attempt + 1)),
      );
    const announced =
      next?.status === 'aangekondigd' && creditorId && row.mandate.mandateReference
        ? {
            amountCents: next.amountCents,
            collectOn: next.collectOn,
            mandateReference: row.mandate.mandateReference,
            creditorId,
          }
        : undefined;
    await mailer.send(
      collectionFailedMail({
        to,
        company: loaded.customer.name,
        number: loaded.invoice.number ?? '',
        amountCents: row.debit.amountCents,
        reversed: row.debit.status === 'gestorneerd',
        next: announced,
        balanceCents: invoiceFigures(loaded).balanceCents,
        invoicesUrl: new URL('/klantenportaal/facturen', siteUrl).toString(),
      }),
    );
    return { sent: true };
  };
