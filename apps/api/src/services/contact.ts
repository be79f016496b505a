import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Mailer } from '../ports/mailer.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string;
}

interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The provider's inbox (CONTACT_EMAIL). */
  to: string;
  log: FastifyBaseLogger;
}

/** Header values come from a visitor: no line breaks, so no extra headers. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

const mailText = (input: ContactMessageInput, id: number): string =>
  [
    `Nieuw bericht via het contactformulier (nummer ${id}).`,
    '',
    `Naam: ${input.name}`,
    `E-mailadres: ${input.email}`,
    `Telefoon: ${input.phone ?? '-'}`,
    `Bedrijf: ${input.company ?? '-'}`,
    `Onderwerp: ${input.subject ?? '-'}`,
    '',
    input.message,
    '',
    '---',
    'Beantwoorden gaat rechtstreeks naar de afzender.',
  ].join('\n');

/**
 * Stores the message and mails it to the provider in one go: if the mail cannot be sent the row
 * is rolled back and the visitor hears so (503), rather than a message nobody ever reads.
 */
export const storeContactMessage = async ({ db, mailer, to, log }: ContactDeps, input: ContactMessageInput) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    if (!row) throw new Error('insert returned nothing');
    try {
      await mailer.send({
        to,
        replyTo: `"${oneLine(input.name).replace(/["\\<>]/g, '')}" <${input.email}>`,
        subject: oneLine(`Contactformulier: ${input.subject ?? input.name}`).slice(0, 200),
        text: mailText(input, row.id),
      });
    } catch (error) {
      log.error({ err: error }, 'contact message could not be mailed');
      throw new HttpError(
        'service_unavailable',
        `Je bericht kon nu niet worden verstuurd. Probeer het later opnieuw, of mail naar ${to}.`,
      );
    }
    return row;
  });
