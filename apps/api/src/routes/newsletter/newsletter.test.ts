import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { serverOptions } from '../../server-options.ts';
import { confirm, type NewsletterDeps, subscribe } from '../../services/newsletter/index.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** The mails to an address, oldest first, with quoted-printable soft breaks undone. */
const mailsTo = async (dataDir: string, address: string): Promise<string[]> => {
  const folder = path.join(dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [])).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((text) => text.includes(`To: ${address}`));
};

const tokenOf = (mail: string, page: 'bevestigen' | 'afmelden'): string => {
  const match = new RegExp(`/nieuwsbrief/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${page} link in mail`);
  return match[1];
};

const rowOf = async (t: TestApp, address: string) => {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${address})`);
  return row;
};

describe('newsletter', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });

  let deps: NewsletterDeps;
  beforeAll(() => {
    deps = { db: t.db, send: (message) => t.app.mailer.send(message), siteUrl: t.env.SITE_URL };
  });

  it('sign-up → pending with a confirmation mail → confirm link → confirmed', async () => {
    const response = await post('/newsletter/subscribe', { email: 'lisa@voorbeeld.nl' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await rowOf(t, 'lisa@voorbeeld.nl')).toMatchObject({ status: 'pending' });

    const [mail] = await mailsTo(t.env.dataDir, 'lisa@voorbeeld.nl');
    expect(mail).toContain('Subject: Bevestig je inschrijving voor de nieuwsbrief van Kodewerk');
    expect(mail).toContain('https://www.kodewerk.test/nieuwsbrief/bevestigen?token=');
    expect(mail).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/www\.kodewerk\.test\/nieuwsbrief\/afmelden\?token=/m,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const confirm = await post('/newsletter/confirm', { token: tokenOf(mail ?? '', 'bevestigen') });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ status: 'confirmed' });
    expect(await rowOf(t, 'lisa@voorbeeld.nl')).toMatchObject({ status: 'confirmed' });

    // The same link again is fine.
    const again = await post('/newsletter/confirm', { token: tokenOf(mail ?? '', 'bevestigen') });
    expect(again.json()).toEqual({ status: 'confirmed' });
  });

  it('stores only hashes of the tokens', async () => {
    await post('/newsletter/subscribe', { email: 'hash@voorbeeld.nl' });
    const [mail] = await mailsTo(t.env.dataDir, 'hash@voorbeeld.nl');
    const row = await rowOf(t, 'hash@voorbeeld.nl');
    const confirmToken = tokenOf(mail ?? '', 'bevestigen');
    const unsubscribeToken = tokenOf(mail ?? '', 'afmelden');
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmTokenHash).not.toContain(confirmToken);
    expect(row?.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.unsubscribeToken).not.toBe(unsubscribeToken);
  });

  it('answers the same whatever the address is, and signing up twice is harmless', async () => {
    const first = await post('/newsletter/subscribe', { email: 'twee@voorbeeld.nl' });
    const second = await post('/newsletter/subscribe', { email: 'Twee@Voorbeeld.nl' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'twee@voorbeeld.nl'`);
    expect(rows).toHaveLength(1);
    // Within the mail interval no second mail goes out.
    expect(await mailsTo(t.env.dataDir, 'twee@voorbeeld.nl')).toHaveLength(1);
  });

  it('a subscribed address that signs up again stays subscribed and hears so', async () => {
    await subscribe(deps, 'trouw@voorbeeld.nl', new Date('2026-01-05T10:00:00Z'));
    const [mail] = await mailsTo(t.env.dataDir, 'trouw@voorbeeld.nl');
    await confirm(t.db, tokenOf(mail ?? '', 'bevestigen'), new Date('2026-01-06T10:00:00Z'));
    await subscribe(deps, 'trouw@voorbeeld.nl', new Date('2026-01-07T10:00:00Z'));
    const all = await mailsTo(t.env.dataDir, 'trouw@voorbeeld.nl');
    expect(all.at(-1)).toContain('Subject: Je bent al ingeschreven voor de nieuwsbrief van Kodewerk');
    expect(await rowOf(t, 'trouw@voorbeeld.nl')).toMatchObject({ status: 'confirmed' });
    // Its fresh unsubscribe link works.
    const out = await post('/newsletter/unsubscribe', { token: tokenOf(all.at(-1) ?? '', 'afmelden') });
    expect(out.json()).toEqual({ status: 'unsubscribed' });
  });

  it('a confirmation link expires after 7 days', async () => {
    await subscribe(deps, 'laat@voorbeeld.nl', new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    const [mail] = await mailsTo(t.env.dataDir, 'laat@voorbeeld.nl');
    const response = await post('/newsletter/confirm', { token: tokenOf(mail ?? '', 'bevestigen') });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('Deze bevestigingslink is niet (meer) geldig.');
  });

  it('unsubscribe link → unsubscribed; the confirm link then no longer works; twice is fine', async () => {
    await post('/newsletter/subscribe', { email: 'weg@voorbeeld.nl' });
    const [mail] = await mailsTo(t.env.dataDir, 'weg@voorbeeld.nl');
    const token = tokenOf(mail ?? '', 'afmelden');
    expect((await post('/newsletter/unsubscribe', { token })).json()).toEqual({ status: 'unsubscribed' });
    expect((await post('/newsletter/unsubscribe', { token })).json()).toEqual({ status: 'unsubscribed' });
    expect(await rowOf(t, 'weg@voorbeeld.nl')).toMatchObject({ status: 'unsubscribed' });
    const confirm = await post('/newsletter/confirm', { token: tokenOf(mail ?? '', 'bevestigen') });
    expect(confirm.statusCode).toBe(404);
  });

  it('unknown tokens answer 404, bad input 422, in Dutch', async () => {
    const unknown = await post('/newsletter/unsubscribe', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('Deze afmeldlink is niet (meer) geldig.');
    const bad = await post('/newsletter/subscribe', { email: 'geen-adres' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ email: 'Vul een geldig e-mailadres in.' });
  });

  it('keeps nothing when the confirmation mail cannot be sent', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        payload: { email: 'stil@voorbeeld.nl' },
      });
      expect(response.statusCode).toBe(503);
      expect(await broken.db.select().from(newsletterSubscribers)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe('newsletter limits behind the site', () => {
  // The site's server calls on behalf of its visitors and passes each one's address on; the API
  // believes it from the site alone (TRUST_PROXY), so one visitor cannot use up everyone's budget.
  let database: Database;
  let server: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-newsletter-'));
    database = await openTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
    });
    server = Fastify(serverOptions(env));
    await server.register(app, { env, database });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signUp = (visitor: string, n: number) =>
    server.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': visitor },
      payload: { email: `bezoeker${n}-${visitor.replaceAll('.', '-')}@voorbeeld.nl` },
    });

  it("counts each visitor's sign-ups apart, and never believes an address from elsewhere", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 120; n++) statuses.push((await signUp('203.0.113.5', n)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect((await signUp('203.0.113.5', 120)).statusCode).toBe(429);
    // Another visitor of the same site signs up as before.
    expect((await signUp('203.0.113.6', 0)).statusCode).toBe(202);
    // A client that is not the site cannot pick an address to escape its own budget.
    const direct = await server.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: { email: 'direct@voorbeeld.nl' },
    });
    expect(direct.statusCode).toBe(429);
  });
});
