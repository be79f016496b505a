import { NEWSLETTER_CONFIRM_DAYS } from '@maatwerk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { hashToken, newToken } from '../sessions.ts';
import { alreadySubscribedMail, confirmationMail } from './mails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One mail per address per this interval: signing up in a loop cannot flood someone's inbox. */
export const NEWSLETTER_MAIL_INTERVAL_MS = 5 * 60 * 1000;

export interface NewsletterDeps {
  db: Db;
  send: (message: MailMessage) => Promise<unknown>;
  siteUrl: string;
}

const link = (siteUrl: string, path: string, token: string): string => {
  const url = new URL(path, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/**
 * Double opt-in sign-up. The caller learns nothing about the address: every case ends the same.
 * A new, pending or unsubscribed address gets a confirmation mail with fresh links; a subscribed
 * address gets a note that it already is, with a fresh unsubscribe link. Mail and row change
 * together: if the mail cannot be sent, nothing is kept and the answer is 503.
 */
export const subscribe = async ({ db, send, siteUrl }: NewsletterDeps, email: string, now = new Date()) => {
  const address = email.trim();
  await db.transaction(async (tx) => {
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({
        email: address,
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeToken: hashToken(unsubscribeToken),
        confirmationSentAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });

    const links = {
      confirmUrl: link(siteUrl, '/nieuwsbrief/bevestigen', confirmToken),
      unsubscribeUrl: link(siteUrl, '/nieuwsbrief/afmelden', unsubscribeToken),
    };
    if (inserted.length > 0) {
      await send(confirmationMail(address, links, NEWSLETTER_CONFIRM_DAYS));
      return;
    }

    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${address})`)
      .for('update');
    if (!row) throw new HttpError('conflict', 'Probeer het zo nog eens.');
    const lastMail = row.confirmationSentAt?.getTime() ?? 0;
    if (now.getTime() - lastMail < NEWSLETTER_MAIL_INTERVAL_MS) return;

    if (row.status === 'confirmed') {
      await tx
        .update(newsletterSubscribers)
        .set({ unsubscribeToken: hashToken(unsubscribeToken), confirmationSentAt: now })
        .where(eq(newsletterSubscribers.id, row.id));
      await send(alreadySubscribedMail(row.email, links));
      return;
    }
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeToken: hashToken(unsubscribeToken),
        confirmationSentAt: now,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    await send(confirmationMail(row.email, links, NEWSLETTER_CONFIRM_DAYS));
  });
};

const invalidConfirmLink = () =>
  new HttpError(
    'not_found',
    'Deze bevestigingslink is niet (meer) geldig. Meld je opnieuw aan, dan sturen we je een nieuwe link.',
  );

/** The confirm link: pending becomes confirmed; a confirmed address stays so. */
export const confirm = async (db: Db, token: string, now = new Date()) => {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
  if (!row || row.status === 'unsubscribed') throw invalidConfirmLink();
  if (row.status === 'confirmed') return { status: 'confirmed' as const };
  const sentAt = row.confirmationSentAt?.getTime() ?? row.createdAt.getTime();
  if (now.getTime() - sentAt > NEWSLETTER_CONFIRM_DAYS * DAY_MS) throw invalidConfirmLink();
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'pending')))
    .returning({ id: newsletterSubscribers.id });
  // Unsubscribed in between: the later choice wins.
  if (updated.length === 0) {
    const [current] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row.id));
    if (current?.status !== 'confirmed') throw invalidConfirmLink();
  }
  return { status: 'confirmed' as const };
};

/** The unsubscribe link: no more mail; the old confirm link stops working too. Twice is fine. */
export const unsubscribe = async (db: Db, token: string, now = new Date()) => {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, hashToken(token)));
  if (!row) {
    throw new HttpError(
      'not_found',
      'Deze afmeldlink is niet (meer) geldig. Gebruik de link uit de laatste mail die je van ons kreeg, of mail ons.',
    );
  }
  if (row.status !== 'unsubscribed') {
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  return { status: 'unsubscribed' as const };
};
