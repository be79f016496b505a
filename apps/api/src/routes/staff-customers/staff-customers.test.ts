import {
  apiRoutes,
  StaffCustomer,
  StaffCustomerSummary,
  StaffPerson,
  TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE,
  type TeamRole,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../db/factories/index.ts';
import { customers, sessions, userInvitations, users } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { createSession, hashToken } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';

const company = {
  name: 'Bakkerij Brood & Zo B.V.',
  kvk_number: '1234 5678',
  vat_id: 'nl 8574.12369 b01',
  street: 'Dorpsstraat 1',
  postal_code: '1234 AB',
  city: 'Zwolle',
  country: 'nl',
  billing_email: 'facturen@broodenzo.nl',
};

const INVALID = 'Deze uitnodiging is niet (meer) geldig. Vraag ons om een nieuwe uitnodiging.';

describe('customers and their people in the back office', () => {
  const t = testAppPerBlock();
  const developer = staffPerBlock(t, 'ontwikkelaar');
  const finance = staffPerBlock(t, 'financieel');

  const post = (url: string, payload: unknown, who: LoggedInStaff = developer) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });

  const invitationToken = async (email: string) => {
    const mail = (await mailsTo(t.env.dataDir, email)).at(-1) ?? '';
    const match = /\/klantenportaal\/uitnodiging\?token=([A-Za-z0-9_-]+)/.exec(mail);
    if (!match) throw new Error(`no invitation link to ${email}`);
    return match[1]!;
  };

  it('creates a customer with KvK number and VAT id in their plain form, and audits it', async () => {
    const response = await post('/staff/customers', company);
    expect(response.statusCode).toBe(201);
    const created = StaffCustomer.parse(response.json());
    expect(created).toMatchObject({
      name: 'Bakkerij Brood & Zo B.V.',
      kvk_number: '12345678',
      vat_id: 'NL857412369B01',
      country: 'NL',
      people: [],
    });
    const entry = (await auditEntries(t.db)).find((e) => e.action === 'customer.create');
    expect(entry).toMatchObject({
      staffId: developer.staffId,
      entity: 'customer',
      entityId: String(created.id),
    });
    expect(entry!.after).toMatchObject({ name: 'Bakkerij Brood & Zo B.V.', kvkNumber: '12345678' });
  });

  it('accepts the VAT id shapes of EU member states and leaves optional fields empty', async () => {
    for (const vat_id of [
      'DE123456789',
      'BE0123456789',
      'FRXX123456789',
      'ATU12345678',
      'ESX1234567X',
      'IE1234567WA',
    ]) {
      const response = await post('/staff/customers', { name: `Firma ${vat_id}`, vat_id, kvk_number: '' });
      expect(response.statusCode, vat_id).toBe(201);
      expect(response.json()).toMatchObject({ vat_id, kvk_number: null, city: null });
    }
  });

  it('refuses a wrong KvK number, VAT id or e-mail with Dutch messages, and writes nothing', async () => {
    const before = await t.db.select().from(customers);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kvk_number: '1234567' }, { kvk_number: 'KvK-nummer moet uit 8 cijfers bestaan.' }],
      [{ kvk_number: '12345678a' }, { kvk_number: 'KvK-nummer moet uit 8 cijfers bestaan.' }],
      [{ vat_id: 'NL123456789' }, { vat_id: 'Btw-nummer heeft niet de juiste vorm, zoals NL123456789B01.' }],
      [
        { vat_id: 'NL12345678B01' },
        { vat_id: 'Btw-nummer heeft niet de juiste vorm, zoals NL123456789B01.' },
      ],
      [{ vat_id: 'XX123456789' }, { vat_id: 'Btw-nummer heeft niet de juiste vorm, zoals NL123456789B01.' }],
      [{ billing_email: 'geen-adres' }, { billing_email: 'Vul een geldig e-mailadres in.' }],
      [{ name: ' ' }, { name: 'Bedrijfsnaam is verplicht.' }],
      [{ name: ' B ' }, { name: 'Bedrijfsnaam moet tussen de 2 en 200 tekens bevatten.' }],
      [{ country: 'Nederland' }, { country: 'Land is een landcode van twee letters, zoals NL.' }],
      // Two letters, but no country: an e-invoice to this address could not be made.
      [{ country: 'XX' }, { country: 'Dit is geen bestaande landcode; gebruik bijvoorbeeld NL, BE of DE.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await post('/staff/customers', { ...company, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422, error: 'validation_failed', fields });
    }
    const missing = await post('/staff/customers', {});
    expect(missing.json().fields).toMatchObject({ name: 'Bedrijfsnaam is verplicht.' });
    expect(await t.db.select().from(customers)).toEqual(before);
  });

  it('finds customers by name, KvK number and the e-mail address of a person', async () => {
    const found = await createCustomer(t.db, { name: 'Zoekbaar Zuivel B.V.', kvkNumber: '55667788' });
    await createUser(t.db, { customerId: found.id, email: 'melk@zuivel-zoek.nl' });
    await createCustomer(t.db, { name: 'Andere Zaak' });
    const search = async (q: string) =>
      StaffCustomerSummary.array()
        .parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/staff/customers?q=${encodeURIComponent(q)}`,
              headers: finance.headers,
            })
          ).json(),
        )
        .map((row) => row.name);
    expect(await search('zuivel')).toEqual(['Zoekbaar Zuivel B.V.']);
    expect(await search('55667788')).toEqual(['Zoekbaar Zuivel B.V.']);
    expect(await search('melk@zuivel')).toEqual(['Zoekbaar Zuivel B.V.']);
    expect(await search('%')).toEqual([]);
    const all = await search('');
    expect(all).toEqual(expect.arrayContaining(['Andere Zaak', 'Zoekbaar Zuivel B.V.']));
    const one = StaffCustomerSummary.array().parse(
      (
        await t.app.inject({ method: 'GET', url: '/staff/customers?q=zuivel', headers: finance.headers })
      ).json(),
    )[0];
    expect(one!.people).toBe(1);

    // The database takes no NUL character: such a search term is refused with a message, not a 500.
    const nul = await t.app.inject({
      method: 'GET',
      url: '/staff/customers?q=a%00b',
      headers: finance.headers,
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({
      error: 'validation_failed',
      fields: { q: 'De zoekterm bevat een ongeldig teken.' },
    });
  });

  it('changes company data with before and after in the audit log; unknown ids are 404', async () => {
    const customer = await createCustomer(t.db, { name: 'Oude Naam B.V.' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/staff/customers/${customer.id}`,
      headers: developer.headers,
      payload: { ...company, name: 'Nieuwe Naam B.V.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.id, name: 'Nieuwe Naam B.V.' });
    const entry = (await auditEntries(t.db)).find(
      (e) => e.action === 'customer.update' && e.entityId === String(customer.id),
    );
    expect(entry!.before).toMatchObject({ name: 'Oude Naam B.V.' });
    expect(entry!.after).toMatchObject({ name: 'Nieuwe Naam B.V.' });

    for (const request of [
      { method: 'GET' as const, url: '/staff/customers/999999' },
      { method: 'PUT' as const, url: '/staff/customers/999999', payload: company },
      {
        method: 'POST' as const,
        url: '/staff/customers/999999/people',
        payload: { first_name: 'A', last_name: 'B', email: 'a@b.nl' },
      },
      { method: 'POST' as const, url: '/staff/people/999999/invitation' },
      { method: 'DELETE' as const, url: '/staff/people/999999/invitation' },
      { method: 'POST' as const, url: '/staff/people/999999/deactivate' },
    ]) {
      const answer = await t.app.inject({ ...request, headers: developer.headers });
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.json().error).toBe('not_found');
    }
  });

  it('invites a new person, who sets a password through the link once and then logs in', async () => {
    const customer = await createCustomer(t.db);
    const created = await post(`/staff/customers/${customer.id}/people`, {
      first_name: 'Fleur',
      last_name: 'de Boer',
      email: 'Fleur@Broodenzo.nl',
    });
    expect(created.statusCode).toBe(201);
    const person = StaffPerson.parse(created.json());
    expect(person).toMatchObject({ status: 'uitgenodigd', email: 'Fleur@Broodenzo.nl' });
    expect(person.invitation).not.toBeNull();
    const days =
      (Date.parse(person.invitation!.expires_at) - Date.parse(person.invitation!.sent_at)) / 86_400_000;
    expect(days).toBe(7);

    const token = await invitationToken('Fleur@Broodenzo.nl');
    // At least 128 bits, and only its hash is stored.
    expect(token.length).toBeGreaterThanOrEqual(22);
    const [stored] = await t.db.select().from(userInvitations).where(eq(userInvitations.userId, person.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Before setting a password, no password logs in.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'fleur@broodenzo.nl', password, source: 'test' },
      });
    expect((await login('Welkom123!')).statusCode).toBe(401);

    const lookup = await t.app.inject({ method: 'POST', url: '/invitations/lookup', payload: { token } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      email: 'Fleur@Broodenzo.nl',
      first_name: 'Fleur',
      company: customer.name,
    });

    const accept = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/invitations/accept', payload: { token, ...body } });
    const short = await accept({ password: 'kort', password_confirmation: 'kort' });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toEqual({ password: 'Wachtwoord moet tussen de 10 en 200 tekens bevatten.' });
    const mismatch = await accept({ password: 'EenGoedWachtwoord1', password_confirmation: 'Anders' });
    expect(mismatch.json().fields).toEqual({
      password_confirmation: 'Herhaal wachtwoord komt niet overeen.',
    });
    const common = await accept({ password: 'Welkom123!', password_confirmation: 'Welkom123!' });
    expect(common.json().fields).toEqual({
      password:
        'Dit wachtwoord is te makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
    });

    const done = await accept({
      password: 'EenGoedWachtwoord1',
      password_confirmation: 'EenGoedWachtwoord1',
    });
    expect(done.statusCode).toBe(200);
    expect((await login('EenGoedWachtwoord1')).statusCode).toBe(200);

    // One use: the same link answers as an unknown one.
    const again = await accept({ password: 'NogEenWachtwoord2', password_confirmation: 'NogEenWachtwoord2' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ statusCode: 404, error: 'not_found', message: INVALID });
    expect((await login('NogEenWachtwoord2')).statusCode).toBe(401);

    const detail = StaffCustomer.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/staff/customers/${customer.id}`,
          headers: finance.headers,
        })
      ).json(),
    );
    expect(detail.people).toEqual([
      expect.objectContaining({ id: person.id, status: 'actief', invitation: null }),
    ]);
    const actions = (await auditEntries(t.db))
      .filter((e) => e.entity === 'user' && e.entityId === String(person.id))
      .map((e) => e.action);
    expect(actions).toEqual(['person.create', 'person.invite']);
    const audited = JSON.stringify(await auditEntries(t.db));
    expect(audited).not.toContain('passwordHash');
  });

  it('answers an unknown, expired, used or revoked invitation the same way', async () => {
    const customer = await createCustomer(t.db);
    const make = async (email: string) => {
      const response = await post(`/staff/customers/${customer.id}/people`, {
        first_name: 'X',
        last_name: 'Y',
        email,
      });
      return { person: StaffPerson.parse(response.json()), token: await invitationToken(email) };
    };
    const expired = await make('verlopen@voorbeeld.nl');
    await t.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.userId, expired.person.id));
    const revoked = await make('ingetrokken@voorbeeld.nl');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/staff/people/${revoked.person.id}/invitation`,
      headers: developer.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ status: 'uitgenodigd', invitation: null });
    const resent = await make('opnieuw@voorbeeld.nl');
    const again = await post(`/staff/people/${resent.person.id}/invitation`, undefined);
    expect(again.statusCode).toBe(200);
    const newToken = await invitationToken('opnieuw@voorbeeld.nl');
    expect(newToken).not.toBe(resent.token);

    for (const token of [expired.token, revoked.token, resent.token, 'x'.repeat(43)]) {
      for (const url of ['/invitations/lookup', '/invitations/accept']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: { token, password: 'EenGoedWachtwoord1', password_confirmation: 'EenGoedWachtwoord1' },
        });
        expect(response.statusCode, `${url} ${token}`).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'not_found', message: INVALID });
      }
    }
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/invitations/lookup',
      payload: { token: newToken },
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('refuses a second person with the same e-mail address and writes nothing', async () => {
    const customer = await createCustomer(t.db);
    const existing = await createUser(t.db, { customerId: customer.id });
    const before = await t.db.select().from(users);
    const response = await post(`/staff/customers/${customer.id}/people`, {
      first_name: 'Dubbel',
      last_name: 'Adres',
      email: existing.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ email: 'Er is al een persoon met dit e-mailadres.' });
    const bad = await post(`/staff/customers/${customer.id}/people`, { first_name: '', email: 'nee' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({
      first_name: 'Voornaam is verplicht.',
      last_name: 'Achternaam is verplicht.',
      email: 'Vul een geldig e-mailadres in.',
    });
    expect(await t.db.select().from(users)).toEqual(before);
    // A person who already has a password needs no invitation.
    expect((await post(`/staff/people/${existing.id}/invitation`, undefined)).statusCode).toBe(409);
  });

  it('deactivates a person: their sessions end at once and they cannot log in, until reactivated', async () => {
    const jan = await loggedInCustomer(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: jan.headers })).statusCode).toBe(200);
    const response = await post(`/staff/people/${jan.user.id}/deactivate`, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'gedeactiveerd' });

    expect((await t.app.inject({ method: 'GET', url: '/me', headers: jan.headers })).statusCode).toBe(401);
    const revoked = await t.db.select().from(sessions).where(eq(sessions.userId, jan.user.id));
    expect(revoked.every((session) => session.revokedAt !== null)).toBe(true);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: jan.user.email, password: 'Welkom123!', source: 'test' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await post(`/staff/people/${jan.user.id}/invitation`, undefined)).statusCode).toBe(409);

    const entry = (await auditEntries(t.db)).find(
      (e) => e.action === 'person.deactivate' && e.entityId === String(jan.user.id),
    );
    expect(entry!.before).toMatchObject({ deactivatedAt: null });
    expect(entry!.after).toMatchObject({ deactivatedAt: expect.anything() });

    // Financial staff may read but not change people.
    expect((await post(`/staff/people/${jan.user.id}/reactivate`, undefined, finance)).statusCode).toBe(403);
    const back = await post(`/staff/people/${jan.user.id}/reactivate`, undefined);
    expect(back.json()).toMatchObject({ status: 'actief', deactivated_at: null });
    expect((await login()).statusCode).toBe(200);
  });
});

describe('the team role of a person the staff add', () => {
  const t = testAppPerBlock();
  const developer = staffPerBlock(t, 'ontwikkelaar');
  const admin = staffPerBlock(t, 'beheerder');
  const bakery = customerPerBlock(t, { name: 'Bakkerij Rol' });

  const add = (who: LoggedInStaff, email: string, teamRole?: TeamRole) =>
    t.app.inject({
      method: 'POST',
      url: `/staff/customers/${bakery.customer.id}/people`,
      headers: who.headers,
      payload: { first_name: 'Nieuw', last_name: 'Persoon', email, ...(teamRole && { team_role: teamRole }) },
    });

  it('gives the least role when none is chosen: no invoices, no approving hours', async () => {
    const response = await add(developer, 'zelf@kodewerk.nl');
    expect(response.statusCode, response.body).toBe(201);
    const person = StaffPerson.parse(response.json());
    expect(person.team_role).toBe('opdrachten');
    const session = await createSession(t.db, person.id, 'login');
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/invoices', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/hours', headers })).statusCode).toBe(403);
  });

  it('lets only a beheerder give a role with rights to billing', async () => {
    for (const role of ['eigenaar', 'financieel'] as const) {
      const rows = await countRows(t.db);
      const refused = await add(developer, `${role}@kodewerk.nl`, role);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'forbidden',
        message: TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE,
      });
      expectDocumentedError(apiRoutes.staffCreatePerson, refused, role);
      expect(await countRows(t.db)).toEqual(rows);
    }
    const technical = await add(developer, 'technisch@kodewerk.nl', 'technisch');
    expect(StaffPerson.parse(technical.json()).team_role).toBe('technisch');
    const owner = await add(admin, 'eigenaar@kodewerk.nl', 'eigenaar');
    expect(owner.statusCode, owner.body).toBe(201);
    expect(StaffPerson.parse(owner.json()).team_role).toBe('eigenaar');
  });

  it('mails every eigenaar of the customer for each person the staff add', async () => {
    await jobsEnded(t.db);
    const before = (await mailsTo(t.env.dataDir, bakery.user.email)).length;
    expect((await add(developer, 'nog-een@kodewerk.nl')).statusCode).toBe(201);
    await jobsEnded(t.db);
    const mails = await mailsTo(t.env.dataDir, bakery.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('Subject: Nieuw teamlid bij Bakkerij Rol: Nieuw Persoon');
    expect(mails.at(-1)).toContain('Onze supportdesk heeft Nieuw Persoon (nog-een@kodewerk.nl) toegevoegd');
  });
});
