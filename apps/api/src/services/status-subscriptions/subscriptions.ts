import { RETENTION_DAYS, STATUS_SUBSCRIPTION_CONFIRM_DAYS } from '@maatwerk/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statusSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { hashToken, newToken } from '../sessions.ts';
import { confirmUrl, subscriberOfToken, unsubscribeUrl } from './links.ts';
import { alreadySubscribedMail, confirmationMail } from './mails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One mail per address (and scope) per this interval: a loop cannot flood someone's inbox. */
export const STATUS_SUBSCRIPTION_MAIL_INTERVAL_MS = 5 * 60 * 1000;

export interface StatusSubscriptionDeps {
  db: Db;
  send: (message: MailMessage) => Promise<unknown>;
  siteUrl: string;
  linkSecret: string;
}

const sameSubscription = (email: string, customerId: number | null) =>
  and(
    sql`lower(${statusSubscribers.email}) = lower(${email})`,
    sql`coalesce(${statusSubscribers.customerId}, 0) = ${customerId ?? 0}`,
  );

/**
 * Double opt-in sign-up, for every event (`customerId` null) or for the incidents of one customer.
 * The caller learns nothing about the address: every case answers the same. A new, pending or
 * unsubscribed address gets a confirmation mail with a fresh one-use link; a confirmed one a note
 * that it already is. Mail and row change together: if the mail cannot be sent, nothing is kept.
 */
export const subscribe = async (
  { db, send, siteUrl, linkSecret }: StatusSubscriptionDeps,
  email: string,
  customerId: number | null,
  now = new Date(),
) => {
  const address = email.trim();
  const own = customerId !== null;
  await db.transaction(async (tx) => {
    await tx
      .delete(statusSubscribers)
      .where(
        and(
          eq(statusSubscribers.status, 'pending'),
          lt(
            statusSubscribers.confirmationSentAt,
            new Date(now.getTime() - RETENTION_DAYS.unconfirmedStatusSubscription * DAY_MS),
          ),
        ),
      );
    const confirmToken = newToken();
    const inserted = await tx
      .insert(statusSubscribers)
      .values({
        email: address,
        customerId,
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        confirmationSentAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: statusSubscribers.id });
    const links = (id: number) => ({
      confirmUrl: confirmUrl(siteUrl, confirmToken),
      unsubscribeUrl: unsubscribeUrl(siteUrl, linkSecret, id),
    });
    if (inserted[0]) {
      await send(confirmationMail(address, links(inserted[0].id), STATUS_SUBSCRIPTION_CONFIRM_DAYS, own));
      return;
    }
    const [row] = await tx
      .select()
      .from(statusSubscribers)
      .where(sameSubscription(address, customerId))
      .for('update');
    if (!row) throw new HttpError('conflict', 'Probeer het zo nog eens.');
    if (now.getTime() - (row.confirmationSentAt?.getTime() ?? 0) < STATUS_SUBSCRIPTION_MAIL_INTERVAL_MS)
      return;
    if (row.status === 'confirmed') {
      await tx
        .update(statusSubscribers)
        .set({ confirmationSentAt: now })
        .where(eq(statusSubscribers.id, row.id));
      await send(alreadySubscribedMail(row.email, links(row.id).unsubscribeUrl, own));
      return;
    }
    await tx
      .update(statusSubscribers)
      .set({
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        confirmationSentAt: now,
        unsubscribedAt: null,
      })
      .where(eq(statusSubscribers.id, row.id));
    await send(confirmationMail(row.email, links(row.id), STATUS_SUBSCRIPTION_CONFIRM_DAYS, own));
  });
};

const invalidConfirmLink = () =>
  new HttpError(
    'not_found',
    'Deze bevestigingslink is niet (meer) geldig. Meld je opnieuw aan op de statuspagina, dan sturen we je een nieuwe link.',
  );

/**
 * The confirm link: pending becomes confirmed, and the link is used up (its hash is removed in
 * the same update). Opening a used link of a confirmed address is not an error: it answers
 * confirmed as long as the address stays subscribed, since nothing else can be done with it.
 */
export const confirm = async (db: Db, token: string, now = new Date()) => {
  const hash = hashToken(token);
  const [row] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.confirmTokenHash, hash));
  if (row?.status !== 'pending') throw invalidConfirmLink();
  const sentAt = row.confirmationSentAt?.getTime() ?? row.createdAt.getTime();
  if (now.getTime() - sentAt > STATUS_SUBSCRIPTION_CONFIRM_DAYS * DAY_MS) throw invalidConfirmLink();
  const updated = await db
    .update(statusSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(statusSubscribers.id, row.id), eq(statusSubscribers.confirmTokenHash, hash)))
    .returning({ id: statusSubscribers.id });
  if (updated.length === 0) throw invalidConfirmLink();
  return { status: 'confirmed' as const };
};

/** The unsubscribe link of every mail: no more status mail; a pending confirm link stops working. */
export const unsubscribe = async (db: Db, linkSecret: string, token: string, now = new Date()) => {
  const id = subscriberOfToken(linkSecret, token);
  const changed =
    id === undefined
      ? []
      : await db
          .update(statusSubscribers)
          .set({
            status: 'unsubscribed',
            unsubscribedAt: now,
            confirmTokenHash: null,
          })
          .where(eq(statusSubscribers.id, id))
          .returning({ id: statusSubscribers.id });
  if (changed.length === 0) {
    throw new HttpError(
      'not_found',
      'Deze afmeldlink is niet (meer) geldig. Gebruik de link uit de laatste mail die je van ons kreeg, of mail ons.',
    );
  }
  return { status: 'unsubscribed' as const };
};
