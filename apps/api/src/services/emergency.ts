import {
  EMERGENCY_REQUESTS_PER_HOUR,
  EMERGENCY_TEAM,
  type EmergencyRequest,
  type EmergencyTerms,
} from '@maatwerk/contract';
import { formatEuro, vatRateTable } from '@maatwerk/contract/constants';
import { and, asc, count, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMIT_LOCK, lockLimit } from '../db/advisory-lock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { customers, emergencyRequests, subscriptions, users } from '../db/schema.ts';
import { today } from '../lib/dates.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Mailer } from '../ports/mailer.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

const HOUR_MS = 60 * 60 * 1000;

const dateTimeNl = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/**
 * What an emergency call costs the customer today: included while one of its subscriptions that
 * includes emergency calls runs, otherwise the customer's hourly rate.
 */
export const getEmergencyTerms = async (
  db: DbOrTx,
  caller: TeamCaller,
  now = new Date(),
): Promise<EmergencyTerms> => {
  const customerId = customerFor(caller, EMERGENCY_TEAM);
  const date = today(now);
  const [customer] = await db
    .select({ hourlyRateCents: customers.emergencyHourlyRateCents })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw new HttpError('unauthorized');
  const [including] = await db
    .select({ description: subscriptions.description })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.includesEmergencyCalls, true),
        lte(subscriptions.startedOn, date),
        or(isNull(subscriptions.endedOn), gte(subscriptions.endedOn, date)),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(1);
  return {
    included_in: including?.description ?? null,
    hourly_rate_cents: customer.hourlyRateCents,
    vat_rate: vatRateTable.standard,
  };
};

/** The costs in one line, for the on-call engineer's mail. */
const termsLine = (terms: EmergencyTerms) =>
  terms.included_in
    ? `Inbegrepen in het contract: ${terms.included_in}`
    : `${formatEuro(terms.hourly_rate_cents)} per begonnen uur, excl. ${terms.vat_rate}% btw (door de klant bevestigd)`;

/**
 * An emergency call: stored, then mailed to the on-call address at once. If the mail cannot be
 * sent the stored call is taken back and the caller hears so, rather than trusting a call that
 * nobody receives.
 */
export const createEmergencyRequest = async (
  db: Db,
  mailer: Mailer,
  options: { oncallEmail: string; siteUrl: string; log: Pick<FastifyBaseLogger, 'error'> },
  caller: TeamCaller,
  description: string,
  now = new Date(),
): Promise<EmergencyRequest> => {
  customerFor(caller, EMERGENCY_TEAM);
  const [who] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      company: customers.name,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!who) throw new HttpError('unauthorized');
  const terms = await getEmergencyTerms(db, caller, now);

  // Count and insert under one lock per customer, so that parallel calls cannot all pass the count.
  const stored = await db.transaction(async (tx) => {
    await lockLimit(tx, LIMIT_LOCK.emergencyCalls, caller.customerId);
    const [recent] = await tx
      .select({ calls: count() })
      .from(emergencyRequests)
      .where(
        and(
          eq(emergencyRequests.customerId, caller.customerId),
          gt(emergencyRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (Number(recent?.calls ?? 0) >= EMERGENCY_REQUESTS_PER_HOUR) {
      throw new HttpError(
        'too_many_requests',
        'Je hebt het afgelopen uur al meerdere noodoproepen gedaan. Bel ons als het nog steeds dringend is.',
        { retryAfter: 15 * 60 },
      );
    }
    const [row] = await tx
      .insert(emergencyRequests)
      .values({ customerId: caller.customerId, userId: caller.userId, description, createdAt: now })
      .returning();
    return row;
  });
  const name = `${who.firstName} ${who.lastName}`;
  try {
    await mailer.send({
      to: options.oncallEmail,
      replyTo: who.email,
      subject: `Noodoproep van ${who.company} (${name})`,
      headers: { 'X-Priority': '1', Importance: 'high' },
      text: [
        `Noodoproep #${stored!.id}, ${dateTimeNl(now)}`,
        '',
        `Klant: ${who.company}`,
        `Gemeld door: ${name}`,
        `E-mail: ${who.email}`,
        `Telefoon: ${who.phone ?? 'niet bekend'}`,
        `Kosten: ${termsLine(terms)}`,
        '',
        'Omschrijving:',
        description,
        '',
        `In het beheer: ${new URL('/beheer/noodoproepen', options.siteUrl).toString()}`,
      ].join('\n'),
    });
  } catch (error) {
    options.log.error({ err: error, emergencyRequest: stored!.id }, 'emergency call could not be mailed');
    await db.delete(emergencyRequests).where(eq(emergencyRequests.id, stored!.id));
    throw new HttpError(
      'service_unavailable',
      'Je noodoproep kon niet worden doorgegeven. Probeer het opnieuw, of bel ons direct.',
    );
  }
  const mailedAt = new Date();
  await db.update(emergencyRequests).set({ mailedAt }).where(eq(emergencyRequests.id, stored!.id));
  return {
    id: stored!.id,
    description: stored!.description,
    created_at: stored!.createdAt.toISOString(),
    mailed_at: mailedAt.toISOString(),
    terms,
  };
};
