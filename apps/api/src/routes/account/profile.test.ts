import { Account, COMPANY_CHANGE_TITLE, UserStory } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { userStories, users } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { call, errorOf } from '../user-stories/user-stories-test-support.ts';

describe('PUT /me/profile: the person’s own name and phone', () => {
  const t = testAppPerBlock();

  const update = (who: { token: string } | null, body: unknown) =>
    call(t.app, who, 'POST', '/me/profile?_method=PUT', body);
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('changes the caller’s own name and phone, trimmed, and nobody else’s', async () => {
    const jan = await loggedInCustomer(t.db);
    const colleague = await createUser(t.db, { customerId: jan.customer.id, firstName: 'Piet' });
    const response = await update(jan, {
      first_name: '  Johanna ',
      last_name: 'de Vries-Bakker',
      phone: '+31 (0)30 123 45 67',
    });
    expect(response.statusCode).toBe(200);
    const account = exactly(Account, response.json());
    expect(account).toMatchObject({
      first_name: 'Johanna',
      last_name: 'de Vries-Bakker',
      phone: '+31 (0)30 123 45 67',
      email: jan.user.email,
    });
    expect(await userRow(jan.user.id)).toMatchObject({ firstName: 'Johanna', email: jan.user.email });
    expect((await userRow(colleague.id)).firstName).toBe('Piet');

    // An empty phone number is no phone number.
    const cleared = await update(jan, { first_name: 'Johanna', last_name: 'de Vries-Bakker', phone: '' });
    expect(exactly(Account, cleared.json()).phone).toBeNull();
  });

  it('refuses a missing name, a too long one and a phone that is no number, and writes nothing', async () => {
    const jan = await loggedInCustomer(t.db);
    const before = await userRow(jan.user.id);
    const response = await update(jan, {
      first_name: '   ',
      last_name: 'x'.repeat(101),
      phone: 'bel me maar',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({
      first_name: 'Voornaam is verplicht.',
      last_name: 'Achternaam mag hoogstens 100 tekens bevatten.',
      phone: 'Vul een geldig telefoonnummer in.',
    });
    const missing = await update(jan, { phone: null });
    expect(errorOf(missing).fields).toMatchObject({
      first_name: 'Voornaam is verplicht.',
      last_name: 'Achternaam is verplicht.',
    });
    expect(await userRow(jan.user.id)).toEqual(before);
  });

  it('needs a login', async () => {
    const response = await update(null, { first_name: 'Jan', last_name: 'Jansen', phone: null });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /me/company-change-request: company data change through the support desk', () => {
  const t = testAppPerBlock();

  const send = (who: { token: string } | null, body: unknown) =>
    call(t.app, who, 'POST', '/me/company-change-request', body);

  it('becomes an order in the work queue with the request and the current data, for the caller’s company', async () => {
    const jan = await loggedInCustomer(t.db, { name: 'Voorbeeld B.V.' });
    const other = await loggedInCustomer(t.db);
    const response = await send(jan, {
      message: 'Ons adres is nu Stationsplein 1, 3511 ED Utrecht.\n<b>Graag</b> aanpassen.',
    });
    expect(response.statusCode).toBe(201);
    const story = exactly(UserStory, response.json());
    expect(story).toMatchObject({ title: COMPANY_CHANGE_TITLE, status: 'nieuw' });

    const [row] = await t.db.select().from(userStories).where(eq(userStories.id, story.id));
    expect(row).toMatchObject({ customerId: jan.customer.id, createdByUserId: jan.user.id });
    expect(row!.descriptionHtml).toContain('Ons adres is nu Stationsplein 1, 3511 ED Utrecht.');
    // What the customer typed is text, not markup.
    expect(row!.descriptionHtml).toContain('&lt;b&gt;Graag&lt;/b&gt;');
    expect(row!.descriptionHtml).toContain('Bedrijf: Voorbeeld B.V.');

    // The customer follows it among their own orders; another customer does not see it.
    const mine = (await call(t.app, jan, 'GET', '/user-stories')).json() as { id: number }[];
    expect(mine.map((s) => s.id)).toContain(story.id);
    const theirs = (await call(t.app, other, 'GET', '/user-stories')).json() as { id: number }[];
    expect(theirs.map((s) => s.id)).not.toContain(story.id);
    expect((await call(t.app, other, 'GET', `/user-stories/${story.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty or too short request, in Dutch, and creates nothing', async () => {
    const jan = await loggedInCustomer(t.db);
    for (const [body, message] of [
      [{}, 'Omschrijving is verplicht.'],
      [{ message: '   ' }, 'Omschrijving is verplicht.'],
      [{ message: 'fout' }, 'Omschrijving moet tussen de 10 en 2000 tekens bevatten.'],
      [{ message: 'x'.repeat(2001) }, 'Omschrijving moet tussen de 10 en 2000 tekens bevatten.'],
    ] as const) {
      const response = await send(jan, body);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ message });
    }
    const rows = await t.db.select().from(userStories).where(eq(userStories.customerId, jan.customer.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a login', async () => {
    expect((await send(null, { message: 'Ons KvK-nummer klopt niet.' })).statusCode).toBe(401);
  });
});
