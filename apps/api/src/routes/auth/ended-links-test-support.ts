import { EMAIL_CHANGE_INVALID_MESSAGE, PASSWORD_RESET_INVALID_MESSAGE } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { postFrom } from '../passkeys/passkey-test-support.ts';
import { bearer, errorOf, type TestUser } from './auth-test-support.ts';

/** The token of the last link to a portal page (`wachtwoord-herstellen`, ...) mailed to an address. */
export const tokenInMail = async (t: TestApp, to: string, page: string): Promise<string> => {
  const link = (await mailsTo(t.env.dataDir, to))
    .at(-1)
    ?.match(new RegExp(`https://www\\.kodewerk\\.test/klantenportaal/${page}\\?token=([\\w-]+)`));
  expect(link, `${page} mail to ${to}`).toBeTruthy();
  return link![1]!;
};

/** What was handed out to act as a person: a login, a login link, a reset link, an e-mail change link. */
interface HeldLinks {
  token: string;
  link: string;
  reset?: string;
  emailChange: string;
}

/** None of the links works any more, and trying them changes neither the address nor the password. */
export const expectLinksEnded = async (t: TestApp, person: TestUser, held: HeldLinks): Promise<void> => {
  const accountOf = async () => (await t.db.select().from(users).where(eq(users.id, person.user.id)))[0]!;
  const before = await accountOf();
  expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(held.token) })).statusCode).toBe(
    401,
  );
  const link = await t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(held.link) });
  expect(link.statusCode).toBe(401);
  expect(errorOf(link).message).toBe('Deze inloglink is niet meer geldig. Log opnieuw in.');
  if (held.reset) {
    const password = 'Weer-een-andere-zin-7';
    const reset = await postFrom(t.app, '/password-reset', {
      token: held.reset,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(404);
    expect(errorOf(reset).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
  }
  const change = await postFrom(t.app, '/email-change/confirm', { token: held.emailChange });
  expect(change.statusCode).toBe(404);
  expect(errorOf(change).message).toBe(EMAIL_CHANGE_INVALID_MESSAGE);
  const after = await accountOf();
  expect({ email: after.email, passwordHash: after.passwordHash }).toEqual({
    email: before.email,
    passwordHash: before.passwordHash,
  });
};
