import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Domain, DomainScreenshot, JobReference, JobStatus } from '@maatwerk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomain, DEFAULT_NAMESERVERS } from '../../db/factories/index.ts';
import { loadEnv } from '../../env.ts';
import { NO_PANEL_MESSAGE } from '../../services/hosting-panel.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const pollJob = async (t: TestApp, who: LoggedInCustomer, reference: string) => {
  for (let i = 0; i < 100; i++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/job-status/${encodeURIComponent(reference)}`,
      headers: who.headers,
    });
    const status = exactly(JobStatus, response.json());
    if (status.status === 'finished' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not end');
};

describe('domain names without a hosting control panel', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);
  const other = customerPerBlock(t);

  it("lists the customer's own domains, soonest to expire first", async () => {
    const later = await createDomain(t.db, { customerId: jan.customer.id, expiresOn: '2031-01-01' });
    const sooner = await createDomain(t.db, { customerId: jan.customer.id, expiresOn: '2030-01-01' });
    await createDomain(t.db, { customerId: other.customer.id });
    const response = await t.app.inject({ method: 'GET', url: '/domain-names', headers: jan.headers });
    expect(
      Domain.array()
        .parse(response.json())
        .map((domain) => domain.id),
    ).toEqual([sooner.id, later.id]);
  });

  it('changes nameservers, lock and automatic renewal, also as POST ?_method=PUT', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, locked: true, autoRenew: true });
    const response = await t.app.inject({
      method: 'POST',
      url: `/domain-names/${domain.id}?_method=PUT`,
      headers: jan.headers,
      payload: { nameservers: [' NS1.Example.NL ', 'ns2.example.nl.'], locked: false, auto_renew: false },
    });
    expect(response.statusCode).toBe(200);
    expect(exactly(Domain, response.json())).toMatchObject({
      nameservers: ['ns1.example.nl', 'ns2.example.nl'],
      locked: false,
      auto_renew: false,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}`,
      headers: jan.headers,
    });
    expect(again.json()).toMatchObject({
      locked: false,
      auto_renew: false,
      nameservers: ['ns1.example.nl', 'ns2.example.nl'],
    });

    const onlyLock = await t.app.inject({
      method: 'PUT',
      url: `/domain-names/${domain.id}`,
      headers: jan.headers,
      payload: { locked: true },
    });
    expect(onlyLock.json()).toMatchObject({ locked: true, auto_renew: false });
  });

  it('refuses a wrong host name, too few or too many nameservers, with a Dutch message per field', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id });
    const send = (nameservers: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/domain-names/${domain.id}?_method=PUT`,
        headers: jan.headers,
        payload: { nameservers },
      });
    const wrong = await send(['ns1.kodewerk.nl', 'ns_2 kodewerk']);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({
      'nameservers.1': 'Vul een geldige hostnaam in, zoals ns1.voorbeeld.nl.',
    });
    for (const bad of ['localhost', '-ns.kodewerk.nl', 'ns1.kodewerk.123', `${'a'.repeat(64)}.nl`]) {
      expect((await send(['ns1.kodewerk.nl', bad])).statusCode).toBe(422);
    }
    expect((await send(['ns1.kodewerk.nl'])).json().fields).toEqual({
      nameservers: 'Vul minimaal 2 nameservers in.',
    });
    const fourteen = Array.from({ length: 14 }, (_, n) => `ns${n}.kodewerk.nl`);
    expect((await send(fourteen)).json().fields).toEqual({ nameservers: 'Vul maximaal 13 nameservers in.' });
    expect((await send(['ns1.kodewerk.nl', 'NS1.kodewerk.nl'])).statusCode).toBe(422);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}`,
      headers: jan.headers,
    });
    expect(kept.json().nameservers).toEqual(DEFAULT_NAMESERVERS);
  });

  it("answers 404 for another customer's domain on every route, and changes nothing", async () => {
    const theirs = await createDomain(t.db, { customerId: other.customer.id, locked: true });
    const requests = [
      { method: 'GET', url: `/domain-names/${theirs.id}` },
      { method: 'PUT', url: `/domain-names/${theirs.id}`, payload: { locked: false } },
      { method: 'POST', url: `/domain-names/${theirs.id}?_method=PUT`, payload: { locked: false } },
      { method: 'GET', url: `/domain-names/${theirs.id}/screenshot` },
      { method: 'GET', url: `/domain-names/${theirs.id}/screenshot?create=0` },
      { method: 'POST', url: `/domain-names/${theirs.id}/login-url`, payload: { redirectUrl: '/' } },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: jan.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${theirs.id}`,
      headers: other.headers,
    });
    expect(still.json()).toMatchObject({ locked: true });
    const missing = await t.app.inject({ method: 'GET', url: '/domain-names/999999', headers: jan.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('fails a login-link job with the reason when no control panel is configured', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id });
    const started = await t.app.inject({
      method: 'POST',
      url: `/domain-names/${domain.id}/login-url`,
      headers: jan.headers,
      payload: { redirectUrl: '/mail' },
    });
    expect(started.statusCode).toBe(202);
    const { reference } = exactly(JobReference, started.json());
    const ended = await pollJob(t, jan, reference);
    expect(ended).toMatchObject({ status: 'failed', error: NO_PANEL_MESSAGE, output: null });
  });

  it("keeps a job's status from other customers", async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id });
    const started = await t.app.inject({
      method: 'POST',
      url: `/domain-names/${domain.id}/login-url`,
      headers: jan.headers,
      payload: {},
    });
    const { reference } = exactly(JobReference, started.json());
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/job-status/${encodeURIComponent(reference)}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    for (const nonsense of ['x', 'hosting-login:1', 'hosting-login:not-a-uuid']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/job-status/${nonsense}`,
        headers: jan.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a redirect to another site', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id });
    for (const redirectUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/domain-names/${domain.id}/login-url`,
        headers: jan.headers,
        payload: { redirectUrl },
      });
      expect(response.statusCode, redirectUrl).toBe(422);
    }
  });
});

describe('domain names with a hosting control panel and websites to photograph', () => {
  let t: TestApp;
  let jan: LoggedInCustomer;
  let panel: Server;
  let sites: Server;
  const panelCalls: { authorization?: string; body: unknown }[] = [];
  let internal: Server;
  let internalUrl: string;
  const internalRequests: string[] = [];

  beforeAll(async () => {
    panel = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const parsed = JSON.parse(body) as { domain: string; redirect_url: string };
        panelCalls.push({ authorization: request.headers.authorization, body: parsed });
        if (request.url !== '/api/login-links' || parsed.domain === 'onbekend.nl') {
          response.writeHead(404).end();
          return;
        }
        response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ url: `https://panel.example/sso/abc?next=${parsed.redirect_url}` }));
      });
    });
    internal = createServer((request, response) => {
      internalRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>GEHEIM-METADATA</h1>');
    });
    internalUrl = await listen(internal);
    sites = createServer((request, response) => {
      // A customer's site that sends the browser on to an address on our own network.
      if (request.url?.startsWith('/doorsturen.nl/')) {
        response.writeHead(302, { location: `${internalUrl}/latest/meta-data/` }).end();
        return;
      }
      const image = request.url?.startsWith('/plaatje.nl/') ? `<img src="${internalUrl}/pixel.png">` : '';
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<html><body style="background:#0a7"><h1>Site ${request.url}</h1>${image}</body></html>`);
    });
    const panelUrl = await listen(panel);
    const sitesUrl = await listen(sites);
    t = await buildTestApp({
      HOSTING_PANEL_URL: `${panelUrl}/api`,
      HOSTING_PANEL_TOKEN: 'paneel-sleutel',
      SCREENSHOT_URL_TEMPLATE: `${sitesUrl}/{domain}/`,
      SCREENSHOT_TIMEOUT_MS: '5000',
      // The test's site is on loopback; the "internal" server, on another port, stays refused.
      SCREENSHOT_ALLOWED_PRIVATE_HOSTS: new URL(sitesUrl).host,
      CHROME_PATH: loadEnv().CHROME_PATH ?? '/usr/bin/chromium',
    });
    jan = await loggedInCustomer(t.db);
  });
  afterAll(async () => {
    await t.close();
    panel.close();
    sites.close();
    internal.close();
  });

  it('asks the panel for a login link and answers it as the output of the job', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, name: 'janssite.nl' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/domain-names/${domain.id}/login-url`,
      headers: jan.headers,
      payload: { redirectUrl: '/mail' },
    });
    const ended = await pollJob(t, jan, exactly(JobReference, started.json()).reference);
    expect(ended).toMatchObject({
      status: 'finished',
      output: { url: 'https://panel.example/sso/abc?next=/mail' },
      error: null,
    });
    expect(panelCalls.at(-1)).toEqual({
      authorization: 'Bearer paneel-sleutel',
      body: { domain: 'janssite.nl', redirect_url: '/mail' },
    });
  });

  it("passes on the panel's refusal as the job's reason", async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, name: 'onbekend.nl' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/domain-names/${domain.id}/login-url`,
      headers: jan.headers,
      payload: {},
    });
    const ended = await pollJob(t, jan, exactly(JobReference, started.json()).reference);
    expect(ended).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('kent onbekend.nl niet'),
    });
  });

  it('photographs the website, stores the picture and answers it again without rendering', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, name: 'fotogeniek.nl' });
    const none = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}/screenshot?create=0`,
      headers: jan.headers,
    });
    expect(exactly(DomainScreenshot, none.json())).toMatchObject({ state: 'none', image: null });

    const response = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}/screenshot`,
      headers: jan.headers,
    });
    const shot = exactly(DomainScreenshot, response.json());
    expect(shot).toMatchObject({ state: 'ok', url: expect.stringMatching(/\/fotogeniek\.nl\/$/) });
    const png = Buffer.from(shot.image!.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1280);

    const stored = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}/screenshot?create=0`,
      headers: jan.headers,
    });
    expect(exactly(DomainScreenshot, stored.json())).toMatchObject({ state: 'ok', taken_at: shot.taken_at });
  });

  it('never visits a private address a website redirects to, and says so on the placeholder', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, name: 'doorsturen.nl' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}/screenshot`,
      headers: jan.headers,
    });
    expect(response.statusCode).toBe(200);
    const shot = DomainScreenshot.parse(response.json());
    expect(shot.state).toBe('unreachable');
    const svg = Buffer.from(shot.image!.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toContain('doorsturen.nl verwijst naar een afgeschermd netwerkadres');
    expect(internalRequests).toEqual([]);
  });

  it('photographs a website without loading what it asks from a private address', async () => {
    const domain = await createDomain(t.db, { customerId: jan.customer.id, name: 'plaatje.nl' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/domain-names/${domain.id}/screenshot`,
      headers: jan.headers,
    });
    expect(DomainScreenshot.parse(response.json()).state).toBe('ok');
    expect(internalRequests).toEqual([]);
  });

  it('refuses a website on a loopback address it was not told to allow', async () => {
    const t2 = await buildTestApp({
      SCREENSHOT_URL_TEMPLATE: `${internalUrl}/{domain}/`,
      SCREENSHOT_TIMEOUT_MS: '3000',
    });
    try {
      const piet = await loggedInCustomer(t2.db);
      const domain = await createDomain(t2.db, { customerId: piet.customer.id, name: 'intern.nl' });
      const response = await t2.app.inject({
        method: 'GET',
        url: `/domain-names/${domain.id}/screenshot`,
        headers: piet.headers,
      });
      const shot = DomainScreenshot.parse(response.json());
      expect(shot.state).toBe('unreachable');
      const svg = Buffer.from(shot.image!.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
      expect(svg).toContain('intern.nl verwijst naar een afgeschermd netwerkadres');
      expect(internalRequests).toEqual([]);
    } finally {
      await t2.close();
    }
  });

  it('shows a placeholder, not an error, for a website that does not answer', async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const t2 = await buildTestApp({
      SCREENSHOT_URL_TEMPLATE: `${closedUrl}/{domain}`,
      SCREENSHOT_TIMEOUT_MS: '3000',
      SCREENSHOT_ALLOWED_PRIVATE_HOSTS: new URL(closedUrl).host,
    });
    try {
      const piet = await loggedInCustomer(t2.db);
      const domain = await createDomain(t2.db, { customerId: piet.customer.id, name: 'stil.nl' });
      const response = await t2.app.inject({
        method: 'GET',
        url: `/domain-names/${domain.id}/screenshot`,
        headers: piet.headers,
      });
      expect(response.statusCode).toBe(200);
      const shot = exactly(DomainScreenshot, response.json());
      expect(shot.state).toBe('unreachable');
      const svg = Buffer.from(shot.image!.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
      expect(svg).toContain('Website niet bereikbaar');
      expect(svg).toContain('stil.nl gaf geen antwoord');
    } finally {
      await t2.close();
    }
  });
});
