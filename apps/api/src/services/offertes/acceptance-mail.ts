import { formatCalendarDate } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';
import { renderOffertePdf } from './pdf.ts';
import { loadOfferte } from './read.ts';

/** The queue of the mails of an accepted offerte: one job to the person who accepted, one to the desk. */
export const OFFERTE_ACCEPTED_QUEUE = 'offerte-accepted-mail';

const payloadSchema = z.object({
  offerteId: z.number().int(),
  to: z.enum(['customer', 'desk']),
  userId: z.number().int(),
});

/**
 * Queues both mails in the acceptance's transaction: they go when it commits, once each, also
 * across two instances and after a crash (the job queue's guarantees).
 */
export const queueAcceptanceMails = async (tx: DbOrTx, offerteId: number, userId: number): Promise<void> => {
  for (const to of ['customer', 'desk'] as const) {
    await enqueueJob(tx, {
      queue: OFFERTE_ACCEPTED_QUEUE,
      customerId: null,
      payload: { offerteId, to, userId },
    });
  }
};

/** The mail with the signed PDF (the offerte and its evidence page), to the person or the desk. */
export const sendAcceptanceMail =
  (deskEmail: string): MailJob =>
  async ({ db, mailer }, payload) => {
    const { offerteId, to, userId } = payloadSchema.parse(payload);
    const loaded = await loadOfferte(db, offerteId);
    const acceptance = loaded?.acceptance;
    if (!loaded || !acceptance) return { sent: false };
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const address = to === 'desk' ? deskEmail : (person?.email ?? loaded.customer.billingEmail);
    if (!address) return { sent: false };
    const number = loaded.offerte.number ?? '';
    const paragraphs =
      to === 'desk'
        ? [
            `${loaded.customer.name} accepteerde offerte ${number} (versie ${acceptance.version}) op ${dateTimeNl(acceptance.acceptedAt)}.`,
            `Getekend door ${acceptance.signerName}, ${acceptance.signerFunction}. De opdrachten, diensten en een eventuele aanbetaling staan klaar in het beheer.`,
          ]
        : [
            `Beste ${acceptance.signerName},`,
            `Dank je wel: je hebt offerte ${number} (versie ${acceptance.version}) op ${dateTimeNl(acceptance.acceptedAt)} geaccepteerd namens ${loaded.customer.name}.`,
            `Bijgaand vind je de getekende offerte met het bewijs van acceptatie. De offerte was geldig tot ${formatCalendarDate(loaded.version.validUntil)}; de opdrachten staan in het klantenportaal.`,
          ];
    await mailer.send({
      ...composeMail({ to: address, subject: `Offerte ${number} geaccepteerd`, paragraphs }),
      attachments: [
        {
          filename: `offerte-${number}-getekend.pdf`,
          content: await renderOffertePdf(loaded, { evidence: true }),
          contentType: 'application/pdf',
        },
      ],
    });
    return { sent: true, to };
  };
