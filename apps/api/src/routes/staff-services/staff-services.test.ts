import { CustomerServices, StaffDomain, StaffServer, StaffSubscription } from '@maatwerk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createCustomer, today } from '../../db/factories/index.ts';
import { domains, hostingPackages, servers, subscriptions } from '../../db/schema.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';

const domain = {
  name: 'BroodEnZo.nl',
  nameservers: ['ns1.kodewerk.nl', 'ns2.kodewerk.nl'],
  registered_on: '2024-03-01',
  expires_on: '2027-03-01',
};
const server = {
  hostname: 'web01.broodenzo.nl',
  ip_address: '192.0.2.10',
  operating_system: 'Debian 12',
  cpu_cores: '4',
  memory_gb: 8,
  disk_gb: 160,
  location: 'Amsterdam',
  monthly_cents: 4500,
};
const hostingPackage = {
  name: 'Webhosting broodenzo.nl',
  plan: 'Business',
  disk_gb: 50,
  mailboxes: 10,
  monthly_cents: 1295,
  renews_on: '2027-01-01',
};
const subscription = {
  description: 'Onderhoud webshop',
  interval: 'month',
  amount_cents: 9900,
  vat_rate: 21,
  started_on: '2026-01-01',
  next_invoice_on: '2026-12-01',
};

describe("a customer's services in the back office", () => {
  const t = testAppPerBlock();
  const developer = staffPerBlock(t, 'ontwikkelaar');
  const finance = staffPerBlock(t, 'financieel');
  let customer: Customer;
  beforeAll(async () => {
    customer = await createCustomer(t.db);
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: LoggedInStaff = developer) =>
    t.app.inject({ method, url, headers: who.headers, payload: payload as object });

  it('adds, changes and ends a domain, keeping it as history, with before and after audited', async () => {
    const created = await send('POST', `/staff/customers/${customer.id}/domains`, domain);
    expect(created.statusCode).toBe(201);
    const row = StaffDomain.parse(created.json());
    expect(row).toMatchObject({ name: 'broodenzo.nl', locked: true, auto_renew: true, ended_on: null });

    const changed = await send('PUT', `/staff/domains/${row.id}`, { ...domain, locked: false });
    expect(changed.json()).toMatchObject({ locked: false });
    const ended = await send('POST', `/staff/domains/${row.id}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ ended_on: today(), auto_renew: false });
    expect((await send('POST', `/staff/domains/${row.id}/end`, {})).statusCode).toBe(409);

    const list = CustomerServices.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/staff/customers/${customer.id}/services`,
          headers: finance.headers,
        })
      ).json(),
    );
    expect(list.domains.map((d) => [d.name, d.ended_on])).toEqual([['broodenzo.nl', today()]]);

    const entries = (await auditEntries(t.db)).filter((e) => e.entity === 'domain');
    expect(entries.map((e) => e.action)).toEqual(['domain.create', 'domain.update', 'domain.end']);
    expect(entries[1]!.before).toMatchObject({ locked: true });
    expect(entries[1]!.after).toMatchObject({ locked: false });

    const taken = await send('POST', `/staff/customers/${customer.id}/domains`, domain);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({
      name: 'Deze domeinnaam is al bekend (bij deze of een andere klant).',
    });
  });

  it('adds, changes and ends servers and hosting packages', async () => {
    const created = await send('POST', `/staff/customers/${customer.id}/servers`, server);
    expect(created.statusCode).toBe(201);
    const row = StaffServer.parse(created.json());
    expect(row).toMatchObject({ cpu_cores: 4, status: 'actief' });
    expect(
      (await send('PUT', `/staff/servers/${row.id}`, { ...server, status: 'onderhoud' })).json(),
    ).toMatchObject({ status: 'onderhoud' });
    expect(
      (await send('POST', `/staff/servers/${row.id}/end`, { ended_on: '2026-12-31' })).json(),
    ).toMatchObject({
      status: 'uit',
      ended_on: '2026-12-31',
    });

    const hosting = await send('POST', `/staff/customers/${customer.id}/hosting-packages`, hostingPackage);
    expect(hosting.statusCode).toBe(201);
    const ended = await send('POST', `/staff/hosting-packages/${hosting.json().id}/end`, {});
    expect(ended.json()).toMatchObject({ status: 'opgezegd', ended_on: today() });
  });

  it("puts a domain on a hosting package of its own customer only, never another customer's", async () => {
    const other = await createCustomer(t.db);
    const theirs = (
      await send('POST', `/staff/customers/${other.id}/hosting-packages`, hostingPackage)
    ).json();
    const ours = (
      await send('POST', `/staff/customers/${customer.id}/hosting-packages`, hostingPackage)
    ).json();
    const refused = await send('POST', `/staff/customers/${customer.id}/domains`, {
      ...domain,
      name: 'pakket-van-een-ander.nl',
      hosting_package_id: theirs.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ hosting_package_id: 'Kies een hostingpakket van deze klant.' });
    const created = await send('POST', `/staff/customers/${customer.id}/domains`, {
      ...domain,
      name: 'eigen-pakket.nl',
      hosting_package_id: ours.id,
    });
    expect(created.statusCode).toBe(201);
    const moved = await send('PUT', `/staff/domains/${created.json().id}`, {
      ...domain,
      name: 'eigen-pakket.nl',
      hosting_package_id: theirs.id,
    });
    expect(moved.statusCode).toBe(422);
    expect(
      (
        await send('POST', `/staff/customers/${customer.id}/domains`, {
          ...domain,
          name: 'pakket-weg.nl',
          hosting_package_id: 999999,
        })
      ).statusCode,
    ).toBe(422);
    // Past the database's integer: refused by the rules, never sent to the database.
    const tooLarge = await send('POST', `/staff/customers/${customer.id}/domains`, {
      ...domain,
      name: 'pakket-te-groot.nl',
      hosting_package_id: 2_147_483_648,
    });
    expect(tooLarge.statusCode, tooLarge.body).toBe(422);
    expect(Object.keys(tooLarge.json().fields)).toEqual(['hosting_package_id']);
  });

  it('leaves subscriptions to finance', async () => {
    expect(
      (await send('POST', `/staff/customers/${customer.id}/subscriptions`, subscription)).statusCode,
    ).toBe(403);
    const created = await send(
      'POST',
      `/staff/customers/${customer.id}/subscriptions`,
      subscription,
      finance,
    );
    expect(created.statusCode).toBe(201);
    const row = StaffSubscription.parse(created.json());
    const ended = await send(
      'POST',
      `/staff/subscriptions/${row.id}/end`,
      { ended_on: '2026-12-31' },
      finance,
    );
    expect(ended.json()).toMatchObject({ ended_on: '2026-12-31', next_invoice_on: null });
    expect((await auditEntries(t.db)).find((e) => e.action === 'subscription.end')).toMatchObject({
      staffId: finance.staffId,
      entityId: String(row.id),
    });
  });

  it('answers 404 for unknown ids and refuses bad input per field, writing nothing', async () => {
    const tables = [domains, servers, hostingPackages, subscriptions];
    const before = await Promise.all(tables.map((table) => t.db.select().from(table)));
    for (const [url, payload] of [
      ['/staff/customers/999999/domains', domain],
      ['/staff/customers/999999/servers', server],
      ['/staff/customers/999999/hosting-packages', hostingPackage],
    ] as const) {
      const response = await send('POST', url, payload);
      expect(response.statusCode, url).toBe(404);
    }
    for (const url of ['/staff/domains/999999', '/staff/servers/999999', '/staff/hosting-packages/999999']) {
      expect((await send('POST', `${url}/end`, {})).statusCode, url).toBe(404);
    }
    expect((await send('PUT', '/staff/subscriptions/999999', subscription, finance)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/staff/customers/999999/services',
          headers: finance.headers,
        })
      ).statusCode,
    ).toBe(404);

    const badDomain = await send('POST', `/staff/customers/${customer.id}/domains`, {
      ...domain,
      name: 'geen domein',
      nameservers: ['ns1.kodewerk.nl'],
      expires_on: '2020-01-01',
    });
    expect(badDomain.statusCode).toBe(422);
    expect(badDomain.json().fields).toMatchObject({
      name: 'Vul een geldige domeinnaam in, zoals voorbeeld.nl.',
      nameservers: 'Vul minimaal 2 nameservers in.',
    });
    const badServer = await send('POST', `/staff/customers/${customer.id}/servers`, {
      ...server,
      ip_address: '999.1.1.1',
      cpu_cores: 0,
      status: 'kapot',
    });
    expect(badServer.json().fields).toMatchObject({
      ip_address: 'Vul een geldig IPv4- of IPv6-adres in.',
      cpu_cores: 'Processorkernen moet minimaal 1 zijn.',
      status: 'Kies een status.',
    });
    const badSubscription = await send(
      'POST',
      `/staff/customers/${customer.id}/subscriptions`,
      { ...subscription, vat_rate: 19, interval: 'week' },
      finance,
    );
    expect(badSubscription.json().fields).toMatchObject({
      vat_rate: 'Kies een btw-tarief: 21, 9, 0%.',
      interval: 'Kies een termijn.',
    });
    const after = await Promise.all(tables.map((table) => t.db.select().from(table)));
    expect(after).toEqual(before);
  });
});
