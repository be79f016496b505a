import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as apiApp } from '../../app.ts';
import { createServer, createStaffMember } from '../../db/factories/index.ts';
import { jobs, statusSubscribers } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { frameworkErrors } from '../../plugins/errors.ts';
import { ABANDONED_MESSAGE } from '../../services/jobs.ts';
import { addStatusUpdate, createStatusEvent } from '../../services/status/index.ts';
import { STATUS_SUBSCRIPTION_MAIL_QUEUE } from '../../services/status-subscriptions/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { jobsEnded, takenByADeadInstance } from '../../test/jobs-ended.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo as mailsToAddress } from '../../test/mailbox.ts';
import { anHourAgo, serverOutage } from '../../test/server-outage.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const SITE = 'https://www.kodewerk.test';

const tokenOf = (mail: string, page: 'bevestigen' | 'afmelden'): string => {
  const match = new RegExp(`/status/${page}\\?token=([A-Za-z0-9_.-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${page} link in mail`);
  return match[1];
};

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

describe('status subscriptions by e-mail', () => {
  let t: TestApp;
  /** A second API instance on the same database: its worker claims the subscribers' mails too. */
  let second: FastifyInstance;
  let staff: LoggedInStaff;
  let jan: LoggedInCustomer;
  let piet: LoggedInCustomer;
  let janServer: number;

  const mailsTo = (address: string) => mailsToAddress(t.env.dataDir, address);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const mailQueueDone = async () => {
    await jobsEnded(t.db);
    return t.db.select().from(jobs).where(eq(jobs.queue, STATUS_SUBSCRIPTION_MAIL_QUEUE));
  };

  /** Signs an address up (as a visitor, or as the customer with `headers`) and confirms it. */
  const subscribed = async (address: string, headers: Record<string, string> = {}) => {
    const url = headers.authorization ? '/status/my-subscription' : '/status/subscriptions';
    expect((await post(url, { email: address }, headers)).statusCode).toBe(202);
    const mails = await mailsTo(address);
    const confirmed = await post('/status/subscriptions/confirm', {
      token: tokenOf(mails.at(-1)!, 'bevestigen'),
    });
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
  };

  beforeAll(async () => {
    t = await buildTestApp({ SITE_URL: SITE });
    second = Fastify({ logger: false, frameworkErrors });
    await second.register(apiApp, {
      env: t.env,
      database: { db: t.db, kind: 'pglite', ping: async () => true, close: async () => {} } as never,
    });
    await second.ready();
    staff = await loggedInStaff(t.db, 'ontwikkelaar');
    jan = await loggedInCustomer(t.db, { name: 'Jansen Webdesign' });
    piet = await loggedInCustomer(t.db, { name: 'Pietersen Bouw' });
    janServer = (await createServer(t.db, { customerId: jan.customer.id, hostname: 'web1.jansen.nl' })).id;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('signs up with double opt-in: a confirmation mail with a one-use link and one-click unsubscribe', async () => {
    const response = await post('/status/subscriptions', { email: 'Lisa@Voorbeeld.nl' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await mailsTo('Lisa@Voorbeeld.nl');
    expect(mail).toContain('Subject: Bevestig je aanmelding voor statusmeldingen van Kodewerk');
    expect(mail).toContain('<html lang="nl">');
    expect(mail).toContain('alle storingen en al het onderhoud van Kodewerk');
    expect(mail).toMatch(/^List-Unsubscribe:\s+<https:\/\/www\.kodewerk\.test\/status\/afmelden\?token=/m);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Signing up again within five minutes sends nothing more, and answers the same.
    expect((await post('/status/subscriptions', { email: 'lisa@voorbeeld.nl' })).json()).toEqual({
      ok: true,
    });
    expect(await mailsTo('Lisa@Voorbeeld.nl')).toHaveLength(1);

    const token = tokenOf(mail!, 'bevestigen');
    const confirmed = await post('/status/subscriptions/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    // The link works once.
    const again = await post('/status/subscriptions/confirm', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('Deze bevestigingslink is niet (meer) geldig');
    expect((await post('/status/subscriptions/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(404);

    // Only the hash of the confirm link was kept, and it is gone once used.
    const [row] = await t.db
      .select()
      .from(statusSubscribers)
      .where(sql`lower(${statusSubscribers.email}) = 'lisa@voorbeeld.nl'`);
    expect(row).toMatchObject({ status: 'confirmed', customerId: null, confirmTokenHash: null });

    // The unsubscribe link: twice is fine; a forged one is 404.
    const unsubscribeToken = tokenOf(mail!, 'afmelden');
    for (let i = 0; i < 2; i++) {
      const left = await post('/status/subscriptions/unsubscribe', { token: unsubscribeToken });
      expect(left.json()).toEqual({ status: 'unsubscribed' });
    }
    const forged = `${row!.id + 1}.${unsubscribeToken.split('.')[1]}`;
    expect((await post('/status/subscriptions/unsubscribe', { token: forged })).statusCode).toBe(404);
  });

  it('refuses a bad address and a customer sign-up without a login', async () => {
    const bad = await post('/status/subscriptions', { email: 'geen-adres' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.email).toBeTruthy();
    expect((await post('/status/my-subscription', { email: 'a@voorbeeld.nl' })).statusCode).toBe(401);
  });

  it('mails every new incident, maintenance and update once to each confirmed subscriber it concerns, from either instance', async () => {
    await subscribed('iedereen@voorbeeld.nl');
    await subscribed('ops@jansen.nl', jan.headers);
    await subscribed('ops@pietersen.nl', piet.headers);
    await post('/status/subscriptions', { email: 'nooit-bevestigd@voorbeeld.nl' });
    await subscribed('weg@voorbeeld.nl');
    const [leaving] = await mailsTo('weg@voorbeeld.nl');
    await post('/status/subscriptions/unsubscribe', { token: tokenOf(leaving!, 'afmelden') });
    const before = {
      all: (await mailsTo('iedereen@voorbeeld.nl')).length,
      jan: (await mailsTo('ops@jansen.nl')).length,
      piet: (await mailsTo('ops@pietersen.nl')).length,
      pending: (await mailsTo('nooit-bevestigd@voorbeeld.nl')).length,
      gone: (await mailsTo('weg@voorbeeld.nl')).length,
    };
    const counts = async () => ({
      all: (await mailsTo('iedereen@voorbeeld.nl')).length - before.all,
      jan: (await mailsTo('ops@jansen.nl')).length - before.jan,
      piet: (await mailsTo('ops@pietersen.nl')).length - before.piet,
      pending: (await mailsTo('nooit-bevestigd@voorbeeld.nl')).length - before.pending,
      gone: (await mailsTo('weg@voorbeeld.nl')).length - before.gone,
    });

    // An incident on Jan's server, posted on one instance: the jobs run on both.
    const created = await t.app.inject({
      method: 'POST',
      url: '/staff/status-events',
      headers: staff.headers,
      payload: serverOutage(janServer, { title: 'Server <web1> onbereikbaar' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as number;
    await mailQueueDone();
    expect(await counts()).toEqual({ all: 1, jan: 1, piet: 0, pending: 0, gone: 0 });
    const [mail] = (await mailsTo('iedereen@voorbeeld.nl')).slice(-1);
    expect(mail).toContain('Subject: Storing: Server <web1> onbereikbaar');
    expect(mail).toContain('<html lang="nl">');
    expect(mail).toContain(
      '<h1 style="font-size:22px;margin:0 0 16px">Storing: Server &#60;web1&#62; onbereikbaar</h1>',
    );
    expect(mail).toContain('We onderzoeken waarom de server niet reageert.');
    expect(mail).toMatch(/^List-Unsubscribe:\s+<https:\/\/www\.kodewerk\.test\/status\/afmelden\?token=/m);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // An update, through the other instance.
    const update = await second.inject({
      method: 'POST',
      url: `/staff/status-events/${eventId}/updates`,
      headers: staff.headers,
      payload: { state: 'geidentificeerd', message: 'Een defecte netwerkkaart; we vervangen hem.' },
    });
    expect(update.statusCode, update.body).toBe(201);
    await mailQueueDone();
    expect(await counts()).toEqual({ all: 2, jan: 2, piet: 0, pending: 0, gone: 0 });
    expect((await mailsTo('ops@jansen.nl')).at(-1)).toContain(
      'Subject: Storing (oorzaak gevonden): Server <web1> onbereikbaar',
    );

    // Maintenance concerns everyone who subscribed to everything, no customer's own subscription.
    const maintenance = await t.app.inject({
      method: 'POST',
      url: '/staff/status-events',
      headers: staff.headers,
      payload: {
        kind: 'onderhoud',
        title: 'Onderhoud mailservers',
        services: ['email'],
        impact: 'verminderd',
        state: 'gepland',
        starts_at: inAnHour(),
        planned_end_at: null,
        message: 'We vernieuwen de mailservers.',
        resources: [],
      },
    });
    expect(maintenance.statusCode, maintenance.body).toBe(201);
    const finished = await mailQueueDone();
    expect(await counts()).toEqual({ all: 3, jan: 2, piet: 0, pending: 0, gone: 0 });
    expect(finished.every((job) => job.status === 'finished')).toBe(true);
    expect((await mailsTo('iedereen@voorbeeld.nl')).at(-1)).toContain(
      'Subject: Onderhoud: Onderhoud mailservers',
    );

    // After one click on the link in the mail, the next update goes to the others only.
    await post('/status/subscriptions/unsubscribe', {
      token: tokenOf((await mailsTo('ops@jansen.nl')).at(-1)!, 'afmelden'),
    });
    await second.inject({
      method: 'POST',
      url: `/staff/status-events/${eventId}/updates`,
      headers: staff.headers,
      payload: { state: 'opgelost', message: 'De netwerkkaart is vervangen.' },
    });
    await mailQueueDone();
    expect(await counts()).toEqual({ all: 4, jan: 2, piet: 0, pending: 0, gone: 0 });
  }, 60_000);
});

describe('status subscription mails after an instance crashed mid-way', () => {
  it('sends every other mail once from the instances left, and not again the one in flight', async () => {
    const database = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-status-crash-'));
    const instances: FastifyInstance[] = [];
    try {
      const addresses = ['een@voorbeeld.nl', 'twee@voorbeeld.nl', 'drie@voorbeeld.nl', 'vier@voorbeeld.nl'];
      await database.db
        .insert(statusSubscribers)
        .values(addresses.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })));
      const member = await createStaffMember(database.db, { role: 'ontwikkelaar' });
      const writer = { staffId: member.id, role: 'ontwikkelaar' as const, address: '127.0.0.1' };
      // Posted while no worker runs: four mails wait on the queue.
      const event = await createStatusEvent(database.db, writer, {
        kind: 'storing',
        title: 'DNS traag',
        services: ['dns'],
        impact: 'verminderd',
        state: 'onderzoek',
        starts_at: anHourAgo(),
        planned_end_at: null,
        message: 'Sommige namen lossen traag op.',
        resources: [],
      });
      const queued = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.queue, STATUS_SUBSCRIPTION_MAIL_QUEUE))
        .orderBy(asc(jobs.createdAt));
      expect(queued).toHaveLength(4);
      // An instance took the first job an hour ago and died while sending it.
      await takenByADeadInstance(database.db, queued[0]!.id);
      const inFlight = (queued[0]!.payload as { subscriberId: number }).subscriberId;

      for (let i = 0; i < 2; i++) {
        const instance = Fastify({ logger: false });
        await instance.register(apiApp, {
          env: loadEnv({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DEMO_DATA: 'false',
            DATA_DIR: dataDir,
            SITE_URL: SITE,
          }),
          database: i === 0 ? database : ({ ...database, close: async () => {} } as never),
        });
        await instance.ready();
        instances.push(instance);
      }
      await jobsEnded(database.db);
      const subscribers = await database.db
        .select()
        .from(statusSubscribers)
        .orderBy(asc(statusSubscribers.id));
      for (const subscriber of subscribers) {
        const mails = await mailsToAddress(dataDir, subscriber.email);
        expect(mails, subscriber.email).toHaveLength(subscriber.id === inFlight ? 0 : 1);
      }
      const [abandoned] = await database.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
      expect(abandoned).toMatchObject({ status: 'failed', error: ABANDONED_MESSAGE });

      // The next update reaches all four, once each.
      await addStatusUpdate(database.db, writer, event.id, { state: 'opgelost', message: 'Opgelost.' });
      await jobsEnded(database.db);
      for (const subscriber of subscribers) {
        const mails = await mailsToAddress(dataDir, subscriber.email);
        expect(mails, subscriber.email).toHaveLength(subscriber.id === inFlight ? 1 : 2);
      }
    } finally {
      for (const instance of instances.reverse()) await instance.close();
      if (instances.length === 0) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
