import { RETENTION_DAYS } from '@maatwerk/contract';
import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contactMessages,
  emailChanges,
  newsletterSubscribers,
  passkeyChallenges,
  passwordResets,
  securityEvents,
  sessions,
  staffSessions,
  statusSubscribers,
} from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many records of each kind one round removed. */
export interface RemovedRecords {
  contactMessages: number;
  unconfirmedNewsletter: number;
  unconfirmedStatusMails: number;
  endedSessions: number;
  expiredLinks: number;
  securityLog: number;
}

/**
 * Removes what has been kept for its period (RETENTION_DAYS, as the privacy statement says): old
 * contact messages, newsletter and status-mail sign-ups never confirmed, logins long ended, expired links and old
 * security-log entries. Each delete only takes what is past its period, so two instances running it
 * at once remove each record once between them, and a round broken off is finished by the next.
 */
export const removeExpiredRecords = async (db: DbOrTx, now: Date): Promise<RemovedRecords> => {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;

  const sessionsEnded = before(RETENTION_DAYS.endedSessions);
  const linksExpired = before(RETENTION_DAYS.expiredLinks);
  // A login unused for the period has ended too: every login's idle limit is far shorter.
  const customerLogins = await count(
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, sessionsEnded),
          lt(sessions.revokedAt, sessionsEnded),
          lt(sessions.lastUsedAt, sessionsEnded),
        ),
      )
      .returning({ id: sessions.id }),
  );
  const staffLogins = await count(
    db
      .delete(staffSessions)
      .where(
        or(
          lt(staffSessions.expiresAt, sessionsEnded),
          lt(staffSessions.revokedAt, sessionsEnded),
          lt(staffSessions.lastUsedAt, sessionsEnded),
        ),
      )
      .returning({ id: staffSessions.id }),
  );
  const expired = [
    await count(
      db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, linksExpired))
        .returning({ id: passwordResets.id }),
    ),
    await count(
      db
        .delete(emailChanges)
        .where(lt(emailChanges.expiresAt, linksExpired))
        .returning({ id: emailChanges.id }),
    ),
    await count(
      db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, linksExpired))
        .returning({ hash: passkeyChallenges.challengeHash }),
    ),
  ];
  return {
    contactMessages: await count(
      db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before(RETENTION_DAYS.contactMessages)))
        .returning({ id: contactMessages.id }),
    ),
    unconfirmedNewsletter: await count(
      db
        .delete(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, 'pending'),
            lt(newsletterSubscribers.confirmationSentAt, before(RETENTION_DAYS.unconfirmedNewsletter)),
          ),
        )
        .returning({ id: newsletterSubscribers.id }),
    ),
    unconfirmedStatusMails: await count(
      db
        .delete(statusSubscribers)
        .where(
          and(
            eq(statusSubscribers.status, 'pending'),
            lt(statusSubscribers.confirmationSentAt, before(RETENTION_DAYS.unconfirmedStatusSubscription)),
          ),
        )
        .returning({ id: statusSubscribers.id }),
    ),
    endedSessions: customerLogins + staffLogins,
    expiredLinks: expired.reduce((sum, n) => sum + n, 0),
    securityLog: await count(
      db
        .delete(securityEvents)
        .where(lt(securityEvents.createdAt, before(RETENTION_DAYS.securityLog)))
        .returning({ id: securityEvents.id }),
    ),
  };
};
