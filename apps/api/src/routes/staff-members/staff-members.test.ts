import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { StaffInvitation, StaffLoginResponse, StaffMember, StaffSession } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffMember } from '../../db/factories/index.ts';
import { auditLog, staffInvitations, staffMembers, staffMfaFactors } from '../../db/schema.ts';
import { countRows } from '../../security/route-support.ts';
import { newTotpSecret } from '../../services/auth/totp.ts';
import { insertStaffSession } from '../../services/staff-auth/staff-sessions.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { loggedInStaff, staffInMfaSetup } from '../../test/staff-login.ts';
import { bearer, errorOf, freshAddress, totpCode } from '../auth/auth-test-support.ts';

describe('a beheerder manages the staff', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://kodewerk.example' });
  const admin = staffPerBlock(t, 'beheerder');

  let n = 0;
  const freshEmail = () => `nieuw${++n}-${Math.random().toString(36).slice(2, 8)}@kodewerk.nl`;

  const invite = (body: object, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/staff/members', headers, payload: body });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const auditOf = (staffId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(staffId)))
      .orderBy(auditLog.id);

  it('invites by e-mail with a one-use link of 7 days, stored only as a hash, and audits it', async () => {
    const email = freshEmail();
    const response = await invite({ email, name: 'Noor de Boer', role: 'ontwikkelaar' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = StaffInvitation.parse(response.json());
    expect(answer.member).toMatchObject({
      email,
      name: 'Noor de Boer',
      role: 'ontwikkelaar',
      status: 'uitgenodigd',
    });
    expect(answer.invitation_url).toMatch(/^https:\/\/kodewerk\.example\/beheer\/uitnodiging\?token=/);
    const days = (Date.parse(answer.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(answer.mail_sent).toBe(true);

    const token = tokenOf(answer.invitation_url);
    const stored = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.staffId, answer.member.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const mailDir = path.join(t.env.dataDir, 'mail');
    const mails = await Promise.all(
      (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), 'utf8')),
    );
    const mail = mails.find((text) => text.includes(`To: ${email}`));
    expect(mail).toBeDefined();
    expect(mail?.replace(/=\r?\n/g, '')).toContain(token);

    const [entry] = await auditOf(answer.member.id);
    expect(entry).toMatchObject({ staffId: admin.staffId, action: 'staff.invite', entity: 'staff_member' });
  });

  it('lets the invitee choose a password once, with the site’s rules, and then only the second factor', async () => {
    const email = freshEmail();
    const { invitation_url, member } = StaffInvitation.parse(
      (await invite({ email, name: 'Lars Smit', role: 'financieel' })).json(),
    );
    const token = tokenOf(invitation_url);
    const info = await t.app.inject({
      method: 'GET',
      url: `/staff/invitation?token=${encodeURIComponent(token)}`,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ email, name: 'Lars Smit' });

    const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/staff/invitation', payload });
    const short = await accept({ token, password: 'kort', password_confirmation: 'kort' });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).fields?.password).toBe('Wachtwoord moet tussen de 10 en 200 tekens bevatten.');
    const mismatch = await accept({
      token,
      password: 'EenGoedWachtwoord1',
      password_confirmation: 'Anders12345',
    });
    expect(errorOf(mismatch).fields?.password_confirmation).toBe('Herhaal wachtwoord komt niet overeen.');
    const common = await accept({ token, password: 'Welkom123!', password_confirmation: 'Welkom123!' });
    expect(common.statusCode).toBe(422);
    expect(errorOf(common).fields?.password).toBe(
      'Dit wachtwoord is te makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
    );

    const ok = await accept({
      token,
      password: 'EenGoedWachtwoord1',
      password_confirmation: 'EenGoedWachtwoord1',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const session = StaffSession.parse(ok.json());
    expect(session.staff).toMatchObject({ id: member.id, mfa_enabled: false });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/staff/refresh',
      headers: bearer(session.token),
    });
    expect(errorOf(elsewhere).error).toBe('mfa_setup_required');

    // The link works once.
    const again = await accept({
      token,
      password: 'NogEenWachtwoord2',
      password_confirmation: 'NogEenWachtwoord2',
    });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(
      'Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.',
    );

    // And the password logs in (to the setup, as there is no factor yet).
    const login = await t.app.inject({
      method: 'POST',
      url: '/staff/login',
      remoteAddress: freshAddress(),
      payload: { email, password: 'EenGoedWachtwoord1' },
    });
    expect(login.json()).toMatchObject({ step: 'setup' });
  });

  it('refuses an expired or replaced link', async () => {
    const { invitation_url, member } = StaffInvitation.parse(
      (await invite({ email: freshEmail(), name: 'Kim Jansen', role: 'ontwikkelaar' })).json(),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/members/${member.id}/invitation`,
      headers: admin.headers,
    });
    expect(again.statusCode, again.body).toBe(201);
    const old = await t.app.inject({
      method: 'GET',
      url: `/staff/invitation?token=${encodeURIComponent(tokenOf(invitation_url))}`,
    });
    expect(old.statusCode).toBe(404);

    const fresh = tokenOf(StaffInvitation.parse(again.json()).invitation_url);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.staffId, member.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/staff/invitation',
      payload: { token: fresh, password: 'EenGoedWachtwoord1', password_confirmation: 'EenGoedWachtwoord1' },
    });
    expect(expired.statusCode).toBe(404);
  });

  it('refuses a second account for an address, and bad input, writing nothing', async () => {
    const email = freshEmail();
    expect((await invite({ email, name: 'Een', role: 'beheerder' })).statusCode).toBe(201);
    const before = await countRows(t.db);
    const taken = await invite({ email: email.toUpperCase(), name: 'Twee', role: 'beheerder' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.email).toBe('Er is al een medewerker met dit e-mailadres.');
    const bad = await invite({ email: 'geen-adres', name: '', role: 'baas' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toMatchObject({
      email: 'Vul een geldig e-mailadres in.',
      name: 'Naam is verplicht.',
      role: 'Kies een rol.',
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('changes a role, which counts from the next call, and audits before and after', async () => {
    const member = await loggedInStaff(t.db, 'ontwikkelaar');
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/members', headers: member.headers })).statusCode,
    ).toBe(403);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/staff/members/${member.staffId}`,
      headers: admin.headers,
      payload: { role: 'beheerder' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffMember.parse(response.json()).role).toBe('beheerder');
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/members', headers: member.headers })).statusCode,
    ).toBe(200);
    const entries = await auditOf(member.staffId);
    expect(entries.at(-1)).toMatchObject({
      action: 'staff.change_role',
      before: { role: 'ontwikkelaar' },
      after: { role: 'beheerder' },
    });
  });

  it('deactivates: every session ends at once, logging in stops; not yourself, not the last beheerder', async () => {
    const member = await loggedInStaff(t.db, 'financieel');
    const response = await t.app.inject({
      method: 'POST',
      url: `/staff/members/${member.staffId}/deactivate`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffMember.parse(response.json()).status).toBe('gedeactiveerd');
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/me', headers: member.headers })).statusCode,
    ).toBe(401);
    expect((await auditOf(member.staffId)).at(-1)).toMatchObject({ action: 'staff.deactivate' });

    const self = await t.app.inject({
      method: 'POST',
      url: `/staff/members/${admin.staffId}/deactivate`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);

    // With a fresh database of one beheerder, that one cannot be demoted.
    const other = await buildTestApp();
    try {
      const only = await loggedInStaff(other.db, 'beheerder');
      const demote = await other.app.inject({
        method: 'PUT',
        url: `/staff/members/${only.staffId}`,
        headers: only.headers,
        payload: { role: 'financieel' },
      });
      expect(demote.statusCode).toBe(409);
      expect(errorOf(demote).message).toBe(
        'Er moet altijd een actieve beheerder zijn. Maak eerst iemand anders beheerder.',
      );
      const [row] = await other.db.select().from(staffMembers).where(eq(staffMembers.id, only.staffId));
      expect(row?.role).toBe('beheerder');
    } finally {
      await other.close();
    }
  });

  it('a deactivated staff member’s open logins, code step, factor setup and invitation link all stop working', async () => {
    const deactivate = (staffId: number) =>
      t.app.inject({ method: 'POST', url: `/staff/members/${staffId}/deactivate`, headers: admin.headers });
    const secret = newTotpSecret();
    const email = freshEmail();
    const member = await createStaffMember(t.db, { role: 'financieel', email, totpSecret: secret });
    const open = (await insertStaffSession(t.db, member.id, 'login')).token;
    const other = (await insertStaffSession(t.db, member.id, 'login')).token;
    const login = await t.app.inject({
      method: 'POST',
      url: '/staff/login',
      remoteAddress: freshAddress(),
      payload: { email, password: 'Welkom123!' },
    });
    const codeStep = StaffLoginResponse.parse(login.json());
    if (codeStep.step !== 'code') throw new Error('expected the code step');
    const setup = await staffInMfaSetup(t.db, 'ontwikkelaar');
    const invited = StaffInvitation.parse(
      (await invite({ email: freshEmail(), name: 'Sam Weg', role: 'ontwikkelaar' })).json(),
    );
    const invitation = tokenOf(invited.invitation_url);

    for (const staffId of [member.id, setup.staffId, invited.member.id]) {
      expect((await deactivate(staffId)).statusCode).toBe(200);
    }

    expect((await t.app.inject({ method: 'GET', url: '/staff/me', headers: bearer(open) })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({ method: 'GET', url: '/staff/refresh', headers: bearer(other) });
    expect(refresh.statusCode).toBe(401);
    const code = await t.app.inject({
      method: 'POST',
      url: '/staff/validate-mfa',
      payload: { token: codeStep.mfa, code: totpCode(secret) },
    });
    expect(code.statusCode).toBe(401);
    expect(errorOf(code).message).toBe('Deze inlogpoging is verlopen. Log opnieuw in.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/setup-mfa', headers: setup.headers })).statusCode,
    ).toBe(401);
    const info = await t.app.inject({
      method: 'GET',
      url: `/staff/invitation?token=${encodeURIComponent(invitation)}`,
    });
    expect(info.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/staff/invitation',
      payload: {
        token: invitation,
        password: 'EenGoedWachtwoord1',
        password_confirmation: 'EenGoedWachtwoord1',
      },
    });
    expect(accepted.statusCode).toBe(404);
    expect(errorOf(accepted).message).toBe(
      'Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.',
    );
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, invited.member.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('lists the staff, active first, with their status and whether the factor is set up', async () => {
    const gone = await createStaffMember(t.db, {
      role: 'financieel',
      name: 'Aaron Weg',
      deactivatedAt: new Date(),
    });
    const response = await t.app.inject({ method: 'GET', url: '/staff/members', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const items = (response.json() as { items: StaffMember[] }).items;
    const last = items.at(-1);
    expect(last?.status).toBe('gedeactiveerd');
    expect(items.find((item) => item.id === gone.id)?.status).toBe('gedeactiveerd');
    expect(items.find((item) => item.id === admin.staffId)).toMatchObject({
      status: 'actief',
      mfa_enabled: true,
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  describe('resetting a second factor', () => {
    const reset = (id: number | string, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/staff/members/${id}/reset-mfa`, headers });

    it('removes the factor and ends every session; the next login sets up a new one; audited', async () => {
      const member = await loggedInStaff(t.db, 'ontwikkelaar');
      const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, member.staffId));
      const response = await reset(member.staffId);
      expect(response.statusCode, response.body).toBe(200);
      expect(StaffMember.parse(response.json())).toMatchObject({ mfa_enabled: false, status: 'actief' });
      expect(
        await t.db.select().from(staffMfaFactors).where(eq(staffMfaFactors.staffId, member.staffId)),
      ).toHaveLength(0);
      expect(
        (await t.app.inject({ method: 'GET', url: '/staff/me', headers: member.headers })).statusCode,
      ).toBe(401);
      expect((await auditOf(member.staffId)).at(-1)).toMatchObject({
        staffId: admin.staffId,
        action: 'staff_mfa.reset',
        entity: 'staff_member',
        before: { mfa_enabled: true },
        after: { mfa_enabled: false },
      });

      const login = await t.app.inject({
        method: 'POST',
        url: '/staff/login',
        remoteAddress: freshAddress(),
        payload: { email: row?.email, password: 'Welkom123!' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({ step: 'setup' });
    });

    it('is for beheerders only, with a staff login', async () => {
      const member = await loggedInStaff(t.db, 'financieel');
      const customer = await loggedInCustomer(t.db);
      expect((await reset(member.staffId, {})).statusCode).toBe(401);
      expect((await reset(member.staffId, customer.headers)).statusCode).toBe(401);
      for (const role of ['ontwikkelaar', 'financieel'] as const) {
        const other = await loggedInStaff(t.db, role);
        const before = await countRows(t.db);
        const response = await reset(member.staffId, other.headers);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).error).toBe('forbidden');
        expect(await countRows(t.db)).toEqual(before);
      }
      const setup = await staffInMfaSetup(t.db, 'beheerder');
      expect((await reset(member.staffId, setup.headers)).statusCode).toBe(403);
      expect(
        await t.db.select().from(staffMfaFactors).where(eq(staffMfaFactors.staffId, member.staffId)),
      ).toHaveLength(1);
    });

    it('refuses bad input, an unknown member, yourself and a member without a factor, writing nothing', async () => {
      const noFactor = await staffInMfaSetup(t.db, 'financieel');
      const gone = await createStaffMember(t.db, {
        role: 'financieel',
        totpSecret: 'KODEWERKBEHEER23',
        deactivatedAt: new Date(),
      });
      const before = await countRows(t.db);
      const bad = await reset('abc');
      expect(bad.statusCode).toBe(422);
      expect(errorOf(bad).error).toBe('validation_failed');
      const unknown = await reset(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe('Deze medewerker bestaat niet.');
      const self = await reset(admin.staffId);
      expect(self.statusCode).toBe(409);
      expect(errorOf(self).message).toMatch(/eigen tweede factor/);
      const none = await reset(noFactor.staffId);
      expect(none.statusCode).toBe(409);
      expect(errorOf(none).message).toBe('Deze medewerker heeft nog geen tweede factor ingesteld.');
      expect((await reset(gone.id)).statusCode).toBe(409);
      expect(await countRows(t.db)).toEqual(before);
      expect(
        (await t.app.inject({ method: 'GET', url: '/staff/me', headers: admin.headers })).statusCode,
      ).toBe(200);
    });
  });
});
