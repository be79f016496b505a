import { formatCalendarDate } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

const PORTAL_PATH = '/klantenportaal/diensten';

/** The person a mail about their own request goes to. */
export const personOf = async (db: DbOrTx, userId: number) => {
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return person;
};

/** The confirmation of a cancellation, to the person who cancelled. */
export const cancellationMail = (
  to: { email: string; firstName: string },
  service: { description: string; product: string; endsOn: string },
  siteUrl: string,
): MailMessage =>
  composeMail({
    to: to.email,
    subject: `Opzegging van ${service.description} bevestigd`,
    paragraphs: [
      `Beste ${to.firstName},`,
      `Je hebt ${service.description} (${service.product}) opgezegd. De dienst loopt tot en met ${formatCalendarDate(service.endsOn)} en stopt daarna; na die dag factureren we er niets meer voor.`,
      'Bedenk je je? Tot die dag kun je de opzegging in het klantenportaal intrekken.',
    ],
    link: { text: 'Je diensten in het klantenportaal', href: new URL(PORTAL_PATH, siteUrl).toString() },
  });

/** A domain's transfer code, to the person who asked for it: the only place besides the portal it appears. */
export const transferCodeMail = (
  to: { email: string; firstName: string },
  domain: string,
  code: string,
): MailMessage =>
  composeMail({
    to: to.email,
    subject: `Verhuiscode van ${domain}`,
    paragraphs: [
      `Beste ${to.firstName},`,
      `Je hebt de verhuiscode van ${domain} opgevraagd. Met deze code kan een andere provider de domeinnaam naar zich laten verhuizen:`,
      code,
      'Bewaar de code goed en deel hem alleen met de provider waar je naartoe verhuist. Heb je hem niet zelf opgevraagd? Neem dan meteen contact met ons op.',
    ],
  });
