import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_FORBIDDEN_MESSAGE,
  type CreatedApiKey,
  TEAM_ROLE_FORBIDDEN_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_REFUSED_ADDRESS_MESSAGE,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MESSAGE,
  type WebhookDelivery,
  type WebhookEndpointInfo,
  type WebhookEndpointWithSecret,
  webhookEventTypes,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { jobs, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { ABANDONED_MESSAGE, sweepAbandonedJobs } from '../../services/jobs.ts';
import { createSession } from '../../services/sessions.ts';
import { DISABLED_REASON } from '../../services/webhooks/deliver.ts';
import { emitWebhookEvent, queueDelivery } from '../../services/webhooks/emit.ts';
import { takenByADeadInstance } from '../../test/jobs-ended.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(50);
  }
};

/** What the test's receiver got: each request, and whether its signature held with the secret of its path. */
interface Received {
  path: string;
  id: string;
  verified: boolean;
  body: { type: string; data: Record<string, unknown> };
}

/**
 * The customer's own system, served by the test: it checks each signature with the official
 * `standardwebhooks` Webhook.verify against the secret of the endpoint whose path it came on.
 */
const startReceiver = async () => {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const flaky = new Set<string>();
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      if (path.startsWith('/slow')) {
        open.add(response);
        return;
      }
      if (path.startsWith('/huge')) {
        open.add(response);
        response.writeHead(200, { 'content-type': 'text/plain' });
        const block = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!response.destroyed && response.write(block));
          if (!response.destroyed) response.once('drain', pump);
        };
        pump();
        return;
      }
      if (path.startsWith('/redirect')) {
        response.writeHead(302, { location: '/ok' }).end();
        return;
      }
      let verified = false;
      try {
        new Webhook(secrets.get(path) ?? 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=').verify(
          body,
          request.headers as Record<string, string>,
        );
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ path, id: String(request.headers['webhook-id']), verified, body: JSON.parse(body) });
      if (path.startsWith('/fail') || flaky.has(path)) response.writeHead(500).end('nee');
      else response.writeHead(verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    secrets,
    flaky,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

describe('webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let two: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let owner: LoggedInCustomer;
  let other: LoggedInCustomer;
  let base: string;
  let paths = 0;

  beforeAll(async () => {
    receiver = await startReceiver();
    base = `http://127.0.0.1:${receiver.port}`;
    two = await startTwoInstances({
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}`,
      // Long enough for a receiver on a busy CI machine; the slow receiver below is cut off at it.
      WEBHOOK_TIMEOUT_MS: '3000',
    });
    ({ a, b } = two);
    owner = await loggedInCustomer(two.db, { name: 'Bakkerij de Vries' });
    other = await loggedInCustomer(two.db, { name: 'Bakkerij Jansen' });
  });

  afterAll(async () => {
    await two?.close();
    await receiver?.close();
  });

  const addEndpoint = async (
    kind: string,
    events: string[] = ['order.created'],
    who: LoggedInCustomer = owner,
  ): Promise<WebhookEndpointWithSecret & { path: string }> => {
    const path = `/${kind}-${++paths}`;
    const response = await a.inject({
      method: 'POST',
      url: '/webhooks',
      headers: who.headers,
      payload: { url: `${base}${path}`, description: kind, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json() as WebhookEndpointWithSecret;
    receiver.secrets.set(path, made.secret);
    return { ...made, path };
  };

  const placeOrder = (instance: FastifyInstance, title: string, who: LoggedInCustomer = owner) =>
    instance.inject({
      method: 'POST',
      url: '/user-stories',
      headers: who.headers,
      payload: { title, description_html: '<p>Geheime omschrijving van Jan</p>', priority: 2 },
    });

  const deliveries = async (endpointId: string, instance: FastifyInstance = a) => {
    const response = await instance.inject({
      method: 'GET',
      url: `/webhooks/${endpointId}/deliveries`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WebhookDelivery[];
  };

  const at = (path: string) => receiver.received.filter((entry) => entry.path === path);

  /** Lets a waiting retry go now instead of after its backoff. */
  const retryNow = async () => {
    await two.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.status, 'queued'));
  };

  it('documents every event in the OpenAPI webhooks section with its payload schema', async () => {
    const document = (await a.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(document.webhooks).sort()).toEqual([...webhookEventTypes, WEBHOOK_TEST_EVENT].sort());
    const created = document.webhooks['order.created'].post;
    expect(created.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const ref = created.requestBody.content['application/json'].schema.properties.data.$ref as string;
    const data = document.components.schemas[ref.split('/').at(-1)!];
    expect(Object.keys(data.properties).sort()).toEqual(['order_id', 'priority', 'status', 'title']);
  });

  it('makes an endpoint with a whsec_ secret shown once, and lists it without', async () => {
    const made = await addEndpoint('ok', ['order.created', 'order.replied']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made).toMatchObject({ enabled: true, events: ['order.created', 'order.replied'] });
    expect(made.secret.startsWith(made.secret_prefix)).toBe(true);
    const listed = await a.inject({ method: 'GET', url: '/webhooks', headers: owner.headers });
    expect((listed.json() as WebhookEndpointInfo[]).map((endpoint) => endpoint.id)).toContain(made.id);
    expect(listed.body).not.toContain(made.secret);
  });

  it('refuses an address on loopback, a private network, link-local or metadata, and http', async () => {
    const cases: [string, string][] = [
      ['https://127.0.0.1/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://localhost:8443/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://[::1]/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://10.1.2.3/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://192.168.1.20/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_REFUSED_ADDRESS_MESSAGE],
      ['http://93.184.215.14/hook', WEBHOOK_URL_MESSAGE],
      // The test's own receiver on another port than the allowlisted one.
      [`http://127.0.0.1:${receiver.port + 1}/hook`, WEBHOOK_URL_MESSAGE],
      ['ftp://voorbeeld.nl/hook', WEBHOOK_URL_MESSAGE],
    ];
    for (const [url, message] of cases) {
      const response = await a.inject({
        method: 'POST',
        url: '/webhooks',
        headers: owner.headers,
        payload: { url, events: ['order.created'] },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().fields, url).toEqual({ url: message });
    }
    const rows = await two.db.select().from(webhookEndpoints);
    expect(rows.some((row) => row.url.includes('10.1.2.3') || row.url.includes('127.0.0.1/'))).toBe(false);
  });

  it('delivers each order once, signed, from either instance, with nothing but the documented data', async () => {
    const endpoint = await addEndpoint('ok');
    const titles = Array.from({ length: 8 }, (_, n) => `Koppeling ${n + 1}`);
    await Promise.all(titles.map((title, n) => placeOrder(n % 2 ? b : a, title)));
    const got = await until(
      async () => at(endpoint.path),
      (list) => list.length >= titles.length,
    );
    await sleep(500);
    expect(at(endpoint.path)).toHaveLength(titles.length);
    expect(got.every((entry) => entry.verified)).toBe(true);
    expect(new Set(got.map((entry) => entry.id)).size).toBe(titles.length);
    expect(got.map((entry) => entry.body.data.title).sort()).toEqual([...titles].sort());
    for (const entry of got) {
      expect(entry.body.type).toBe('order.created');
      expect(Object.keys(entry.body.data).sort()).toEqual(['order_id', 'priority', 'status', 'title']);
      expect(JSON.stringify(entry.body)).not.toContain('Geheime omschrijving');
    }
    const log = await deliveries(endpoint.id, b);
    expect(log).toHaveLength(titles.length);
    for (const delivery of log) {
      expect(delivery).toMatchObject({ status: 'afgeleverd', attempt: 1, response_code: 204, error: null });
      expect(delivery.duration_ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('sends another customer nothing of this customer, and answers 404 for their endpoint', async () => {
    const theirs = await addEndpoint('ok', ['order.created'], other);
    const mine = await addEndpoint('ok');
    expect((await placeOrder(a, 'Alleen van mij')).statusCode).toBe(201);
    await until(
      async () => at(mine.path),
      (list) => list.length === 1,
    );
    await sleep(300);
    expect(at(theirs.path)).toEqual([]);
    for (const [method, url] of [
      ['GET', `/webhooks/${theirs.id}/deliveries`],
      ['PUT', `/webhooks/${theirs.id}`],
      ['POST', `/webhooks/${theirs.id}/rotate-secret`],
      ['POST', `/webhooks/${theirs.id}/test`],
      ['DELETE', `/webhooks/${theirs.id}`],
    ] as const) {
      const response = await a.inject({
        method,
        url,
        headers: owner.headers,
        ...(method === 'PUT' && { payload: { enabled: false } }),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(WEBHOOK_NOT_FOUND_MESSAGE);
    }
    const [row] = await two.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, theirs.id));
    expect(row?.enabled).toBe(true);
  });

  it('lets only the eigenaar manage webhooks; an API key never, whatever its role', async () => {
    const person = await createUser(two.db, { customerId: owner.customer.id, teamRole: 'technisch' });
    const { token } = await createSession(two.db, person.id, 'login');
    const technisch = await a.inject({
      method: 'GET',
      url: '/webhooks',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(technisch.statusCode).toBe(403);
    expect(technisch.json().message).toBe(TEAM_ROLE_FORBIDDEN_MESSAGE);
    const made = await a.inject({
      method: 'POST',
      url: '/api-keys',
      headers: owner.headers,
      payload: { name: 'Koppeling', team_role: 'eigenaar', expires_on: addDays(today(), 30) },
    });
    const { key } = made.json() as CreatedApiKey;
    const withKey = await a.inject({
      method: 'POST',
      url: '/webhooks',
      headers: { authorization: `Bearer ${key}` },
      payload: { url: `${base}/ok-key`, events: ['order.created'] },
    });
    expect(withKey.statusCode).toBe(403);
    expect(withKey.json().message).toBe(API_KEY_FORBIDDEN_MESSAGE);
  });

  it('tries a failed delivery again after 5 seconds with the same webhook-id, by the same job', async () => {
    const endpoint = await addEndpoint('flaky');
    receiver.flaky.add(endpoint.path);
    await placeOrder(b, 'Tweede poging');
    const [first] = await until(
      () => deliveries(endpoint.id),
      (log) => log[0]?.status === 'opnieuw',
    );
    expect(first).toMatchObject({ status: 'opnieuw', attempt: 1, response_code: 500 });
    expect(first?.error).toBe('Het adres antwoordde met 500.');
    const wait = Date.parse(first!.next_attempt_at!) - Date.parse(first!.last_attempt_at!);
    expect(wait).toBeGreaterThanOrEqual(4_900);
    expect(wait).toBeLessThan(6_000);
    receiver.flaky.delete(endpoint.path);
    await retryNow();
    const [second] = await until(
      () => deliveries(endpoint.id),
      (log) => log[0]?.status === 'afgeleverd',
    );
    expect(second).toMatchObject({
      status: 'afgeleverd',
      attempt: 2,
      response_code: 204,
      next_attempt_at: null,
    });
    const got = at(endpoint.path);
    expect(got).toHaveLength(2);
    expect(got[0]?.id).toBe(got[1]?.id);
    const [row] = await two.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.jobId, jobs.id))
      .where(eq(webhookDeliveries.id, second!.id));
    expect(row).toEqual({ status: 'finished', attempts: 2 });
  });

  it('switches the endpoint off after a day of failures and mails the eigenaar once', async () => {
    const endpoint = await addEndpoint('fail');
    await placeOrder(a, 'Valt in het water');
    await placeOrder(b, 'Ook in het water');
    await until(
      () => deliveries(endpoint.id),
      (log) => log.length === 2 && log.every((delivery) => delivery.status === 'opnieuw'),
    );
    // A day has passed since the events.
    await two.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await retryNow();
    const log = await until(
      () => deliveries(endpoint.id),
      (list) => list.every((delivery) => delivery.status === 'mislukt'),
    );
    expect(log.map((delivery) => delivery.status)).toEqual(['mislukt', 'mislukt']);
    const list = (await a.inject({ method: 'GET', url: '/webhooks', headers: owner.headers })).json();
    expect(list.find((row: WebhookEndpointInfo) => row.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabled_reason: DISABLED_REASON,
    });
    const mails = await until(
      () => mailsTo(two.dataDir, owner.user.email),
      (found) => found.some((mail) => mail.includes('Webhookadres uitgeschakeld')),
    );
    await sleep(300);
    const about = (await mailsTo(two.dataDir, owner.user.email)).filter((mail) =>
      mail.includes('Webhookadres uitgeschakeld'),
    );
    expect(about).toHaveLength(1);
    expect(mails.join()).toContain(`${base}${endpoint.path}`);
    expect(about[0]).toContain('<html lang="nl">');
    // Switched off, it gets nothing more; switched on again, it does.
    const before = at(endpoint.path).length;
    await placeOrder(a, 'Niet meer bezorgd');
    await sleep(500);
    expect(at(endpoint.path)).toHaveLength(before);
    const on = await a.inject({
      method: 'PUT',
      url: `/webhooks/${endpoint.id}`,
      headers: owner.headers,
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('checks the address again at delivery, follows no redirect and cuts off a slow or huge answer', async () => {
    const redirect = await addEndpoint('redirect');
    const slow = await addEndpoint('slow');
    const huge = await addEndpoint('huge');
    // A name that led to a public address when it was added and now leads to loopback (another port).
    const [moved] = await two.db
      .insert(webhookEndpoints)
      .values({
        customerId: owner.customer.id,
        url: `https://127.0.0.1:${receiver.port + 1}/ok-moved`,
        events: ['order.created'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const started = Date.now();
    await placeOrder(a, 'Lastige adressen');
    const settled = (log: WebhookDelivery[]) =>
      log[0]?.status === 'opnieuw' || log[0]?.status === 'afgeleverd';
    const [redirected] = await until(() => deliveries(redirect.id), settled);
    expect(redirected).toMatchObject({ status: 'opnieuw', response_code: 302 });
    expect(redirected?.error).toBe('Doorverwijzing (302) wordt niet gevolgd.');
    const [refused] = await until(() => deliveries(moved!.id), settled);
    expect(refused).toMatchObject({ status: 'opnieuw', response_code: null });
    expect(refused?.error).toContain('afgeschermd netwerkadres');
    const [big] = await until(() => deliveries(huge.id), settled);
    expect(big).toMatchObject({ status: 'afgeleverd', response_code: 200 });
    // Cut off by its size, before the time limit.
    expect(big!.duration_ms).toBeLessThan(3_000);
    const [late] = await until(() => deliveries(slow.id), settled);
    expect(late).toMatchObject({
      status: 'opnieuw',
      response_code: null,
      error: 'Geen antwoord binnen 3 seconden.',
    });
    expect(late!.duration_ms).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(at('/ok')).toEqual([]);
    expect(at('/ok-moved')).toEqual([]);
    for (const id of [redirect.id, slow.id, huge.id, moved!.id]) {
      await a.inject({ method: 'DELETE', url: `/webhooks/${id}`, headers: owner.headers });
    }
  });

  it('sends a test event, redelivers with the same webhook-id, and signs with a rotated secret', async () => {
    const endpoint = await addEndpoint('ok', ['order.replied']);
    const test = await b.inject({
      method: 'POST',
      url: `/webhooks/${endpoint.id}/test`,
      headers: owner.headers,
    });
    expect(test.statusCode, test.body).toBe(202);
    const [sent] = await until(
      async () => at(endpoint.path),
      (list) => list.length === 1,
    );
    expect(sent).toMatchObject({ verified: true, body: { type: 'webhook.test' } });
    const redeliver = await a.inject({
      method: 'POST',
      url: `/webhooks/${endpoint.id}/deliveries/${test.json().id}/redeliver`,
      headers: owner.headers,
    });
    expect(redeliver.statusCode, redeliver.body).toBe(202);
    expect(redeliver.json().message_id).toBe(test.json().message_id);
    await until(
      async () => at(endpoint.path),
      (list) => list.length === 2,
    );
    expect(at(endpoint.path)[1]?.id).toBe(sent!.id);

    const rotated = await a.inject({
      method: 'POST',
      url: `/webhooks/${endpoint.id}/rotate-secret`,
      headers: owner.headers,
    });
    const { secret } = rotated.json() as WebhookEndpointWithSecret;
    expect(secret).not.toBe(endpoint.secret);
    await b.inject({ method: 'POST', url: `/webhooks/${endpoint.id}/test`, headers: owner.headers });
    const third = await until(
      async () => at(endpoint.path),
      (list) => list.length === 3,
    );
    // Signed with the new secret: the old one no longer verifies it.
    expect(third[2]?.verified).toBe(false);
    receiver.secrets.set(endpoint.path, secret);
    await b.inject({ method: 'POST', url: `/webhooks/${endpoint.id}/test`, headers: owner.headers });
    const fourth = await until(
      async () => at(endpoint.path),
      (list) => list.length === 4,
    );
    expect(fourth[3]?.verified).toBe(true);
  });

  it('does not send again a delivery whose instance stopped mid-attempt; it shows as failed and can be redelivered', async () => {
    const endpoint = await addEndpoint('ok');
    // The event's transaction commits with the delivery's job already claimed by an instance that then died.
    const deliveryId = await two.db.transaction(async (tx) => {
      await emitWebhookEvent(tx, owner.customer.id, 'order.created', {
        order_id: 999,
        title: 'Halverwege gestopt',
        status: 'nieuw',
        priority: 3,
      });
      const [row] = await tx
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      await takenByADeadInstance(tx, row!.jobId!);
      return row!.id;
    });
    expect(await sweepAbandonedJobs(two.db, new Date(Date.now() - 10 * 60 * 1000))).toBe(1);
    await sleep(400);
    expect(at(endpoint.path)).toEqual([]);
    const [failed] = await deliveries(endpoint.id);
    expect(failed).toMatchObject({ id: deliveryId, status: 'mislukt', error: ABANDONED_MESSAGE });
    await a.inject({
      method: 'POST',
      url: `/webhooks/${endpoint.id}/deliveries/${deliveryId}/redeliver`,
      headers: owner.headers,
    });
    const got = await until(
      async () => at(endpoint.path),
      (list) => list.length === 1,
    );
    expect(got[0]).toMatchObject({ verified: true, body: { data: { title: 'Halverwege gestopt' } } });
  });

  it('sends nothing for an event whose change did not stand, nor to a removed endpoint', async () => {
    const endpoint = await addEndpoint('ok');
    await expect(
      two.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, owner.customer.id, 'order.created', {
          order_id: 1000,
          title: 'Teruggedraaid',
          status: 'nieuw',
          priority: 3,
        });
        throw new Error('de wijziging mislukte');
      }),
    ).rejects.toThrow('de wijziging mislukte');
    const removed = await addEndpoint('ok');
    await two.db.transaction(async (tx) => {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, removed.id));
      await queueDelivery(tx, {
        endpointId: row!.id,
        messageId: 'msg_weg',
        eventType: 'order.created',
        body: '{}',
      });
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, removed.id));
    });
    await sleep(500);
    expect(at(endpoint.path)).toEqual([]);
    expect(at(removed.path)).toEqual([]);
    const deleted = await a.inject({
      method: 'DELETE',
      url: `/webhooks/${endpoint.id}`,
      headers: owner.headers,
    });
    expect(deleted.json()).toEqual({ ok: true });
    const again = await a.inject({
      method: 'DELETE',
      url: `/webhooks/${endpoint.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
