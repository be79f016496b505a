import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, createServer } from '../../db/factories/index.ts';
import { services, webhookEndpoints } from '../../db/schema.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

interface Received {
  path: string;
  body: { type: string; data: Record<string, unknown> };
}

/** The customers' own systems, served by the test: every delivery is taken (204) and kept. */
const startReceiver = async () => {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

describe('domain and incident webhook events, with two API instances', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let two: TwoInstances;
  let staff: LoggedInStaff;

  beforeAll(async () => {
    receiver = await startReceiver();
    two = await startTwoInstances({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` });
    staff = await loggedInStaff(two.db, 'beheerder');
  });
  afterAll(async () => {
    await two?.close();
    await receiver?.close();
  });

  const subscribe = async (customerId: number, path: string, events: string[]) => {
    await two.db.insert(webhookEndpoints).values({
      customerId,
      url: `http://127.0.0.1:${receiver.port}${path}`,
      events,
      secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    });
  };
  const at = (path: string) =>
    receiver.received.filter((entry) => entry.path === path).map((entry) => entry.body);

  it('tells of a domain name ending without renewal at 60, 30 and 7 days, once each, and of a renewal when it is invoiced', async () => {
    const customer = await createCustomer(two.db, { name: 'Domein B.V.' });
    await subscribe(customer.id, '/domains', ['domain.expiring', 'domain.renewed']);
    const domain = await createProduct(two.db, { name: '.nl-domeinnaam', group: 'domein', period: 'jaar' });
    const hosting = await createProduct(two.db, { name: 'Webhosting Basis', period: 'jaar' });
    const base = {
      customerId: customer.id,
      status: 'actief' as const,
      startedOn: '2026-06-01',
      paidUntil: '2027-06-01',
    };
    const [ending, renewing] = await two.db
      .insert(services)
      .values([
        { ...base, productId: domain.id, description: 'afloop.nl', autoRenew: false, nextBillOn: null },
        { ...base, productId: domain.id, description: 'blijft.nl', nextBillOn: '2027-05-02' },
        {
          ...base,
          productId: hosting.id,
          description: 'hosting van afloop.nl',
          autoRenew: false,
          nextBillOn: null,
        },
      ])
      .returning();

    for (const day of ['2027-03-31', '2027-04-01', '2027-04-01', '2027-05-01', '2027-05-24', '2027-05-25'])
      await two.runBoth('service-expiry-warnings', new Date(`${day}T10:00:00Z`));
    expect(at('/domains')).toEqual(
      [60, 30, 7].map((days_before) => ({
        type: 'domain.expiring',
        timestamp: expect.any(String),
        data: { service_id: ending!.id, domain: 'afloop.nl', ends_on: '2027-05-31', days_before },
      })),
    );

    // blijft.nl renews: its next year is invoiced 30 days before the end, on both instances once.
    await two.runBoth('service-billing', new Date('2027-05-02T10:00:00Z'));
    await two.runBoth('service-billing', new Date('2027-05-03T10:00:00Z'));
    const renewed = at('/domains').filter((body) => body.type === 'domain.renewed');
    expect(renewed).toEqual([
      {
        type: 'domain.renewed',
        timestamp: expect.any(String),
        data: { service_id: renewing!.id, domain: 'blijft.nl', renewed_until: '2028-05-31' },
      },
    ]);
  }, 60_000);

  it('tells a customer of an incident on their own server when it starts and when it is resolved, and no one else', async () => {
    const jan = await createCustomer(two.db, { name: 'Jansen Webdesign' });
    const piet = await createCustomer(two.db, { name: 'Pietersen Bouw' });
    await subscribe(jan.id, '/jan', ['incident.started', 'incident.resolved']);
    await subscribe(piet.id, '/piet', ['incident.started', 'incident.resolved']);
    const server = await createServer(two.db, { customerId: jan.id, hostname: 'web1.jansen.nl' });
    await createServer(two.db, { customerId: piet.id, hostname: 'web1.pietersen.nl' });

    const created = await two.a.inject({
      method: 'POST',
      url: '/staff/status-events',
      headers: staff.headers,
      payload: {
        kind: 'storing',
        title: 'Server onbereikbaar',
        services: ['websitehosting'],
        impact: 'volledig',
        state: 'onderzoek',
        starts_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        planned_end_at: null,
        message: 'We onderzoeken waarom de server niet reageert.',
        resources: [{ type: 'server', id: server.id }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as number;
    for (const [instance, state] of [
      [two.b, 'geidentificeerd'],
      [two.a, 'opgelost'],
    ] as const) {
      const update = await instance.inject({
        method: 'POST',
        url: `/staff/status-events/${eventId}/updates`,
        headers: staff.headers,
        payload: { state, message: `Nu: ${state}.` },
      });
      expect(update.statusCode, update.body).toBe(201);
    }
    await two.jobsEnded();

    const incident = {
      incident_id: eventId,
      title: 'Server onbereikbaar',
      impact: 'volledig',
      starts_at: expect.any(String),
      resources: [{ type: 'server', id: server.id }],
    };
    expect(at('/jan')).toEqual([
      { type: 'incident.started', timestamp: expect.any(String), data: { ...incident, state: 'onderzoek' } },
      { type: 'incident.resolved', timestamp: expect.any(String), data: { ...incident, state: 'opgelost' } },
    ]);
    expect(at('/piet')).toEqual([]);
  }, 60_000);
});
