import { DATA_EXPORT_PAGE_PATH, DATA_EXPORT_VALID_HOURS, dataExportScopeLabels } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dataExports, users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** The mail to the person who asked for a copy of their data, once it is ready. */
export const dataExportReadyMail = (input: {
  to: string;
  firstName: string;
  what: string;
  expiresAt: Date;
  pageUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: 'Je kopie van je gegevens staat klaar',
    paragraphs: [
      `Beste ${input.firstName},`,
      `De export die je vroeg (${input.what.toLowerCase()}) staat klaar in het klantenportaal, onder Mijn account → Je gegevens.`,
      `Je kunt hem één keer downloaden, tot ${dateTimeNl(input.expiresAt)} (${DATA_EXPORT_VALID_HOURS} uur). Daarna vraag je eenvoudig een nieuwe aan.`,
      'Heb je dit niet zelf gevraagd? Wijzig dan je wachtwoord en laat het ons weten door op deze mail te antwoorden.',
    ],
    link: { text: 'Naar je gegevens in het klantenportaal', href: input.pageUrl },
  });

const payloadSchema = z.object({ exportId: z.uuid() });

/** Mails the person who asked; the link goes to the portal page, where they download it logged in. */
export const sendDataExportMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { exportId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ export: dataExports, person: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  if (!found?.export.expiresAt) return { sent: 0, reason: 'gone' };
  await mailer.send(
    dataExportReadyMail({
      to: found.person.email,
      firstName: found.person.firstName,
      what: dataExportScopeLabels[found.export.scope],
      expiresAt: found.export.expiresAt,
      pageUrl: new URL(DATA_EXPORT_PAGE_PATH, siteUrl).toString(),
    }),
  );
  return { sent: 1 };
};
