import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiRoutes,
  FrontendSearchResponse,
  type RouteDefinition,
  StaffOrderDetail,
  StaffOrderPage,
  StaffOrderSummary,
  StaffReplyResult,
  StaffStatusResult,
  TimeEntry,
  UserStory,
  UserStoryDetail,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTimeEntry, createUserStory, createUserStoryReply } from '../../db/factories/index.ts';
import { auditLog, timeEntries, userStories, userStoryReplies } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { addStaffReply } from '../../services/staff-orders/index.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import type { LoggedInCustomer } from '../../test/logged-in-customer.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';

const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });
const developer = staffPerBlock(t, 'ontwikkelaar');
const admin = staffPerBlock(t, 'beheerder');
const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });
const petra = customerPerBlock(t, { name: 'Jansen Webdesign' });

const mailFolder = () => path.join(t.env.dataDir, 'mail');
const mails = async () => {
  const files = await readdir(mailFolder()).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(mailFolder(), file), 'utf8')));
};

const asStaff = (
  who: LoggedInStaff,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const asCustomer = (who: LoggedInCustomer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

/** Rows and mails once every queued job ended: the staff's notifications of the customer's actions above are mailed first. */
const settledCounts = async () => {
  await jobsEnded(t.db);
  return { rows: await countRows(t.db), mails: (await mails()).length };
};

const auditOf = (entityId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)));

const expectRejected = async (response: LightMyRequestResponse, status: number, route: RouteDefinition) => {
  expect(response.statusCode, response.body).toBe(status);
  expectDocumentedError(route, response, 'rejected');
  return response.json() as { fields?: Record<string, string> };
};

describe('GET /staff/orders: the work queue', () => {
  let ids: { urgent: number; waiting: number; petraOld: number; assigned: number };
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10));
    const urgent = await createUserStory(t.db, {
      customerId: jan.customer.id,
      title: 'Webshop ligt eruit',
      priority: 1,
      status: 'in_behandeling',
      createdAt: day(3),
      updatedAt: day(3),
    });
    const waiting = await createUserStory(t.db, {
      customerId: jan.customer.id,
      title: 'Staffelprijzen',
      priority: 3,
      status: 'wacht_op_klant',
      createdAt: day(5),
      updatedAt: day(20),
    });
    const petraOld = await createUserStory(t.db, {
      customerId: petra.customer.id,
      title: 'Nieuwe huisstijl',
      priority: 4,
      createdAt: day(1),
      updatedAt: day(1),
    });
    const assigned = await createUserStory(t.db, {
      customerId: petra.customer.id,
      title: 'Nieuwsbrief koppelen',
      priority: 2,
      createdAt: day(7),
      updatedAt: day(8),
      assigneeStaffId: developer.staffId,
    });
    ids = { urgent: urgent.id, waiting: waiting.id, petraOld: petraOld.id, assigned: assigned.id };
  });

  const list = async (query = '') => {
    const response = await asStaff(admin, 'GET', `/staff/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = StaffOrderPage.parse(response.json());
    return page.items.map((item) => item.id).filter((id) => Object.values(ids).includes(id));
  };

  it("shows every customer's orders with customer and assignee, newest first", async () => {
    expect(await list()).toEqual([ids.assigned, ids.waiting, ids.urgent, ids.petraOld]);
    const page = StaffOrderPage.parse((await asStaff(developer, 'GET', '/staff/orders')).json());
    expect(page.items.find((item) => item.id === ids.assigned)).toMatchObject({
      customer: { id: petra.customer.id, name: 'Jansen Webdesign' },
      assignee: { id: developer.staffId },
    });
    expect(page.items.find((item) => item.id === ids.urgent)?.assignee).toBeNull();
  });

  it('filters by status, priority, customer and assignee', async () => {
    expect(await list('?status=wacht_op_klant')).toEqual([ids.waiting]);
    expect(await list('?priority=1')).toEqual([ids.urgent]);
    expect(await list(`?customer_id=${petra.customer.id}`)).toEqual([ids.assigned, ids.petraOld]);
    expect(await list(`?assignee=${developer.staffId}`)).toEqual([ids.assigned]);
    expect(await list('?assignee=none')).toEqual([ids.waiting, ids.urgent, ids.petraOld]);
    expect(await list(`?customer_id=${petra.customer.id}&priority=4`)).toEqual([ids.petraOld]);
  });

  it('sorts by priority, by last activity and oldest first', async () => {
    expect(await list('?sort=priority')).toEqual([ids.urgent, ids.assigned, ids.waiting, ids.petraOld]);
    expect(await list('?sort=last_activity')).toEqual([ids.waiting, ids.assigned, ids.urgent, ids.petraOld]);
    expect(await list('?sort=oldest')).toEqual([ids.petraOld, ids.urgent, ids.waiting, ids.assigned]);
  });

  it('refuses unknown filters with the documented error', async () => {
    for (const query of ['?status=kapot', '?priority=9', '?sort=random', '?assignee=iemand', '?page=0']) {
      const response = await asStaff(admin, 'GET', `/staff/orders${query}`);
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expectDocumentedError(apiRoutes.listStaffOrders, response, query);
    }
  });

  it('offers the customers with orders and the staff as filter options', async () => {
    const response = await asStaff(developer, 'GET', '/staff/orders/filter-options');
    expect(response.statusCode).toBe(200);
    const options = response.json() as { customers: { id: number }[]; staff: { id: number }[] };
    expect(options.customers.map((c) => c.id)).toEqual(
      expect.arrayContaining([jan.customer.id, petra.customer.id]),
    );
    expect(options.staff.map((s) => s.id)).toEqual(
      expect.arrayContaining([developer.staffId, admin.staffId]),
    );
  });
});

describe('GET /staff/orders/:id', () => {
  it('shows the order with replies, internal notes and time entries', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, createdByUserId: jan.user.id });
    await createUserStoryReply(t.db, { userStoryId: story.id, bodyHtml: '<p>Vraag van de klant</p>' });
    await createUserStoryReply(t.db, {
      userStoryId: story.id,
      fromProvider: true,
      kind: 'internal_note',
      bodyHtml: '<p>Alleen voor ons</p>',
    });
    await createTimeEntry(t.db, { userStoryId: story.id, staffId: developer.staffId, minutes: 45 });
    const response = await asStaff(admin, 'GET', `/staff/orders/${story.id}`);
    expect(response.statusCode).toBe(200);
    const detail = StaffOrderDetail.parse(response.json());
    expect(detail.replies.map((reply) => reply.kind)).toEqual(['reply', 'internal_note']);
    expect(detail.reply_count).toBe(1);
    expect(detail.time_spent_minutes).toBe(45);
    expect(detail.time_entries).toMatchObject([{ minutes: 45, staff: { id: developer.staffId } }]);
    expect(detail.created_by).toBe(`${jan.user.firstName} ${jan.user.lastName}`);
    expect(detail.next_statuses).toEqual(['in_behandeling', 'wacht_op_klant', 'afgerond', 'gesloten']);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await asStaff(admin, 'GET', '/staff/orders/999999');
    await expectRejected(response, 404, apiRoutes.getStaffOrder);
  });
});

describe('POST /staff/orders/:id/replies', () => {
  let storyId: number;
  beforeEach(async () => {
    const story = await createUserStory(t.db, {
      customerId: jan.customer.id,
      createdByUserId: jan.user.id,
      title: 'Koppeling met Exact Online',
      status: 'in_behandeling',
      updatedAt: new Date(Date.UTC(2026, 0, 1)),
    });
    storyId = story.id;
  });

  it('answers the customer: the portal shows the reply, a mail goes out, the audit log has it', async () => {
    const before = (await mails()).length;
    const response = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      body_html: '<p>De koppeling staat <strong>klaar</strong> op test.</p><script>alert(1)</script>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reply, mail_sent } = StaffReplyResult.parse(response.json());
    expect(mail_sent).toBe(true);
    expect(reply).toMatchObject({ kind: 'reply', from_provider: true });
    expect(reply.body_html).toBe('<p>De koppeling staat <strong>klaar</strong> op test.</p>');

    const portal = UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${storyId}`)).json());
    expect(portal.replies.map((r) => r.body_html)).toEqual([reply.body_html]);
    expect(portal.replies[0]?.author_name).toContain('(Kodewerk)');
    expect(portal.updated_at).not.toBe('2026-01-01T00:00:00.000Z');

    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(new RegExp(`^To: ${jan.user.email}`, 'm'));
    expect(sent[0]).toContain(`Subject: Nieuwe reactie op opdracht #${storyId}`);
    expect(sent[0]).toContain('De koppeling staat klaar op test.');
    expect(sent[0]).toContain(`https://www.kodewerk.test/klantenportaal/opdrachten/${storyId}`);

    expect(await auditOf(storyId)).toMatchObject([
      { action: 'user_story.reply', entity: 'user_story', staffId: developer.staffId },
    ]);
  });

  it('keeps an internal note from the customer everywhere, and mails nothing', async () => {
    const marker = 'Zwartekousenbandwerk';
    const before = (await mails()).length;
    const [storyBefore] = await t.db.select().from(userStories).where(eq(userStories.id, storyId));
    const response = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      kind: 'internal_note',
      body_html: `<p>Klant betaalt traag, eerst ${marker} afronden.</p>`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(StaffReplyResult.parse(response.json())).toMatchObject({
      reply: { kind: 'internal_note' },
      mail_sent: false,
    });
    expect((await mails()).length).toBe(before);
    expect(await auditOf(storyId)).toMatchObject([{ action: 'user_story.internal_note' }]);
    const [storyAfter] = await t.db.select().from(userStories).where(eq(userStories.id, storyId));
    expect(storyAfter?.updatedAt).toEqual(storyBefore?.updatedAt);

    // Staff see it.
    const staffView = await asStaff(admin, 'GET', `/staff/orders/${storyId}`);
    expect(staffView.body).toContain(marker);

    // The customer's order and list show no trace of it.
    const detail = UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${storyId}`)).json());
    expect(detail.replies).toEqual([]);
    expect(detail.reply_count).toBe(0);
    const list = (await asCustomer(jan, 'GET', '/user-stories')).json() as UserStory[];
    expect(list.find((story) => story.id === storyId)?.reply_count).toBe(0);

    // Nor does any other answer the customer can get: every GET of the portal, with this order's id.
    // Left out: the login's own routes (a new token or second factor, no order data; /refresh would
    // end this login) and the screenshot of a website.
    const sessionRoutes = ['/refresh', '/setup-mfa', '/domain-names/:id/screenshot'];
    for (const route of Object.values(apiRoutes) as RouteDefinition[]) {
      if (route.auth !== 'bearer' || route.method !== 'GET' || sessionRoutes.includes(route.path)) continue;
      const url = route.path.replace(':id', String(storyId)).replace(/:[A-Za-z_]+/g, '1');
      const answer = await asCustomer(jan, 'GET', url);
      expect(answer.body, `${route.path}`).not.toContain(marker);
    }
    // Nor the answers to the customer's own writes on the order.
    const reply = await asCustomer(jan, 'POST', '/user-story-replies', {
      user_story_id: storyId,
      body_html: '<p>Hoe staat het ervoor?</p>',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body).not.toContain(marker);
    const priority = await asCustomer(jan, 'PUT', `/user-stories/${storyId}/priority`, { priority: 2 });
    expect(UserStory.parse(priority.json()).reply_count).toBe(1);
    const closed = await asCustomer(jan, 'PUT', '/user-stories', {
      user_story_id: storyId,
      status: 'gesloten',
    });
    expect(UserStory.parse(closed.json()).reply_count).toBe(1);

    // Nor the logged-in search.
    await t.app.searchEngine.flush();
    const search = await asCustomer(jan, 'POST', '/frontend/search', { q: marker });
    expect(search.statusCode).toBe(200);
    const results = FrontendSearchResponse.parse(search.json()).results;
    expect(results.flatMap((result) => result.hits)).toEqual([]);
  });

  it('refuses an empty or unknown reply with the documented error and writes nothing', async () => {
    const route = apiRoutes.createStaffOrderReply;
    const before = await settledCounts();
    const empty = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      body_html: '<p> </p>',
    });
    expect((await expectRejected(empty, 422, route)).fields).toEqual({ body_html: 'Reactie is verplicht.' });
    const scriptOnly = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      body_html: '<script>alert(1)</script><p><img src=x></p>',
    });
    expect((await expectRejected(scriptOnly, 422, route)).fields).toEqual({
      body_html: 'Reactie is verplicht.',
    });
    const kind = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      kind: 'geheim',
      body_html: '<p>Hallo</p>',
    });
    await expectRejected(kind, 422, route);
    expect(await countRows(t.db)).toEqual(before.rows);
    expect((await mails()).length).toBe(before.mails);
  });

  it('answers 404 for an unknown order and 409 for a reply on a closed one', async () => {
    const unknown = await asStaff(developer, 'POST', '/staff/orders/999999/replies', {
      body_html: '<p>Hoi</p>',
    });
    await expectRejected(unknown, 404, apiRoutes.createStaffOrderReply);
    await t.db.update(userStories).set({ status: 'gesloten' }).where(eq(userStories.id, storyId));
    const closed = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      body_html: '<p>Hoi</p>',
    });
    await expectRejected(closed, 409, apiRoutes.createStaffOrderReply);
    const note = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
      kind: 'internal_note',
      body_html: '<p>Notitie mag wel</p>',
    });
    expect(note.statusCode).toBe(201);
  });

  it('keeps the reply when the mail cannot be sent, and says the customer was not told', async () => {
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('SMTP weg');
    };
    try {
      const response = await asStaff(developer, 'POST', `/staff/orders/${storyId}/replies`, {
        body_html: '<p>Toch opgeslagen</p>',
      });
      expect(response.statusCode).toBe(201);
      expect(StaffReplyResult.parse(response.json()).mail_sent).toBe(false);
    } finally {
      t.app.mailer.send = send;
    }
    const replies = await t.db
      .select()
      .from(userStoryReplies)
      .where(eq(userStoryReplies.userStoryId, storyId));
    expect(replies).toHaveLength(1);
  });

  it('is refused by the service itself for a role that may only read', async () => {
    const finance = await loggedInStaff(t.db, 'financieel');
    await expect(
      addStaffReply(
        t.db,
        { mailer: t.app.mailer, siteUrl: 'https://www.kodewerk.test', log: { warn: () => {} } },
        { staffId: finance.staffId, address: '127.0.0.1', role: 'financieel' },
        storyId,
        { kind: 'reply', body_html: '<p>Hoi</p>' },
      ),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('PUT /staff/orders/:id/status', () => {
  it('moves the order, tells the customer by mail and audits before and after', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, createdByUserId: jan.user.id });
    const before = (await mails()).length;
    const response = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, {
      status: 'wacht_op_klant',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffStatusResult.parse(response.json())).toMatchObject({
      order: { status: 'wacht_op_klant' },
      mail_sent: true,
    });
    const portal = UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${story.id}`)).json());
    expect(portal.status).toBe('wacht_op_klant');
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Subject: Opdracht #${story.id} is nu: Wacht op jouw reactie`);
    expect(await auditOf(story.id)).toMatchObject([
      { action: 'user_story.status', before: { status: 'nieuw' }, after: { status: 'wacht_op_klant' } },
    ]);

    const done = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, { status: 'afgerond' });
    expect(StaffStatusResult.parse(done.json()).order.status).toBe('afgerond');
    const closed = UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${story.id}`)).json());
    expect(closed.closed_at).not.toBeNull();
  });

  it('keeps the moment staff finished an order when the customer then closes it, and clears it on reopening', async () => {
    const finishedAt = new Date('2026-03-02T15:30:00.000Z');
    const story = await createUserStory(t.db, {
      customerId: jan.customer.id,
      status: 'afgerond',
      closedAt: finishedAt,
    });
    const portalClosedAt = async () =>
      UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${story.id}`)).json()).closed_at;
    expect(await portalClosedAt()).toBe(finishedAt.toISOString());

    const closed = await asCustomer(jan, 'POST', '/user-stories?_method=PUT', {
      user_story_id: story.id,
      status: 'gesloten',
    });
    expect(UserStory.parse(closed.json())).toMatchObject({
      status: 'gesloten',
      closed_at: finishedAt.toISOString(),
    });
    const reopened = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, {
      status: 'in_behandeling',
    });
    expect(StaffStatusResult.parse(reopened.json()).order.status).toBe('in_behandeling');
    expect(await portalClosedAt()).toBeNull();

    // Finished by staff, closed by staff and reopened by the customer: the same rule each way.
    await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, { status: 'afgerond' });
    const finishedAgain = await portalClosedAt();
    expect(finishedAgain).not.toBeNull();
    await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, { status: 'gesloten' });
    expect(await portalClosedAt()).toBe(finishedAgain);
    await asCustomer(jan, 'POST', '/user-stories?_method=PUT', { user_story_id: story.id, status: 'nieuw' });
    expect(await portalClosedAt()).toBeNull();
  });

  it('refuses a move the transitions do not allow, or an unknown status, and writes nothing', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, status: 'gesloten' });
    const before = await settledCounts();
    const route = apiRoutes.updateStaffOrderStatus;
    const notAllowed = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, {
      status: 'afgerond',
    });
    expect((await expectRejected(notAllowed, 422, route)).fields).toEqual({
      status: 'Deze opdracht kan niet naar die status.',
    });
    const unknown = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/status`, { status: 'kapot' });
    await expectRejected(unknown, 422, route);
    const missing = await asStaff(developer, 'PUT', '/staff/orders/999999/status', { status: 'afgerond' });
    await expectRejected(missing, 404, route);
    expect(await countRows(t.db)).toEqual(before.rows);
    expect((await mails()).length).toBe(before.mails);
    const [row] = await t.db.select().from(userStories).where(eq(userStories.id, story.id));
    expect(row?.status).toBe('gesloten');
  });
});

describe('PUT /staff/orders/:id/estimate and /assignee', () => {
  it('sets and clears the estimate, which the customer sees', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const set = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/estimate`, {
      estimate_minutes: 480,
    });
    expect(StaffOrderSummary.parse(set.json()).estimate_minutes).toBe(480);
    const portal = UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${story.id}`)).json());
    expect(portal.estimate_minutes).toBe(480);
    const cleared = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/estimate`, {
      estimate_minutes: null,
    });
    expect(StaffOrderSummary.parse(cleared.json()).estimate_minutes).toBeNull();
    expect((await auditOf(story.id)).map((row) => row.after)).toEqual([
      { estimate_minutes: 480 },
      { estimate_minutes: null },
    ]);
  });

  it('refuses a bad estimate and writes nothing', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const before = await countRows(t.db);
    for (const estimate_minutes of [0, -5, 'veel', 1.5, 10_000_000]) {
      const response = await asStaff(developer, 'PUT', `/staff/orders/${story.id}/estimate`, {
        estimate_minutes,
      });
      await expectRejected(response, 422, apiRoutes.updateStaffOrderEstimate);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('assigns a staff member, refuses one that does not exist, and unassigns', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const assigned = await asStaff(admin, 'PUT', `/staff/orders/${story.id}/assignee`, {
      staff_id: developer.staffId,
    });
    expect(StaffOrderSummary.parse(assigned.json()).assignee?.id).toBe(developer.staffId);
    const before = await countRows(t.db);
    const unknown = await asStaff(admin, 'PUT', `/staff/orders/${story.id}/assignee`, { staff_id: 999999 });
    expect((await expectRejected(unknown, 422, apiRoutes.updateStaffOrderAssignee)).fields).toEqual({
      staff_id: 'Deze medewerker bestaat niet of is niet meer actief.',
    });
    expect(await countRows(t.db)).toEqual(before);
    const cleared = await asStaff(admin, 'PUT', `/staff/orders/${story.id}/assignee`, { staff_id: null });
    expect(StaffOrderSummary.parse(cleared.json()).assignee).toBeNull();
    expect((await auditOf(story.id)).map((row) => row.action)).toEqual([
      'user_story.assignee',
      'user_story.assignee',
    ]);
    const missing = await asStaff(admin, 'PUT', '/staff/orders/999999/assignee', { staff_id: null });
    await expectRejected(missing, 404, apiRoutes.updateStaffOrderAssignee);
  });
});

describe('time entries', () => {
  it("add up to the order's time spent, which the portal shows; deleting one takes it off", async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const first = await asStaff(developer, 'POST', `/staff/orders/${story.id}/time-entries`, {
      worked_on: '2026-03-02',
      minutes: 90,
      note: 'Koppeling gebouwd',
    });
    expect(first.statusCode, first.body).toBe(201);
    const entry = TimeEntry.parse(first.json());
    expect(entry).toMatchObject({ minutes: 90, staff: { id: developer.staffId }, worked_on: '2026-03-02' });
    const forColleague = await asStaff(developer, 'POST', `/staff/orders/${story.id}/time-entries`, {
      staff_id: admin.staffId,
      worked_on: '2026-03-03',
      minutes: '30',
    });
    expect(TimeEntry.parse(forColleague.json())).toMatchObject({
      minutes: 30,
      staff: { id: admin.staffId },
      note: '',
    });

    const portal = async () =>
      UserStoryDetail.parse((await asCustomer(jan, 'GET', `/user-stories/${story.id}`)).json())
        .time_spent_minutes;
    expect(await portal()).toBe(120);
    const rows = await t.db.select().from(timeEntries).where(eq(timeEntries.userStoryId, story.id));
    expect(rows.reduce((sum, row) => sum + row.minutes, 0)).toBe(120);

    const removed = await asStaff(developer, 'DELETE', `/staff/orders/${story.id}/time-entries/${entry.id}`);
    expect(StaffOrderSummary.parse(removed.json()).time_spent_minutes).toBe(30);
    expect(await portal()).toBe(30);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'time_entry'));
    expect(audit.filter((row) => row.entityId === String(entry.id)).map((row) => row.action)).toEqual([
      'time_entry.create',
      'time_entry.delete',
    ]);
  });

  it('refuses bad entries with the documented error and writes nothing', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const route = apiRoutes.createTimeEntry;
    const before = await countRows(t.db);
    const bad: [unknown, string][] = [
      [{ worked_on: '2026-03-02', minutes: 0 }, 'minutes'],
      [{ worked_on: '2026-03-02', minutes: 24 * 60 + 1 }, 'minutes'],
      [{ worked_on: '2 maart', minutes: 30 }, 'worked_on'],
      [{ minutes: 30 }, 'worked_on'],
      [{ worked_on: '2026-03-02', minutes: 30, note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [payload, field] of bad) {
      const response = await asStaff(developer, 'POST', `/staff/orders/${story.id}/time-entries`, payload);
      const body = await expectRejected(response, 422, route);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    // Tomorrow in Amsterdam is not a day work was done on yet.
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Amsterdam',
    });
    const future = await asStaff(developer, 'POST', `/staff/orders/${story.id}/time-entries`, {
      worked_on: tomorrow,
      minutes: 60,
    });
    expect((await expectRejected(future, 422, route)).fields).toEqual({
      worked_on: 'Datum ligt in de toekomst. Schrijf tijd op de dag dat het werk gedaan is.',
    });
    const unknownStaff = await asStaff(developer, 'POST', `/staff/orders/${story.id}/time-entries`, {
      staff_id: 999999,
      worked_on: '2026-03-02',
      minutes: 30,
    });
    await expectRejected(unknownStaff, 422, route);
    const unknownOrder = await asStaff(developer, 'POST', '/staff/orders/999999/time-entries', {
      worked_on: '2026-03-02',
      minutes: 30,
    });
    await expectRejected(unknownOrder, 404, route);
    expect(await countRows(t.db)).toEqual(before);
  });

  it("answers 404 for an unknown entry or another order's entry", async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id });
    const other = await createUserStory(t.db, { customerId: petra.customer.id });
    const entry = await createTimeEntry(t.db, { userStoryId: other.id, staffId: developer.staffId });
    const before = await countRows(t.db);
    const wrongOrder = await asStaff(
      developer,
      'DELETE',
      `/staff/orders/${story.id}/time-entries/${entry.id}`,
    );
    await expectRejected(wrongOrder, 404, apiRoutes.deleteTimeEntry);
    const unknown = await asStaff(developer, 'DELETE', `/staff/orders/${story.id}/time-entries/999999`);
    await expectRejected(unknown, 404, apiRoutes.deleteTimeEntry);
    expect(await countRows(t.db)).toEqual(before);
  });
});
