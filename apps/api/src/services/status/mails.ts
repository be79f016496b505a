import {
  type StatusEventState,
  statusEventStateLabels,
  statusImpactLabels,
  statusResourceTypeLabels,
  statusServiceLabels,
} from '@maatwerk/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { JobFailure } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { findStaffStatusEvent } from './read.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

interface IncidentMail {
  to: string;
  firstName: string;
  kind: 'start' | 'resolved';
  title: string;
  services: string[];
  impact: string;
  state: StatusEventState;
  at: string;
  message: string;
  affected: string[];
  statusUrl: string;
  portalUrl: string;
}

/** The mail in text and in simple, accessible HTML (language, headings, a list, a real link). */
export const incidentMail = (mail: IncidentMail): MailMessage => {
  const started = mail.kind === 'start';
  const subject = started ? `Storing: ${mail.title}` : `Opgelost: ${mail.title}`;
  const intro = started
    ? 'Er is een storing die een of meer van je diensten bij Kodewerk raakt. We werken eraan en houden je op de hoogte.'
    : 'De storing die een of meer van je diensten bij Kodewerk raakte, is opgelost.';
  const facts: [string, string][] = [
    ['Diensten', mail.services.join(', ')],
    ['Gevolgen', mail.impact],
    ['Status', statusEventStateLabels[mail.state]],
    [started ? 'Begonnen' : 'Opgelost', dateTime(mail.at)],
  ];
  const text = [
    `Hallo ${mail.firstName},`,
    intro,
    mail.title,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Jouw geraakte diensten:\n${mail.affected.map((line) => `- ${line}`).join('\n')}`,
    `Laatste toelichting:\n${mail.message}`,
    `Volg de storing op onze statuspagina:\n${mail.statusUrl}`,
    `Of bekijk je diensten in het klantenportaal:\n${mail.portalUrl}`,
    'Met vriendelijke groet,\nKodewerk B.V.',
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5fa;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:10px;padding:32px">
<p style="font-weight:bold;font-size:20px;color:#0b4f8a;margin:0 0 24px">Kodewerk</p>
<p style="line-height:1.6">Hallo ${escapeHtml(mail.firstName)},</p>
<p style="line-height:1.6">${escapeHtml(intro)}</p>
<h1 style="font-size:20px;line-height:1.4;margin:24px 0 12px">${escapeHtml(mail.title)}</h1>
<ul style="line-height:1.6;padding-left:20px">
${facts.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('\n')}
</ul>
<h2 style="font-size:16px;margin:24px 0 8px">Jouw geraakte diensten</h2>
<ul style="line-height:1.6;padding-left:20px">
${mail.affected.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<h2 style="font-size:16px;margin:24px 0 8px">Laatste toelichting</h2>
<p style="line-height:1.6;white-space:pre-line">${escapeHtml(mail.message)}</p>
<p style="margin:28px 0"><a href="${escapeHtml(mail.statusUrl)}" style="background:#0b4f8a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Bekijk de statuspagina</a></p>
<p style="font-size:14px;color:#4a5568">Werkt de knop niet? Kopieer dan deze link in je browser:<br>${escapeHtml(mail.statusUrl)}</p>
<p style="line-height:1.6">Met vriendelijke groet,<br>Kodewerk B.V.</p>
</div></body></html>`;
  return { to: mail.to, subject, text, html };
};

/**
 * Runs one job of the status mail queue: mails every active login of the customer about the
 * incident (that it started, or that it was resolved), naming only the customer's own resources.
 */
export const sendIncidentMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { eventId, customerId, kind } = payload;
  if (
    typeof eventId !== 'number' ||
    typeof customerId !== 'number' ||
    (kind !== 'start' && kind !== 'resolved')
  ) {
    throw new JobFailure('De taak heeft onjuiste gegevens.');
  }
  const event = await findStaffStatusEvent(db, eventId);
  if (!event) return { sent: 0, reason: 'event removed' };
  const affected = event.resources
    .filter((resource) => resource.customer.id === customerId)
    .map((resource) => `${statusResourceTypeLabels[resource.type]} ${resource.name}`);
  const people = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.customerId, customerId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  const latest = event.updates[0];
  for (const person of people) {
    await mailer.send(
      incidentMail({
        to: person.email,
        firstName: person.firstName,
        kind,
        title: event.title,
        services: event.services.map((service) => statusServiceLabels[service]),
        impact: statusImpactLabels[event.impact],
        state: event.state,
        at: kind === 'resolved' ? (event.closed_at ?? event.updated_at) : event.starts_at,
        message: latest?.message ?? '',
        affected: affected.length > 0 ? affected : ['(niet meer gekoppeld)'],
        statusUrl: new URL('/status', siteUrl).toString(),
        portalUrl: new URL('/klantenportaal/dashboard', siteUrl).toString(),
      }),
    );
  }
  return { sent: people.length };
};
