import { ServiceLevelReport, ServiceLevels, StaffOrderPage } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmergencyCall, createUserStory, createUserStoryReply } from '../../db/factories/index.ts';
import { businessHours, serviceLevelTargets, userStoryStatusChanges } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';

const defaultTargets = [
  { priority: 1, first_response_hours: 1, resolution_hours: 8 },
  { priority: 2, first_response_hours: 4, resolution_hours: 24 },
  { priority: 3, first_response_hours: 8, resolution_hours: 80 },
  { priority: 4, first_response_hours: 16, resolution_hours: 160 },
  { priority: 5, first_response_hours: 40, resolution_hours: 400 },
];
const officeHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts_at: '09:00', ends_at: '17:00' }));

describe('service levels in the back office', () => {
  const t = testAppPerBlock();
  const beheerder = staffPerBlock(t, 'beheerder');
  const developer = staffPerBlock(t, 'ontwikkelaar');
  const finance = staffPerBlock(t, 'financieel');
  const jan = customerPerBlock(t);

  const put = (payload: object, who = beheerder) =>
    t.app.inject({ method: 'PUT', url: '/staff/service-levels', headers: who.headers, payload });

  it('starts from office hours Monday to Friday 09:00-17:00 and the default targets, with the holidays', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/staff/service-levels',
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(200);
    const levels = ServiceLevels.parse(response.json());
    expect(levels.ranges).toEqual(officeHours);
    expect(levels.targets).toEqual(defaultTargets);
    const year = new Date().getUTCFullYear();
    expect(levels.holidays).toContainEqual({ date: `${year}-12-25`, name: 'Eerste Kerstdag' });
    expect(levels.holidays).toContainEqual({ date: `${year + 1}-01-01`, name: 'Nieuwjaarsdag' });
  });

  it('refuses a bad schedule or bad targets with Dutch messages per field, and writes nothing', async () => {
    const before = {
      hours: await t.db.select().from(businessHours),
      targets: await t.db.select().from(serviceLevelTargets),
    };
    const withTarget = (change: object) =>
      defaultTargets.map((target, index) => (index === 0 ? { ...target, ...change } : target));
    const cases: [object, Record<string, string>][] = [
      [
        { ranges: [], targets: defaultTargets },
        { ranges: 'Vul ten minste één tijdvak in: zonder kantooruren loopt de klok nooit.' },
      ],
      [
        {
          ranges: [
            { weekday: 2, starts_at: '09:00', ends_at: '12:00' },
            { weekday: 2, starts_at: '11:00', ends_at: '13:00' },
          ],
          targets: defaultTargets,
        },
        { 'ranges.1.starts_at': 'Dit tijdvak overlapt een ander tijdvak op dinsdag.' },
      ],
      [
        { ranges: [{ weekday: 3, starts_at: '17:00', ends_at: '9:00' }], targets: defaultTargets },
        { 'ranges.0.ends_at': 'Eindtijd van een tijdvak moet op het kwartier vallen, zoals 09:00-12:00.' },
      ],
      [
        { ranges: officeHours, targets: withTarget({ first_response_hours: 10, resolution_hours: 4 }) },
        { 'targets.0.resolution_hours': 'Oplossing mag niet korter zijn dan de eerste reactie.' },
      ],
      [
        { ranges: officeHours, targets: withTarget({ first_response_hours: 0 }) },
        { 'targets.0.first_response_hours': 'Eerste reactie moet minimaal 1 zijn.' },
      ],
      [
        { ranges: officeHours, targets: defaultTargets.slice(0, 4) },
        { targets: 'Geef voor elke prioriteit van 1 tot en met 5 precies één paar doelen.' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect(await t.db.select().from(businessHours)).toEqual(before.hours);
    expect(await t.db.select().from(serviceLevelTargets)).toEqual(before.targets);
    // Only beheerders set them.
    expect((await put({ ranges: officeHours, targets: defaultTargets }, developer)).statusCode).toBe(403);
  });

  it('lets a beheerder replace hours and targets, in the audit log', async () => {
    const ranges = [
      { weekday: 1, starts_at: '08:00', ends_at: '12:00' },
      { weekday: 1, starts_at: '13:00', ends_at: '18:00' },
      { weekday: 6, starts_at: '10:00', ends_at: '14:00' },
    ];
    const targets = defaultTargets.map((target) => ({
      ...target,
      first_response_hours: target.priority * 2,
    }));
    const response = await put({ ranges, targets });
    expect(response.statusCode, response.body).toBe(200);
    const levels = ServiceLevels.parse(response.json());
    expect(levels.ranges).toEqual(ranges);
    expect(levels.targets).toEqual(targets);
    expect(await t.db.select().from(serviceLevelTargets).where(eq(serviceLevelTargets.priority, 2))).toEqual([
      { priority: 2, firstResponseMinutes: 240, resolutionMinutes: 1440 },
    ]);
    const [entry] = (await auditEntries(t.db)).filter((row) => row.action === 'service_levels.update');
    expect(entry).toMatchObject({ staffId: beheerder.staffId, entity: 'service_levels' });
    expect(entry?.before).toMatchObject({ ranges: officeHours });
    expect(entry?.after).toMatchObject({ ranges, targets });
    expect((await put({ ranges: officeHours, targets: defaultTargets })).statusCode).toBe(200);
  });

  it('shows each order’s clock in the work queue, least time left first, and stops it while waiting on the customer', async () => {
    const customerId = jan.customer.id;
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const late = await createUserStory(t.db, {
      customerId,
      title: 'Te laat',
      priority: 1,
      createdAt: longAgo,
    });
    const fresh = await createUserStory(t.db, { customerId, title: 'Net binnen', priority: 5 });
    const waiting = await createUserStory(t.db, {
      customerId,
      title: 'Wacht',
      priority: 2,
      createdAt: longAgo,
    });
    const done = await createUserStory(t.db, { customerId, title: 'Klaar', status: 'gesloten' });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/staff/orders/${waiting.id}/status`,
      headers: developer.headers,
      payload: { status: 'wacht_op_klant' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const changes = await t.db
      .select()
      .from(userStoryStatusChanges)
      .where(eq(userStoryStatusChanges.userStoryId, waiting.id));
    expect(changes).toMatchObject([{ fromStatus: 'nieuw', toStatus: 'wacht_op_klant' }]);

    const response = await t.app.inject({
      method: 'GET',
      url: `/staff/orders?sort=time_left&customer_id=${customerId}`,
      headers: finance.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = StaffOrderPage.parse(response.json()).items;
    expect(items.map((item) => item.id)).toEqual([late.id, waiting.id, fresh.id, done.id]);
    const clockOf = (id: number) => items.find((item) => item.id === id)?.clock;
    expect(clockOf(late.id)).toMatchObject({ target: 'first_response', breached: true, paused: false });
    expect(clockOf(waiting.id)).toMatchObject({ target: 'first_response', breached: true, paused: true });
    expect(clockOf(fresh.id)).toMatchObject({ target: 'first_response', breached: false, paused: false });
    expect(clockOf(fresh.id)?.minutes_left).toBeGreaterThan(2400 - 10);
    expect(clockOf(fresh.id)?.minutes_left).toBeLessThanOrEqual(2400);
    expect(clockOf(done.id)).toBeNull();
  });

  it('reports a month: the share answered within the target and the median first response', async () => {
    const customerId = jan.customer.id;
    const at = (text: string) => new Date(text);
    const order = async (priority: number, createdAt: string, firstReplyAt?: string) => {
      const story = await createUserStory(t.db, { customerId, priority, createdAt: at(createdAt) });
      // An internal note is no answer to the customer.
      await createUserStoryReply(t.db, {
        userStoryId: story.id,
        fromProvider: true,
        kind: 'internal_note',
        createdAt: at(createdAt),
      });
      if (firstReplyAt) {
        await createUserStoryReply(t.db, {
          userStoryId: story.id,
          fromProvider: true,
          createdAt: at(firstReplyAt),
        });
      }
    };
    // 60 business minutes of 480: in time.
    await order(3, '2026-03-02T09:00:00+01:00', '2026-03-02T10:00:00+01:00');
    // Monday 16:30 to Tuesday 09:45: 75 of 60 minutes, late.
    await order(1, '2026-03-02T16:30:00+01:00', '2026-03-03T09:45:00+01:00');
    // Friday 16:00 to Monday 10:00: 120 of 480, in time over the weekend.
    await order(3, '2026-03-06T16:00:00+01:00', '2026-03-09T10:00:00+01:00');
    // Never answered, long past its 480 minutes: counted late.
    await order(3, '2026-03-10T09:00:00+01:00');
    // Another month.
    await order(3, '2026-02-27T09:00:00+01:00', '2026-02-27T09:05:00+01:00');
    await createEmergencyCall(t.db, {
      customerId,
      createdAt: at('2026-03-11T09:00:00+01:00'),
      acknowledgedAt: at('2026-03-11T09:20:00+01:00'),
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/staff/service-levels/report?month=2026-03',
      headers: finance.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = ServiceLevelReport.parse(response.json());
    expect(report.month).toBe('2026-03');
    expect(report.orders).toEqual({
      received: 4,
      settled: 4,
      answered_in_time: 2,
      share_in_time: 0.5,
      median_first_response_minutes: 75,
    });
    expect(report.emergency_calls).toEqual({
      received: 1,
      settled: 1,
      answered_in_time: 1,
      share_in_time: 1,
      median_first_response_minutes: 20,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/staff/service-levels/report?month=2026-13',
      headers: finance.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ month: 'Maand moet een maand zijn als 2026-03.' });
  });
});
