import { CustomerIncident, StaffStatusEvent, StatusBoard } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app as apiApp } from '../../app.ts';
import { createDomain, createHostingPackage, createServer, createUser } from '../../db/factories/index.ts';
import { auditLog, jobs } from '../../db/schema.ts';
import { frameworkErrors } from '../../plugins/errors.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { STATUS_MAIL_QUEUE, sendIncidentMail } from '../../services/status/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo as mailsToAddress } from '../../test/mailbox.ts';
import { anHourAgo, serverOutage } from '../../test/server-outage.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';

let t: TestApp;
/** A second API instance on the same database: its worker claims status mails too. */
let second: FastifyInstance;
let developer: LoggedInStaff;
let admin: LoggedInStaff;
let finance: LoggedInStaff;
let jan: LoggedInCustomer;
let piet: LoggedInCustomer;
let janServer: number;
let janDomain: number;
let pietPackage: number;

const mailsTo = (address: string) => mailsToAddress(t.env.dataDir, address);

/** Waits until no status mail is queued or running any more. */
const mailQueueDone = async () => {
  for (let i = 0; i < 100; i++) {
    const open = await t.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.queue, STATUS_MAIL_QUEUE));
    if (open.every((job) => job.status === 'finished' || job.status === 'failed')) return open;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('status mails still queued');
};

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

const incident = (overrides: Record<string, unknown> = {}) => serverOutage(janServer, overrides);

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/staff/status-events', headers, payload: payload as object });

beforeAll(async () => {
  t = await buildTestApp();
  second = Fastify({ logger: false, frameworkErrors });
  await second.register(apiApp, {
    env: t.env,
    database: { db: t.db, kind: 'pglite', ping: async () => true, close: async () => {} } as never,
  });
  await second.ready();
  developer = await loggedInStaff(t.db, 'ontwikkelaar');
  admin = await loggedInStaff(t.db, 'beheerder');
  finance = await loggedInStaff(t.db, 'financieel');
  jan = await loggedInCustomer(t.db, { name: 'Jansen Webdesign' });
  piet = await loggedInCustomer(t.db, { name: 'Pietersen Bouw' });
  janServer = (await createServer(t.db, { customerId: jan.customer.id, hostname: 'web1.jansen.nl' })).id;
  janDomain = (await createDomain(t.db, { customerId: jan.customer.id, name: 'jansen-status.nl' })).id;
  pietPackage = (await createHostingPackage(t.db, { customerId: piet.customer.id, name: 'Pakket Piet' })).id;
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('POST /staff/status-events', () => {
  it('refuses without a login, a customer token and the financieel role, writing nothing', async () => {
    const before = await countRows(t.db);
    for (const [what, headers, status] of [
      ['no token', {}, 401],
      ['customer', jan.headers, 401],
      ['financieel', finance.headers, 403],
    ] as const) {
      const response = await post(headers, incident());
      expect(response.statusCode, what).toBe(status);
      expectDocumentedError(
        {
          method: 'POST',
          path: '/staff/status-events',
          auth: 'staff',
          summary: '',
          tag: 'staff-status',
          response: z.any(),
        },
        response,
        what,
      );
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const before = await countRows(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ services: [] }, 'services'],
      [{ services: ['koffie'] }, 'services.0'],
      [{ impact: 'heel erg' }, 'impact'],
      [{ starts_at: 'gisteren' }, 'starts_at'],
      [{ planned_end_at: anHourAgo(), starts_at: inAnHour() }, 'planned_end_at'],
      [{ state: 'gepland' }, 'state'],
      [{ message: '' }, 'message'],
      [{ kind: 'onderhoud', state: 'gepland' }, 'resources'],
      [{ resources: [{ type: 'server', id: 999_999 }] }, 'resources'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(developer.headers, incident(overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      const body = response.json();
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('posts an incident, audits it, shows it publicly and to the touched customer only, and mails start and resolve once', async () => {
    const response = await post(
      developer.headers,
      incident({
        resources: [
          { type: 'server', id: janServer },
          { type: 'domain', id: janDomain },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const event = StaffStatusEvent.parse(response.json());
    expect(event.resources.map((resource) => resource.name).sort()).toEqual([
      'jansen-status.nl',
      'web1.jansen.nl',
    ]);
    expect(event.resources.every((resource) => resource.customer.id === jan.customer.id)).toBe(true);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'status_event.create'), eq(auditLog.entityId, String(event.id))));
    expect(entry?.staffId).toBe(developer.staffId);

    // The public page: the service is down, the incident with its update is listed, no customers named.
    const board = StatusBoard.parse((await t.app.inject({ method: 'GET', url: '/status' })).json());
    expect(board.stale).toBe(false);
    expect(board.services.find((row) => row.service === 'websitehosting')?.state).toBe('volledig');
    expect(board.services.find((row) => row.service === 'dns')?.state).toBe('operationeel');
    const shown = board.current.find((row) => row.id === event.id);
    expect(shown?.updates[0]?.message).toBe('We onderzoeken waarom de server niet reageert.');
    expect(JSON.stringify(board)).not.toContain('Jansen');

    // Jan sees the incident with his own resources; Piet sees nothing.
    const mine = await t.app.inject({ method: 'GET', url: '/status/my-incidents', headers: jan.headers });
    expect(mine.statusCode).toBe(200);
    const janIncidents = z.array(CustomerIncident).parse(mine.json());
    expect(janIncidents.map((row) => row.id)).toEqual([event.id]);
    expect(janIncidents[0]?.affected.map((row) => row.name).sort()).toEqual([
      'jansen-status.nl',
      'web1.jansen.nl',
    ]);
    const theirs = await t.app.inject({ method: 'GET', url: '/status/my-incidents', headers: piet.headers });
    expect(theirs.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/status/my-incidents' })).statusCode).toBe(401);

    // One start mail to Jan (two resources, two instances running workers: still one), none to Piet.
    await mailQueueDone();
    const started = await mailsTo(jan.user.email);
    expect(started).toHaveLength(1);
    expect(started[0]).toContain('Subject: Storing: Server in Amsterdam onbereikbaar');
    expect(started[0]).toContain('<html lang="nl">');
    expect(started[0]).toContain('web1.jansen.nl');
    expect(await mailsTo(piet.user.email)).toHaveLength(0);

    // An update that keeps it open mails nobody.
    const identified = await t.app.inject({
      method: 'POST',
      url: `/staff/status-events/${event.id}/updates`,
      headers: admin.headers,
      payload: { state: 'geidentificeerd', message: 'Een defecte netwerkkaart; we vervangen hem.' },
    });
    expect(identified.statusCode, identified.body).toBe(201);
    await mailQueueDone();
    expect(await mailsTo(jan.user.email)).toHaveLength(1);

    // Resolving mails once; resolving again (after a reopen) does not mail again.
    const resolve = () =>
      t.app.inject({
        method: 'POST',
        url: `/staff/status-events/${event.id}/updates`,
        headers: developer.headers,
        payload: { state: 'opgelost', message: 'De netwerkkaart is vervangen, alles werkt weer.' },
      });
    const resolved = await resolve();
    expect(resolved.statusCode, resolved.body).toBe(201);
    expect(StaffStatusEvent.parse(resolved.json()).closed_at).not.toBeNull();
    await mailQueueDone();
    const afterResolve = await mailsTo(jan.user.email);
    expect(afterResolve).toHaveLength(2);
    expect(afterResolve[1]).toContain('Subject: Opgelost: Server in Amsterdam onbereikbaar');

    await t.app.inject({
      method: 'POST',
      url: `/staff/status-events/${event.id}/updates`,
      headers: developer.headers,
      payload: { state: 'onderzoek', message: 'Het probleem is terug, we kijken opnieuw.' },
    });
    expect((await resolve()).statusCode).toBe(201);
    const finished = await mailQueueDone();
    expect(await mailsTo(jan.user.email)).toHaveLength(2);
    expect(finished.every((job) => job.status === 'finished')).toBe(true);

    // Closed: no card for Jan any more; listed under the past events.
    const after = await t.app.inject({ method: 'GET', url: '/status/my-incidents', headers: jan.headers });
    expect(after.json()).toEqual([]);
    const later = StatusBoard.parse((await t.app.inject({ method: 'GET', url: '/status' })).json());
    expect(later.past.map((row) => row.id)).toContain(event.id);
    expect(later.services.find((row) => row.service === 'websitehosting')?.state).toBe('operationeel');

    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(event.id)))
    ).map((row) => row.action);
    expect(actions.filter((action) => action === 'status_event.add_update')).toHaveLength(4);
  }, 30_000);

  it('mails every login of a customer newly touched when an open incident is edited', async () => {
    const colleague = await createUser(t.db, { customerId: piet.customer.id });
    const created = await post(
      developer.headers,
      incident({ title: 'Mailserver traag', services: ['email'], impact: 'verminderd' }),
    );
    const event = StaffStatusEvent.parse(created.json());
    await mailQueueDone();
    const pietBefore = (await mailsTo(piet.user.email)).length;

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/staff/status-events/${event.id}`,
      headers: developer.headers,
      payload: {
        title: 'Mailserver traag',
        services: ['email'],
        impact: 'gedeeltelijk',
        starts_at: event.starts_at,
        planned_end_at: inAnHour(),
        resources: [
          { type: 'server', id: janServer },
          { type: 'hosting_package', id: pietPackage },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = StaffStatusEvent.parse(edit.json());
    expect(edited.impact).toBe('gedeeltelijk');
    expect(edited.customers_mailed_start).toBe(2);
    await mailQueueDone();
    expect(await mailsTo(piet.user.email)).toHaveLength(pietBefore + 1);
    expect(await mailsTo(colleague.email)).toHaveLength(1);
    const pietIncidents = z
      .array(CustomerIncident)
      .parse(
        (await t.app.inject({ method: 'GET', url: '/status/my-incidents', headers: piet.headers })).json(),
      );
    const card = pietIncidents.find((row) => row.id === event.id);
    // Piet sees his own package, never Jan's server.
    expect(card?.affected).toEqual([{ type: 'hosting_package', id: pietPackage, name: 'Pakket Piet' }]);
  }, 30_000);

  it('answers 404 for an event that does not exist, 422 for a state of the other kind', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/staff/status-events/999999/updates',
      headers: developer.headers,
      payload: { state: 'opgelost', message: 'Bestaat niet.' },
    });
    expect(missing.statusCode).toBe(404);
    const maintenance = StaffStatusEvent.parse(
      (
        await post(developer.headers, {
          ...incident({ kind: 'onderhoud', state: 'gepland', impact: 'geen', resources: [] }),
          title: 'Onderhoud aan de DNS-servers',
          services: ['dns'],
          starts_at: inAnHour(),
        })
      ).json(),
    );
    const before = await countRows(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/staff/status-events/${maintenance.id}/updates`,
      headers: developer.headers,
      payload: { state: 'opgelost', message: 'Dit hoort bij een storing.' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toHaveProperty('state');
    expect(await countRows(t.db)).toEqual(before);
    const board = StatusBoard.parse((await t.app.inject({ method: 'GET', url: '/status' })).json());
    expect(board.planned.map((row) => row.id)).toContain(maintenance.id);
    expect(board.services.find((row) => row.service === 'dns')?.state).toBe('operationeel');
  });

  it('removes an event posted by mistake, audited; its queued mail sends nothing; a second removal is 404', async () => {
    const created = StaffStatusEvent.parse(
      (await post(developer.headers, incident({ title: 'Per ongeluk geplaatst', resources: [] }))).json(),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/staff/status-events/${created.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    // A mail job still queued for it finds no event and sends nothing.
    expect(
      await sendIncidentMail(
        { db: t.db, mailer: t.app.mailer, siteUrl: t.env.SITE_URL, linkSecret: t.env.MAIL_LINK_SECRET },
        {
          eventId: created.id,
          customerId: jan.customer.id,
          kind: 'start',
        },
      ),
    ).toEqual({ sent: 0, reason: 'event removed' });
    const board = StatusBoard.parse((await t.app.inject({ method: 'GET', url: '/status' })).json());
    expect([...board.current, ...board.past].map((row) => row.id)).not.toContain(created.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'status_event.delete'), eq(auditLog.entityId, String(created.id))));
    expect(entry?.staffId).toBe(admin.staffId);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/staff/status-events/${created.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets every staff role read the events and the resources to choose from', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/staff/status-events', headers: finance.headers });
    expect(list.statusCode).toBe(200);
    expect(z.array(StaffStatusEvent).parse(list.json()).length).toBeGreaterThan(0);
    const options = await t.app.inject({
      method: 'GET',
      url: '/staff/status-resources',
      headers: finance.headers,
    });
    expect(options.statusCode).toBe(200);
    const names = options.json().map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['web1.jansen.nl', 'jansen-status.nl', 'Pakket Piet']));
  });
});
