import { LoginLink, LoginSession, LoginSessionInfo } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { bearer, errorOf, loginToken, makeUser } from '../auth/auth-test-support.ts';

describe('login links belong to the login that made them', () => {
  const t = testAppPerBlock();

  const sessionsOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/sessions', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return exactly(z.array(LoginSessionInfo), response.json());
  };
  const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(token) });
  const makeLink = async (token: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login-link',
      headers: bearer(token),
      payload: { path: '/klantenportaal' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const link = LoginLink.parse(response.json());
    return { ...link, token: new URL(link.url).searchParams.get('login-token')! };
  };
  /** Two logins of one person: the laptop makes a link, the phone looks on. */
  const laptopAndPhone = async () => {
    const person = await makeUser(t.db);
    const laptop = await loginToken(t.app, person);
    const phone = await loginToken(t.app, person);
    return { laptop, phone, link: await makeLink(laptop) };
  };
  const expectEnded = async (linkToken: string) => {
    const used = await refresh(linkToken);
    expect(used.statusCode).toBe(401);
    expect(errorOf(used).message).toBe('Deze inloglink is niet meer geldig. Log opnieuw in.');
  };

  it('lists an open link with the login that made it, also after that login refreshed', async () => {
    const { laptop, phone, link } = await laptopAndPhone();
    const refreshed = LoginSession.parse((await refresh(laptop)).json()).token;
    const list = await sessionsOf(phone);
    expect(list.find((session) => session.current)?.login_links).toEqual([]);
    expect(list.find((session) => !session.current)?.login_links).toEqual([
      { id: expect.any(String), created_at: expect.any(String), expires_at: link.expires_at },
    ]);

    // Used, it is no longer open.
    expect((await refresh(link.token)).statusCode).toBe(200);
    const after = await sessionsOf(refreshed);
    expect(after.find((session) => session.current)?.login_links).toEqual([]);
  });

  it('ends the link when its login logs out, also after a refresh', async () => {
    const { laptop, link } = await laptopAndPhone();
    const refreshed = LoginSession.parse((await refresh(laptop)).json()).token;
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: bearer(refreshed) });
    expect(out.statusCode).toBe(200);
    await expectEnded(link.token);
  });

  it('ends the link when its login is ended from the list of sessions', async () => {
    const { phone, link } = await laptopAndPhone();
    const laptopSession = (await sessionsOf(phone)).find((session) => !session.current)!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/sessions/${laptopSession.id}`,
      headers: bearer(phone),
    });
    expect(ended.statusCode).toBe(200);
    await expectEnded(link.token);
  });

  it('ends the links of the other logins on "Overal afmelden"', async () => {
    const { phone, link } = await laptopAndPhone();
    const ended = await t.app.inject({ method: 'POST', url: '/sessions/end-others', headers: bearer(phone) });
    expect(ended.statusCode).toBe(200);
    await expectEnded(link.token);
  });

  it('keeps the link of a login that goes on when another login ends', async () => {
    const { laptop, phone, link } = await laptopAndPhone();
    await t.app.inject({ method: 'POST', url: '/logout', headers: bearer(phone) });
    expect((await sessionsOf(laptop)).find((session) => session.current)?.login_links).toHaveLength(1);
    expect((await refresh(link.token)).statusCode).toBe(200);
  });
});
