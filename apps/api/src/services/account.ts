import { type Account, ALL_TEAM, COMPANY_CHANGE_TITLE, type UserStory } from '@maatwerk/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, mfaFactors, users } from '../db/schema.ts';
import type { Client } from '../lib/client.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Limits } from '../ports/limits.ts';
import { authMessages } from './auth/messages.ts';
import { checkCurrentPassword, codeKey, useMfaCode } from './auth/mfa.ts';
import { hashNewPassword } from './new-password.ts';
import { recordSecurityEvent } from './security-log.ts';
import { type AuthenticatedSession, endEverythingOf } from './sessions.ts';
import type { TeamCaller } from './team-access.ts';
import { createUserStory } from './user-stories/index.ts';

const invalid = (field: string, message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

const address = (row: { street: string | null; postalCode: string | null; city: string | null }) => {
  const parts = [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
};

export const getAccount = async (db: Db, userId: number): Promise<Account> => {
  const [row] = await db
    .select({ user: users, customer: customers, mfaEnabledAt: mfaFactors.enabledAt })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(mfaFactors, and(eq(mfaFactors.userId, users.id), isNotNull(mfaFactors.enabledAt)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new HttpError('unauthorized');
  const { user, customer } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    week_mail_address: user.weekMailAddress,
    company: {
      name: customer.name,
      kvk_number: customer.kvkNumber,
      vat_id: customer.vatId,
      address: address(customer),
      billing_email: customer.billingEmail,
    },
    mfa_enabled: row.mfaEnabledAt != null,
    team_role: user.teamRole,
    password_changed_at: user.passwordChangedAt.toISOString(),
  };
};

/**
 * Changes what was sent, after the user proved again who they are (a stolen token alone changes
 * nothing): the current password (counted in the person's own budget, so a stolen session cannot
 * guess it), or for the week mail address alone a code of the second factor. A new
 * password ends every other session of the user.
 */
export const updateAccount = async (
  db: Db,
  limits: Limits,
  session: AuthenticatedSession,
  input: {
    week_mail_address?: string | null | undefined;
    new_password?: string;
    current_password?: string;
    code?: string | number;
  },
  client: Client,
): Promise<Account> => {
  let passwordHash: string | undefined;
  if (input.new_password === undefined && !input.current_password && input.code !== undefined) {
    // A new week mail address with a code of the second factor instead of the password.
    const key = codeKey(session.userId);
    await limits.codeByAccount.take(key, authMessages.tooManyCodes);
    if (!(await useMfaCode(db, session.userId, input.code))) {
      throw invalid('code', authMessages.wrongCode);
    }
    await limits.codeByAccount.giveBack(key);
  } else {
    await checkCurrentPassword(db, limits, session.userId, input.current_password ?? '', {
      field: 'current_password',
      wrong: 'Het huidige wachtwoord is niet juist.',
    });
    if (input.new_password !== undefined) {
      if (input.new_password === input.current_password) {
        throw invalid('new_password', 'Kies een ander wachtwoord dan je huidige.');
      }
      passwordHash = await hashNewPassword(input.new_password, 'new_password');
    }
  }

  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        ...(input.week_mail_address !== undefined && {
          weekMailAddress: input.week_mail_address?.toLowerCase() ?? null,
        }),
        ...(passwordHash && { passwordHash, passwordChangedAt: now }),
      })
      .where(eq(users.id, session.userId));
    if (passwordHash) {
      await endEverythingOf(tx, session.userId, session.sessionId, now);
      await recordSecurityEvent(tx, session.userId, 'password_changed', client, now);
    }
  });
  return getAccount(db, session.userId);
};

/** The person's own name and phone; the login and the company stay as they are. */
export const updateProfile = async (
  db: Db,
  userId: number,
  input: { first_name: string; last_name: string; phone: string | null },
): Promise<Account> => {
  await db
    .update(users)
    .set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone })
    .where(eq(users.id, userId));
  return getAccount(db, userId);
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A change of the company's data goes through the support desk: the request becomes an order in
 * the work queue (where every staff change of its status is audited), carrying the data as they
 * stand now beside what the customer wrote, and the customer follows it under Opdrachten.
 */
export const requestCompanyChange = async (
  db: Db,
  caller: TeamCaller,
  message: string,
): Promise<UserStory> => {
  const account = await getAccount(db, caller.userId);
  const current: [string, string | null][] = [
    ['Bedrijf', account.company.name],
    ['Adres', account.company.address],
    ['KvK-nummer', account.company.kvk_number],
    ['Btw-nummer', account.company.vat_id],
    ['Factuuradres (e-mail)', account.company.billing_email],
  ];
  const paragraphs = message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const descriptionHtml =
    paragraphs +
    '<p><strong>Gegevens zoals ze nu zijn:</strong></p><ul>' +
    current.map(([label, value]) => `<li>${label}: ${escapeHtml(value ?? 'niet bekend')}</li>`).join('') +
    '</ul>';
  const {
    replies: _replies,
    description_html: _html,
    ...story
  } = await createUserStory(
    db,
    caller,
    {
      title: COMPANY_CHANGE_TITLE,
      description_html: descriptionHtml,
      priority: 3,
    },
    ALL_TEAM,
  );
  return story;
};
