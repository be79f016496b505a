import {
  type PersonalNotificationKind,
  Reservation,
  StaffNotificationSettingsAnswer,
  StaffOrderPage,
  StaffWorkCounts,
  UserStoryDetail,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  amsterdamTime,
  createTimeEntry,
  createUserStory,
  today,
} from '../../db/factories/index.ts';
import { auditLog, staffMembers, staffNotifications } from '../../db/schema.ts';
import { addDays } from '../../lib/dates.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const DESK = 'info@kodewerk.nl';

const subjects = (mails: string[]) => mails.map((mail) => mail.match(/^Subject: (.*)$/m)?.[1]);

describe('notifications for staff, with two API instances on one database', () => {
  let two: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let customer: LoggedInCustomer;
  let staff: LoggedInStaff;
  let staffEmail: string;

  beforeAll(async () => {
    two = await startTwoInstances({ SITE_URL: 'https://www.kodewerk.test' });
    ({ a, b } = two);
    customer = await loggedInCustomer(two.db, { name: 'Meldingen B.V.' });
    staff = await loggedInStaff(two.db, 'ontwikkelaar');
    const [row] = await two.db
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .where(eq(staffMembers.id, staff.staffId));
    staffEmail = row!.email;
  });
  afterAll(() => two.close());

  const asCustomer = (method: 'GET' | 'POST', url: string, payload?: object) =>
    a.inject({ method, url, headers: customer.headers, ...(payload ? { payload } : {}) });

  const choose = async (settings: Partial<Record<PersonalNotificationKind, string>>) => {
    const all = { order_reply: 'mail', hours_disputed: 'mail', order_closed: 'mail', order_reopened: 'mail' };
    const response = await b.inject({
      method: 'PUT',
      url: '/staff/me/notifications',
      headers: staff.headers,
      payload: { ...all, ...settings },
    });
    expect(response.statusCode, response.body).toBe(200);
    return StaffNotificationSettingsAnswer.parse(response.json());
  };

  const assignedOrder = (
    assigneeStaffId: number | null,
    status: 'in_behandeling' | 'gesloten' = 'in_behandeling',
  ) =>
    createUserStory(two.db, {
      customerId: customer.customer.id,
      title: 'Koppeling CRM',
      status,
      assigneeStaffId,
    });

  /** The customer moves a fresh order of that assignee from one status to another. */
  const moveOrder =
    (from: 'in_behandeling' | 'gesloten', to: 'gesloten' | 'nieuw') => async (assignee: number | null) => {
      const order = await assignedOrder(assignee, from);
      const response = await asCustomer('POST', '/user-stories?_method=PUT', {
        user_story_id: order.id,
        status: to,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

  /** Each customer action of a personal kind, on a fresh order of that assignee. */
  const actions: Record<PersonalNotificationKind, (assignee: number | null) => Promise<void>> = {
    order_reply: async (assignee) => {
      const order = await assignedOrder(assignee);
      const response = await asCustomer('POST', '/user-story-replies', {
        user_story_id: order.id,
        body_html: '<p>Nog een vraag</p>',
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    hours_disputed: async (assignee) => {
      const order = await assignedOrder(assignee);
      const entry = await createTimeEntry(two.db, {
        userStoryId: order.id,
        staffId: staff.staffId,
        approvalState: 'ingediend',
        submittedAt: new Date(),
      });
      const response = await asCustomer('POST', `/hours/${entry.id}/dispute`, { comment: 'Dit was korter' });
      expect(response.statusCode, response.body).toBe(200);
    },
    order_closed: moveOrder('in_behandeling', 'gesloten'),
    order_reopened: moveOrder('gesloten', 'nieuw'),
  };
  const expectedSubject: Record<PersonalNotificationKind, string> = {
    order_reply: 'Reactie van de klant: Meldingen B.V.',
    hours_disputed: 'Uren betwist: Meldingen B.V.',
    order_closed: 'Opdracht gesloten door de klant: Meldingen B.V.',
    order_reopened: 'Opdracht heropend door de klant: Meldingen B.V.',
  };

  describe.each(Object.keys(actions) as PersonalNotificationKind[])('%s', (kind) => {
    it('mails the assignee at once, and the desk when nobody is assigned', async () => {
      await choose({});
      const before = {
        staff: (await mailsTo(two.dataDir, staffEmail)).length,
        desk: (await mailsTo(two.dataDir, DESK)).length,
      };
      await actions[kind](staff.staffId);
      await actions[kind](null);
      await jobsEnded(two.db);
      const toStaff = (await mailsTo(two.dataDir, staffEmail)).slice(before.staff);
      const toDesk = (await mailsTo(two.dataDir, DESK)).slice(before.desk);
      expect(subjects(toStaff)).toEqual([expect.stringContaining(expectedSubject[kind])]);
      expect(subjects(toDesk)).toEqual([expect.stringContaining(expectedSubject[kind])]);
      expect(toStaff[0]).toContain('https://www.kodewerk.test/beheer/opdrachten/');
      expect(toStaff[0]).toMatch(/<html lang="nl">/);
    });

    it('sends nothing when the assignee chose none, and gathers it for the digest when they chose that', async () => {
      await choose({ [kind]: 'none' });
      const mailsBefore = (await mailsTo(two.dataDir, staffEmail)).length;
      const rowsBefore = (await two.db.select().from(staffNotifications)).length;
      await actions[kind](staff.staffId);
      await jobsEnded(two.db);
      expect(await mailsTo(two.dataDir, staffEmail)).toHaveLength(mailsBefore);
      expect(await two.db.select().from(staffNotifications)).toHaveLength(rowsBefore);

      await choose({ [kind]: 'digest' });
      await actions[kind](staff.staffId);
      await jobsEnded(two.db);
      expect(await mailsTo(two.dataDir, staffEmail)).toHaveLength(mailsBefore);
      const waiting = await two.db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.delivery, 'digest'));
      expect(waiting.filter((row) => row.kind === kind && row.digestDay === null)).toHaveLength(1);
    });
  });

  it('mails the desk when a customer creates an order, and books, moves or cancels a meeting', async () => {
    const before = (await mailsTo(two.dataDir, DESK)).length;
    const created = await asCustomer('POST', '/user-stories', {
      title: 'Nieuwe app',
      description_html: '<p>Graag een app</p>',
      priority: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    UserStoryDetail.parse(created.json());
    const from = amsterdamTime(addWorkingDays(today(), 14), 10);
    const to = amsterdamTime(addWorkingDays(today(), 15), 14);
    const booking = await asCustomer('POST', '/booking', {
      starts_at: from.toISOString(),
      subject: 'Kennismaking',
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const { id } = Reservation.parse(booking.json());
    expect(
      (await asCustomer('POST', `/booking/${id}/move`, { starts_at: to.toISOString() })).statusCode,
    ).toBe(200);
    expect((await asCustomer('POST', `/booking/${id}/cancel`)).statusCode).toBe(200);
    await jobsEnded(two.db);
    const toDesk = (await mailsTo(two.dataDir, DESK)).slice(before);
    expect(subjects(toDesk)).toEqual([
      expect.stringMatching(/^Nieuwe opdracht: Meldingen B\.V\. \(opdracht #\d+\)$/),
      'Afspraak geboekt: Meldingen B.V.',
      'Afspraak verzet: Meldingen B.V.',
      'Afspraak geannuleerd: Meldingen B.V.',
    ]);
    expect(toDesk[1]).toContain('Kennismaking');
    expect(toDesk[1]).toContain('https://www.kodewerk.test/beheer/tijd');
  });

  it('sends each waiting event in exactly one digest at 08:00 Amsterdam time, once with two instances', async () => {
    await choose({
      order_reply: 'digest',
      hours_disputed: 'digest',
      order_closed: 'digest',
      order_reopened: 'digest',
    });
    await actions.order_reply(staff.staffId);
    await jobsEnded(two.db);
    const waiting = await two.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.delivery, 'digest'));
    const pending = waiting.filter((row) => row.digestDay === null).length;
    expect(pending).toBeGreaterThan(1);
    const mailsBefore = (await mailsTo(two.dataDir, staffEmail)).length;

    // Tomorrow 07:59 in Amsterdam: not yet; from 08:00 on, once, whichever instance and how often.
    const day = addDays(today(), 1);
    await two.runBoth('staff-digests', amsterdamTime(day, 7, 59));
    expect(await mailsTo(two.dataDir, staffEmail)).toHaveLength(mailsBefore);
    await Promise.all([
      a.schedule.runNow('staff-digests', amsterdamTime(day, 8, 0)),
      b.schedule.runNow('staff-digests', amsterdamTime(day, 8, 1)),
    ]);
    await two.runBoth('staff-digests', amsterdamTime(day, 9, 0));
    await jobsEnded(two.db);
    const digests = (await mailsTo(two.dataDir, staffEmail)).slice(mailsBefore);
    expect(subjects(digests)).toEqual([`Dagelijks overzicht: ${pending} meldingen`]);
    expect(digests[0]!.match(/heeft gereageerd op opdracht #/g)?.length).toBeGreaterThanOrEqual(1);
    const after = await two.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.delivery, 'digest'));
    expect(after.filter((row) => row.digestDay === null)).toEqual([]);
    expect(new Set(after.map((row) => row.digestDay))).toEqual(new Set([day]));

    // The next day's digest has only what came after.
    await actions.order_closed(staff.staffId);
    const next = addDays(day, 1);
    await two.runBoth('staff-digests', amsterdamTime(next, 8, 30));
    const nextDigests = (await mailsTo(two.dataDir, staffEmail)).slice(mailsBefore + 1);
    expect(subjects(nextDigests)).toEqual(['Dagelijks overzicht: 1 melding']);
  });

  it('writes the choice to the audit log and refuses a kind it does not know', async () => {
    const answer = await choose({ order_reply: 'digest' });
    expect(answer).toMatchObject({ desk_email: DESK, digest_hour: 8, settings: { order_reply: 'digest' } });
    const entries = await two.db.select().from(auditLog).where(eq(auditLog.action, 'staff.notifications'));
    expect(entries.length).toBeGreaterThan(0);
    const bad = await a.inject({
      method: 'PUT',
      url: '/staff/me/notifications',
      headers: staff.headers,
      payload: {
        order_reply: 'altijd',
        hours_disputed: 'mail',
        order_closed: 'mail',
        order_reopened: 'mail',
      },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('marks an order with a customer reply unread in the work queue until the staff member opens it', async () => {
    const other = await loggedInStaff(two.db, 'beheerder');
    const order = await assignedOrder(null);
    await asCustomer('POST', '/user-story-replies', { user_story_id: order.id, body_html: '<p>Hallo?</p>' });
    const queue = async (who: LoggedInStaff) => {
      const page = StaffOrderPage.parse(
        (await a.inject({ method: 'GET', url: '/staff/orders', headers: who.headers })).json(),
      );
      return page.items.find((item) => item.id === order.id)?.unread;
    };
    const counts = async (who: LoggedInStaff) =>
      StaffWorkCounts.parse(
        (await b.inject({ method: 'GET', url: '/staff/work-counts', headers: who.headers })).json(),
      );
    expect(await queue(staff)).toBe(true);
    const unreadBefore = (await counts(staff)).unread_orders;
    expect((await counts(staff)).unanswered_replies).toBeGreaterThan(0);

    expect(
      (await b.inject({ method: 'GET', url: `/staff/orders/${order.id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(200);
    expect(await queue(staff)).toBe(false);
    expect((await counts(staff)).unread_orders).toBe(unreadBefore - 1);
    // Seen is per staff member: a colleague still has it unread.
    expect(await queue(other)).toBe(true);

    await asCustomer('POST', '/user-story-replies', { user_story_id: order.id, body_html: '<p>En nu?</p>' });
    expect(await queue(staff)).toBe(true);
  });

  it('refuses customers on the staff routes', async () => {
    for (const [method, url] of [
      ['GET', '/staff/me/notifications'],
      ['PUT', '/staff/me/notifications'],
      ['GET', '/staff/work-counts'],
    ] as const) {
      expect((await a.inject({ method, url, headers: customer.headers, payload: {} })).statusCode).toBe(401);
    }
  });
});
