import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { customers, users, webhookEndpoints } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail } from '../mail-layout.ts';

/** The mail to an eigenaar whose webhook endpoint was switched off after a day of failures. */
export const webhookDisabledMail = (input: {
  to: string;
  ownerName: string;
  company: string;
  url: string;
  webhooksUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Webhookadres uitgeschakeld voor ${input.company}`,
    paragraphs: [
      `Beste ${input.ownerName},`,
      `We konden 24 uur lang geen webhook afleveren op ${input.url}. Daarom hebben we dit adres uitgeschakeld: er gaan geen nieuwe berichten meer naartoe.`,
      'Controleer of het adres bereikbaar is en binnen 10 seconden met een 2xx-status antwoordt. Zet het daarna weer aan onder Mijn account → Webhooks; daar kun je ook een testbericht versturen en mislukte berichten opnieuw versturen.',
    ],
    link: { text: 'Je webhooks in het klantenportaal', href: input.webhooksUrl },
  });

const payloadSchema = z.object({ endpointId: z.uuid() });

/** The job: one mail to each active eigenaar of the endpoint's customer. */
export const sendWebhookDisabledMails: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { endpointId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ url: webhookEndpoints.url, customerId: customers.id, company: customers.name })
    .from(webhookEndpoints)
    .innerJoin(customers, eq(customers.id, webhookEndpoints.customerId))
    .where(eq(webhookEndpoints.id, endpointId));
  if (!found) return { sent: 0, reason: 'gone' };
  const owners = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.customerId, found.customerId),
        eq(users.teamRole, 'eigenaar'),
        isNull(users.deactivatedAt),
      ),
    );
  const webhooksUrl = new URL('/klantenportaal/mijn-account/webhooks', siteUrl).toString();
  for (const owner of owners) {
    await mailer.send(
      webhookDisabledMail({
        to: owner.email,
        ownerName: owner.firstName,
        company: found.company,
        url: found.url,
        webhooksUrl,
      }),
    );
  }
  return { sent: owners.length };
};
