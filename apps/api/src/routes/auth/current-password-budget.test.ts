import { MfaSetup } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import {
  awayFromStepEdge,
  bearer,
  errorOf,
  freshAddress,
  loginToken,
  makeUser,
  postLogin,
  totpCode,
} from './auth-test-support.ts';

describe('the current password of a logged-in person', () => {
  const t = testAppPerBlock();

  const post = (url: string, token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: token ? bearer(token) : {},
      payload,
    });

  it('is taken from the owner while outsiders fill the login and reset limits of the address', async () => {
    const owner = await makeUser(t.db);
    const token = await loginToken(t.app, owner);

    // An outsider, from many addresses, spends every failed login and reset request of the e-mail.
    let login = 0;
    for (let i = 0; i < 12 && login !== 429; i++) {
      login = (await postLogin(t.app, { email: owner.email, password: `geraden-${i}` })).statusCode;
    }
    expect(login).toBe(429);
    let reset = 0;
    for (let i = 0; i < 7 && reset !== 429; i++) {
      reset = (await post('/password-reset/request', null, { email: owner.email })).statusCode;
    }
    expect(reset).toBe(429);

    await awayFromStepEdge();
    const setup = MfaSetup.parse(
      (await t.app.inject({ method: 'GET', url: '/setup-mfa', headers: bearer(token) })).json(),
    );
    const enabled = await post('/setup-mfa', token, {
      token: setup.secret,
      code: totpCode(setup.secret),
      password: owner.password,
    });
    expect(enabled.statusCode).toBe(200);

    const passkeyOptions = await post('/passkeys/options', token, { password: owner.password });
    expect(passkeyOptions.statusCode).toBe(200);

    const changed = await post('/me?_method=PUT', token, {
      current_password: owner.password,
      new_password: 'Paarse olifant danst 7x',
    });
    expect(changed.statusCode).toBe(200);
  }, 120_000);

  it('still counts wrong current passwords, per person', async () => {
    const owner = await makeUser(t.db);
    const token = await loginToken(t.app, owner);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (await post('/passkeys/options', token, { password: `fout-${i}` })).statusCode;
    }
    expect(last).toBe(429);
    const right = await post('/passkeys/options', token, { password: owner.password });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).message).toMatch(/^Te veel pogingen met een onjuist wachtwoord\. Wacht 15 minuten/);

    // Another person's budget is their own.
    const colleague = await makeUser(t.db);
    const theirs = await post('/passkeys/options', await loginToken(t.app, colleague), {
      password: colleague.password,
    });
    expect(theirs.statusCode).toBe(200);
  }, 120_000);
});
