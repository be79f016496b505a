import {
  LAST_OWNER_MESSAGE,
  TEAM_INVITATION_ACCEPTED_MESSAGE,
  TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW,
  TEAM_INVITATIONS_PER_PERSON_PER_WINDOW,
  TEAM_ROLE_FORBIDDEN_MESSAGE,
  type TeamMember,
  type TeamRole,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDomain, createUser } from '../../db/factories/index.ts';
import { userInvitations, users } from '../../db/schema.ts';
import { listDomains } from '../../services/domains.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const owner = customerPerBlock(t, { name: 'Bakkerij de Vries' });
const other = customerPerBlock(t, { name: 'Bakkerij Jansen' });

const loginOf = async (userId: number) => ({
  authorization: `Bearer ${(await createSession(t.db, userId, 'login')).token}`,
});

const memberOf = async (customerId: number, teamRole: TeamRole) => {
  const user = await createUser(t.db, { customerId, teamRole });
  return { user, headers: await loginOf(user.id) };
};

const invite = (headers: Record<string, string>, email: string, teamRole: TeamRole) =>
  t.app.inject({
    method: 'POST',
    url: '/me/team',
    headers,
    payload: { first_name: 'Nieuw', last_name: 'Teamlid', email, team_role: teamRole },
  });

describe('Mijn account → Team', () => {
  it('lists the people of the own customer only, the caller marked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/me/team', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json() as TeamMember[];
    expect(team.map((member) => member.id)).toEqual([owner.user.id]);
    expect(team[0]).toMatchObject({ team_role: 'eigenaar', is_me: true, invitation_pending: false });
  });

  it('invites a member with a role through the invitation mail', async () => {
    const response = await invite(owner.headers, 'fleur@bakkerijdevries.nl', 'financieel');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: TEAM_INVITATION_ACCEPTED_MESSAGE });
    const [member] = await t.db.select().from(users).where(eq(users.email, 'fleur@bakkerijdevries.nl'));
    expect(member).toMatchObject({
      teamRole: 'financieel',
      hasPassword: false,
      customerId: owner.customer.id,
    });
    const [invitation] = await t.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.userId, member!.id));
    expect(invitation?.invitedByUserId).toBe(owner.user.id);
    expect(invitation?.invitedByStaffId).toBeNull();
    const mail = (await mailsTo(t.env.dataDir, 'fleur@bakkerijdevries.nl')).at(-1) ?? '';
    expect(mail).toContain('/klantenportaal/uitnodiging?token=');
  });

  it('answers an address in use, of this team or another, exactly as a new one, and changes nothing', async () => {
    const known = [owner.user.email.toUpperCase(), other.user.email];
    const people = await t.db.select().from(users);
    for (const email of known) {
      const response = await invite(owner.headers, email, 'technisch');
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ message: TEAM_INVITATION_ACCEPTED_MESSAGE });
    }
    expect(await t.db.select().from(users)).toEqual(people);
    expect(await mailsTo(t.env.dataDir, other.user.email)).toEqual([]);
  });

  it('changes a role, and the new role holds at once', async () => {
    const { user, headers } = await memberOf(owner.customer.id, 'financieel');
    await createDomain(t.db, { customerId: owner.customer.id });
    expect((await t.app.inject({ method: 'GET', url: '/domain-names', headers })).statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/me/team/${user.id}/role`,
      headers: owner.headers,
      payload: { team_role: 'technisch' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ team_role: 'technisch' });
    expect((await t.app.inject({ method: 'GET', url: '/domain-names', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/invoices', headers })).statusCode).toBe(403);
  });

  it('keeps the last eigenaar: no demotion, no removal (422 in Dutch)', async () => {
    for (const [url, payload] of [
      [`/me/team/${owner.user.id}/role`, { team_role: 'opdrachten' }],
      [`/me/team/${owner.user.id}/remove`, undefined],
    ] as const) {
      const response = await t.app.inject({
        method: payload ? 'PUT' : 'POST',
        url,
        headers: owner.headers,
        ...(payload && { payload }),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message: LAST_OWNER_MESSAGE });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ teamRole: 'eigenaar', deactivatedAt: null });
  });

  it('lets a second eigenaar step down, and then keeps the one left', async () => {
    const second = await memberOf(owner.customer.id, 'eigenaar');
    const stepDown = await t.app.inject({
      method: 'POST',
      url: `/me/team/${second.user.id}/role?_method=PUT`,
      headers: second.headers,
      payload: { team_role: 'opdrachten' },
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // Now an opdrachten member: team management is closed to them.
    const list = await t.app.inject({ method: 'GET', url: '/me/team', headers: second.headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: 'forbidden', message: TEAM_ROLE_FORBIDDEN_MESSAGE });
  });

  it('removes a member: their login stops working at once', async () => {
    const { user, headers } = await memberOf(owner.customer.id, 'opdrachten');
    expect((await t.app.inject({ method: 'GET', url: '/user-stories', headers })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: `/me/team/${user.id}/remove`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deactivated_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/user-stories', headers })).statusCode).toBe(401);
  });

  it('does not reach another customer’s people', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/me/team/${other.user.id}/role`, { team_role: 'financieel' }],
      ['POST', `/me/team/${other.user.id}/remove`, undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: owner.headers,
        ...(payload && { payload }),
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({ teamRole: 'eigenaar', deactivatedAt: null });
  });

  it('checks the role in the services too, not only in the routes', async () => {
    const { user } = await memberOf(owner.customer.id, 'financieel');
    const caller = { userId: user.id, customerId: owner.customer.id, teamRole: 'financieel' as const };
    await expect(listDomains(t.db, caller)).rejects.toMatchObject({ statusCode: 403, code: 'forbidden' });
    await expect(listDomains(t.db, { ...caller, teamRole: 'technisch' })).resolves.toBeInstanceOf(Array);
  });

  it('puts the role in the login’s user data and in /me', async () => {
    const { headers } = await memberOf(owner.customer.id, 'technisch');
    const me = await t.app.inject({ method: 'GET', url: '/me', headers });
    expect(me.json()).toMatchObject({ team_role: 'technisch' });
  });
});

describe('limits on team invitations', () => {
  const bakery = customerPerBlock(t, { name: 'Bakkerij Limiet' });

  it('limits the invitations of one eigenaar and of one customer, 429 in Dutch with Retry-After', async () => {
    const second = await memberOf(bakery.customer.id, 'eigenaar');
    const third = await memberOf(bakery.customer.id, 'eigenaar');
    for (let i = 0; i < TEAM_INVITATIONS_PER_PERSON_PER_WINDOW; i++) {
      expect((await invite(bakery.headers, `een-${i}@limiet.nl`, 'opdrachten')).statusCode).toBe(202);
    }
    const refused = await invite(bakery.headers, 'een-teveel@limiet.nl', 'opdrachten');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: 'Er zijn te veel uitnodigingen verstuurd. Probeer het over 15 minuten opnieuw.',
    });
    const left = TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW - TEAM_INVITATIONS_PER_PERSON_PER_WINDOW;
    for (let i = 0; i < left; i++) {
      expect((await invite(second.headers, `twee-${i}@limiet.nl`, 'opdrachten')).statusCode).toBe(202);
    }
    expect((await invite(third.headers, 'drie@limiet.nl', 'opdrachten')).statusCode).toBe(429);
    expect(await t.db.select().from(users).where(eq(users.email, 'drie@limiet.nl'))).toEqual([]);
    // Another customer's eigenaar has budgets of their own.
    expect((await invite(owner.headers, 'elders@bakkerijdevries.nl', 'opdrachten')).statusCode).toBe(202);
    // Each invitation hashes a password nobody knows: some thirty of them take a while.
  }, 120_000);
});

describe('the eigenaars hear of each person added', () => {
  const shop = customerPerBlock(t, { name: 'Winkel Twee Eigenaars' });

  it('mails the other eigenaars of the team, not the one who added the person', async () => {
    const second = await memberOf(shop.customer.id, 'eigenaar');
    const response = await invite(shop.headers, 'nieuw-lid@winkel.nl', 'technisch');
    expect(response.statusCode, response.body).toBe(202);
    await jobsEnded(t.db);
    const told = (address: string) =>
      mailsTo(t.env.dataDir, address).then((mails) =>
        mails.filter((mail) =>
          mail.includes('Subject: Nieuw teamlid bij Winkel Twee Eigenaars: Nieuw Teamlid'),
        ),
      );
    const [mail, ...more] = await told(second.user.email);
    expect(more).toEqual([]);
    expect(mail).toContain('Een eigenaar van je team heeft Nieuw Teamlid (nieuw-lid@winkel.nl) toegevoegd');
    expect(await told(shop.user.email)).toEqual([]);
  });
});
