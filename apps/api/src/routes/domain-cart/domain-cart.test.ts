import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CartQuote, DomainOrder, PlacedOrder, PriceCheckResponse, ValuePack } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDomain, upsertDomainProducts } from '../../db/factories/index.ts';
import { cartOrders, domainOrders } from '../../db/schema.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { brusselsBureau, type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { type RdapServer, startRdapServer } from '../../test/rdap-server.ts';

describe('the domain price check, value packs and orders', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);
  beforeAll(async () => {
    await upsertDomainProducts(t.db);
    const someone = await loggedInCustomer(t.db);
    await createDomain(t.db, { customerId: someone.customer.id, name: 'bezet.nl' });
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: jan.headers, payload: payload as object });

  /** Every mail sent so far, as written to the mail folder. */
  const mailBodies = async () => {
    const mailDir = path.join(t.env.dataDir, 'mail');
    const files = await readdir(mailDir);
    return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
  };

  it('answers prices keyed by full name from the price list, marking names already registered with us', async () => {
    const response = await post('/domain-names/price', { sld: 'Bezet', tld: ['nl', '.com'] });
    expect(response.statusCode).toBe(200);
    const prices = exactly(PriceCheckResponse, response.json());
    expect(Object.keys(prices)).toEqual(['bezet.nl', 'bezet.com']);
    expect(prices['bezet.nl']).toMatchObject({
      register_cents: 795,
      renew_cents: 895,
      availability: 'bezet',
      vat_rate: 21,
    });
    // No registry configured: nobody can say whether the name is free, and the answer says so.
    expect(prices['bezet.com']).toMatchObject({ register_cents: 1_195, availability: 'onbekend' });

    const premium = exactly(
      PriceCheckResponse,
      (await post('/domain-names/price', { sld: 'auto', tld: 'com', premium: true })).json(),
    );
    expect(premium['auto.com']?.register_cents).toBe(249_900);
  });

  it('refuses an extension that is not offered and a name that is not a domain name', async () => {
    const unknown = await post('/domain-names/price', { sld: 'voorbeeld', tld: 'xyz' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ tld: 'We bieden .xyz niet aan.' });
    const bad = await post('/domain-names/price', { sld: '-fout_', tld: 'nl' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['sld']);
  });

  it('prices a cart with a value pack, and says when the pack does not apply', async () => {
    const packs = exactly(
      ValuePack.array(),
      (await t.app.inject({ method: 'GET', url: '/value-packs', headers: jan.headers })).json(),
    );
    expect(packs.map((pack) => pack.code)).toContain('merkbescherming');

    const brand = ['nl', 'com', 'eu', 'be'].map((tld) => ({
      sld: 'kaasboer',
      tld,
      premium: false,
      years: 1,
    }));
    const quote = exactly(
      CartQuote,
      (await post('/value-packs/apply', { cart: { items: brand, value_pack: 'merkbescherming' } })).json(),
    );
    const subtotal = 795 + 1_195 + 695 + 795;
    expect(quote.subtotal_cents).toBe(subtotal);
    expect(quote.discount_cents).toBe(Math.round(subtotal * 0.15));
    expect(quote.vat_cents).toBe(Math.round((subtotal - quote.discount_cents) * 0.21));
    expect(quote.total_cents).toBe(subtotal - quote.discount_cents + quote.vat_cents);

    const refused = await post('/value-packs/apply', {
      cart: { items: brand.slice(0, 2), value_pack: 'merkbescherming' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields['cart.value_pack']).toContain('.nl, .com, .eu en .be');
    const unknown = await post('/value-packs/apply', { cart: { items: brand, value_pack: 'gratis' } });
    expect(unknown.json().fields).toEqual({ 'cart.value_pack': 'Dit voordeelpakket bestaat niet.' });
  });

  it('charges a business customer in another EU country no Dutch VAT (btw verlegd), as its invoices do', async () => {
    const brussels = await loggedInCustomer(t.db, brusselsBureau);
    const asBrussels = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: brussels.headers, payload: payload as object });
    const brand = ['nl', 'com', 'eu', 'be'].map((tld) => ({ sld: 'frietkot', tld, years: 1 }));
    const cart = { items: brand, value_pack: 'merkbescherming' };

    // 795 + 1195 + 695 + 795 = 3480, less 15% (522): 2958, and no VAT.
    const quote = exactly(CartQuote, (await asBrussels('/value-packs/apply', { cart })).json());
    expect(quote).toMatchObject({
      subtotal_cents: 3_480,
      discount_cents: 522,
      vat_rate: 0,
      reverse_charge: true,
      vat_cents: 0,
      total_cents: 2_958,
    });
    const prices = exactly(
      PriceCheckResponse,
      (await asBrussels('/domain-names/price', { sld: 'frietkot', tld: 'nl' })).json(),
    );
    expect(prices['frietkot.nl']?.vat_rate).toBe(0);

    // The same cart for a Dutch customer: 21% over 2958 is 621.18, so 621.
    const dutch = exactly(CartQuote, (await post('/value-packs/apply', { cart })).json());
    expect(dutch).toMatchObject({ vat_rate: 21, reverse_charge: false, vat_cents: 621, total_cents: 3_579 });

    const placed = exactly(PlacedOrder, (await asBrussels('/order', { cart })).json());
    expect(placed.quote).toEqual(quote);
    const confirmation = (await mailBodies()).find((mail) => mail.includes(`bestelling #${placed.order_id}`));
    expect(confirmation).toContain('Btw verlegd: =E2=82=AC=C2=A00,00');
    expect(confirmation).toContain('Totaal (incl. btw): =E2=82=AC=C2=A029,58');
  });

  it('prices every further year at the renewal price, never at what the site sent', async () => {
    const quote = exactly(
      CartQuote,
      (
        await post('/value-packs/apply', {
          cart: { items: [{ sld: 'lang', tld: 'nl', years: 3, priceCents: 1 }] },
        })
      ).json(),
    );
    expect(quote.items[0]?.total_cents).toBe(795 + 2 * 895);
  });

  it('stores an order for the provider and confirms it to the customer by mail', async () => {
    const cart = {
      items: [
        { sld: 'nieuwezaak', tld: 'nl', years: 1 },
        { sld: 'nieuwezaak', tld: 'com', years: 2 },
      ],
      value_pack: null,
    };
    const response = await post('/order', { cart });
    expect(response.statusCode).toBe(201);
    const placed = exactly(PlacedOrder, response.json());
    expect(placed.quote.subtotal_cents).toBe(795 + 1_195 + 1_395);
    // Without a registry both names go to staff for a check before they are registered.
    expect(placed.staff_check).toEqual(['nieuwezaak.nl', 'nieuwezaak.com']);

    const [stored] = await t.db.select().from(cartOrders).where(eq(cartOrders.id, placed.order_id));
    expect(stored).toMatchObject({
      customerId: jan.customer.id,
      userId: jan.user.id,
      kind: 'order',
      totalCents: placed.quote.total_cents,
    });

    const mails = await mailBodies();
    const confirmation = mails.find((mail) => mail.includes(`bestelling #${placed.order_id}`));
    expect(confirmation).toBeDefined();
    expect(confirmation).toContain(`To: ${jan.user.email}`);
    const body = confirmation!.replace(/=\r?\n/g, '');
    expect(body).toContain('nieuwezaak.nl');
    expect(body).toContain('nieuwezaak.com, 2 jaar');
    expect(body).toContain('We controleren dat eerst bij de registry');
    const check = mails.find((mail) =>
      mail.includes(`Controleer de beschikbaarheid voor bestelling #${placed.order_id}`),
    );
    expect(check).toContain(`To: ${t.env.CONTACT_EMAIL}`);
    expect(check?.replace(/=\r?\n/g, '')).toContain('- nieuwezaak.com');
  });

  it('refuses an empty cart, a name twice, and a name that is already registered, storing nothing', async () => {
    const before = (await t.db.select().from(cartOrders)).length;
    expect((await post('/order', { cart: { items: [] } })).json().fields).toEqual({
      'cart.items': 'Je winkelmand is leeg.',
    });
    const twice = await post('/order', {
      cart: {
        items: [
          { sld: 'dubbel', tld: 'nl' },
          { sld: 'dubbel', tld: 'nl' },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    const taken = await post('/order', {
      cart: {
        items: [
          { sld: 'vrij', tld: 'nl' },
          { sld: 'bezet', tld: 'nl' },
        ],
      },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields).toEqual({ 'cart.items.1': 'bezet.nl is al geregistreerd.' });
    expect((await t.db.select().from(cartOrders)).length).toBe(before);
  });

  it('lists each ordered name with its status, to the customer who ordered it only', async () => {
    const cart = { items: [{ sld: 'lijstje', tld: 'nl', years: 3 }], value_pack: null };
    const placed = exactly(PlacedOrder, (await post('/order', { cart })).json());
    const response = await t.app.inject({ method: 'GET', url: '/domain-orders', headers: jan.headers });
    expect(response.statusCode).toBe(200);
    const orders = exactly(z.array(DomainOrder), response.json());
    expect(orders[0]).toMatchObject({
      order_id: placed.order_id,
      name: 'lijstje.nl',
      years: 3,
      status: 'aangevraagd',
    });
    expect(orders.map((order) => order.name)).toContain('nieuwezaak.com');

    const other = await loggedInCustomer(t.db);
    const theirs = await t.app.inject({ method: 'GET', url: '/domain-orders', headers: other.headers });
    expect(theirs.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/domain-orders' })).statusCode).toBe(401);
  });

  it('refuses a name that is already ordered, by anyone, until that order is refused', async () => {
    const cart = { items: [{ sld: 'eenmaal', tld: 'nl' }], value_pack: null };
    expect((await post('/order', { cart })).statusCode).toBe(201);
    const before = (await t.db.select().from(cartOrders)).length;

    const again = await post('/order', { cart: { items: [{ sld: 'ander', tld: 'nl' }, ...cart.items] } });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({
      'cart.items.1':
        'eenmaal.nl is al besteld en wordt geregistreerd. Je ziet de bestelde domeinnamen onder Webhosting.',
    });
    const other = await loggedInCustomer(t.db);
    const byOther = await t.app.inject({
      method: 'POST',
      url: '/order',
      headers: other.headers,
      payload: { cart },
    });
    expect(byOther.statusCode).toBe(422);
    expect((await t.db.select().from(cartOrders)).length).toBe(before);

    // Refused by the registry: the name may be ordered again.
    await t.db.update(domainOrders).set({ status: 'geweigerd' }).where(eq(domainOrders.name, 'eenmaal.nl'));
    expect((await post('/order', { cart })).statusCode).toBe(201);
  });

  it('lets one of two orders of one name placed at the same moment through, and answers the other 409', async () => {
    const cart = { items: [{ sld: 'tegelijk', tld: 'nl' }], value_pack: null };
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/order', { cart })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.every((code) => code === 201 || code === 409 || code === 422)).toBe(true);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toContain('tegelijk.nl is al besteld');
    }
    const stored = await t.db.select().from(domainOrders).where(eq(domainOrders.name, 'tegelijk.nl'));
    expect(stored).toHaveLength(1);
  });

  it('needs a login', async () => {
    for (const url of ['/domain-names/price', '/value-packs/apply', '/order']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('availability from the registry (RDAP)', () => {
  let t: TestApp;
  let rdap: RdapServer;
  let internal: RdapServer;
  let piet: LoggedInCustomer;
  beforeAll(async () => {
    // A service on the API's own machine that a registry's redirect must not reach.
    internal = await startRdapServer({ registered: ['binnen.nl'] });
    rdap = await startRdapServer({
      registered: ['elders.nl'],
      busy: ['druk.nl'],
      broken: ['elders.com'],
      redirect: { 'binnen.nl': `${internal.url}domain/binnen.nl` },
    });
    t = await buildTestApp({ DOMAIN_RDAP_URL: rdap.url });
    await upsertDomainProducts(t.db);
    piet = await loggedInCustomer(t.db);
    await createDomain(t.db, { customerId: piet.customer.id, name: 'eigen.nl' });
  });
  afterAll(async () => {
    await t.close();
    await rdap.close();
    await internal.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: piet.headers, payload: payload as object });

  const availabilityOf = async (sld: string, tld: string[]) => {
    const response = await post('/domain-names/price', { sld, tld });
    expect(response.statusCode, response.body).toBe(200);
    const prices = exactly(PriceCheckResponse, response.json());
    return Object.fromEntries(Object.entries(prices).map(([name, price]) => [name, price.availability]));
  };

  it('asks the registry once per name however often its price is checked', async () => {
    rdap.requests.length = 0;
    for (let i = 0; i < 10; i++) {
      expect(await availabilityOf('herhaald', ['nl', 'eu'])).toEqual({
        'herhaald.nl': 'beschikbaar',
        'herhaald.eu': 'beschikbaar',
      });
    }
    expect(rdap.requests.sort()).toEqual(['/rdap/domain/herhaald.eu', '/rdap/domain/herhaald.nl']);
  });

  it('follows no redirect of the registry to a loopback or private address: the name stays unknown', async () => {
    expect(await availabilityOf('binnen', ['nl'])).toEqual({ 'binnen.nl': 'onbekend' });
    expect(rdap.requests).toContain('/rdap/domain/binnen.nl');
    expect(internal.requests).toEqual([]);
  });

  it('says free, registered (with us or elsewhere) or unknown, as the registry answers', async () => {
    const answer = async (sld: string, tld: string[]) => {
      const prices = exactly(PriceCheckResponse, (await post('/domain-names/price', { sld, tld })).json());
      return Object.fromEntries(Object.entries(prices).map(([name, price]) => [name, price.availability]));
    };
    expect(await answer('elders', ['nl', 'eu', 'com'])).toEqual({
      'elders.nl': 'bezet',
      'elders.eu': 'beschikbaar',
      'elders.com': 'onbekend',
    });
    expect(await answer('druk', ['nl'])).toEqual({ 'druk.nl': 'onbekend' });
    rdap.requests.length = 0;
    expect(await answer('eigen', ['nl'])).toEqual({ 'eigen.nl': 'bezet' });
    // A name registered with us is not asked about.
    expect(rdap.requests).toEqual([]);
  });

  it('refuses to order a name registered elsewhere, and sends an unknown one to staff', async () => {
    const taken = await post('/order', { cart: { items: [{ sld: 'elders', tld: 'nl' }] } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields).toEqual({ 'cart.items.0': 'elders.nl is al geregistreerd.' });

    const response = await post('/order', {
      cart: {
        items: [
          { sld: 'vrij', tld: 'nl' },
          { sld: 'druk', tld: 'nl' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const placed = exactly(PlacedOrder, response.json());
    expect(placed.staff_check).toEqual(['druk.nl']);
    expect(placed.quote.items.map((item) => [item.name, item.availability])).toEqual([
      ['vrij.nl', 'beschikbaar'],
      ['druk.nl', 'onbekend'],
    ]);
    const [stored] = await t.db.select().from(cartOrders).where(eq(cartOrders.id, placed.order_id));
    expect(stored?.cart).toMatchObject({ staff_check: ['druk.nl'] });
  });
});
