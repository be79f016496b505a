import { LoginSession } from '@maatwerk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeyChallenges } from '../../db/schema.ts';
import { passkeyLoginOptions, relyingPartyOf } from '../../services/auth/passkeys.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { errorOf, freshAddress, loginToken, makeUser } from '../auth/auth-test-support.ts';
import { addPasskeyWith, postFrom } from './passkey-test-support.ts';

describe('starting a passwordless passkey login', () => {
  const t = testAppPerBlock();

  const optionsFrom = (address: string) =>
    t.app.inject({ method: 'POST', url: '/passkey-login/options', remoteAddress: address });

  it('answers one client address 30 times per 15 minutes, then 429 with the wait', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await optionsFrom(address)).statusCode).toBe(200);
    const refused = await optionsFrom(address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(errorOf(refused).message).toBe('Te veel inlogpogingen. Wacht 15 minuten en probeer het opnieuw.');
    expect((await optionsFrom(freshAddress())).statusCode).toBe(200);
  });

  it('keeps a bounded number of open challenges: the oldest beyond it is refused', async () => {
    const person = await makeUser(t.db);
    const authenticator = new SoftwareAuthenticator();
    await addPasskeyWith(t.app, await loginToken(t.app, person), person.password, authenticator);
    const rp = relyingPartyOf(t.app.config.SITE_URL);
    const startedAt = Date.now();
    const start = (secondsLater: number) =>
      passkeyLoginOptions(t.db, t.app.limits, { address: freshAddress(), userAgent: undefined }, rp, {
        now: new Date(startedAt + secondsLater * 1000),
        maxOpen: 2,
      });

    const oldest = await start(0);
    const middle = await start(1);
    const newest = await start(2);
    const open = await t.db
      .select()
      .from(passkeyChallenges)
      .where(and(eq(passkeyChallenges.purpose, 'login'), isNull(passkeyChallenges.userId)));
    expect(open).toHaveLength(2);

    const late = await postFrom(t.app, '/passkey-login', { response: authenticator.get(oldest) });
    expect(late.statusCode).toBe(401);
    for (const options of [middle, newest]) {
      const login = await postFrom(t.app, '/passkey-login', { response: authenticator.get(options) });
      expect(login.statusCode, login.body).toBe(200);
      expect(exactly(LoginSession, login.json()).userdata.email).toBe(person.email);
    }
  });
});
