import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BillableHour,
  HOURS_APPROVAL_DAYS,
  hoursDeadlineSentence,
  type TimeEntry,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTimeEntry, createUser, createUserStory } from '../../db/factories/index.ts';
import { customers, proFormaLines, timeEntries } from '../../db/schema.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import type { LoggedInCustomer } from '../../test/logged-in-customer.ts';

const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });
const developer = staffPerBlock(t, 'ontwikkelaar');
const finance = staffPerBlock(t, 'financieel');
const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });
const petra = customerPerBlock(t, { name: 'Jansen Webdesign' });
let technician: { authorization: string };

const call = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });

const mails = async () => {
  const folder = path.join(t.env.dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => (await readFile(path.join(folder, file), 'utf8')).replace(/=\r?\n/g, '')),
  );
};

const jobsSettled = () => jobsEnded(t.db);

/** An order of the customer with entries logged by the developer; returns the order and entry ids. */
const orderWithHours = async (customer: LoggedInCustomer, title: string, minutes: number[]) => {
  const order = await createUserStory(t.db, { customerId: customer.customer.id, title });
  const entries = [];
  for (const [i, m] of minutes.entries())
    entries.push(
      await createTimeEntry(t.db, {
        userStoryId: order.id,
        staffId: developer.staffId,
        workedOn: `2026-11-${String(10 + i).padStart(2, '0')}`,
        minutes: m,
        note: `Werk ${i + 1}`,
      }),
    );
  return { order, ids: entries.map((entry) => entry.id) };
};

beforeAll(async () => {
  await t.db.update(customers).set({ hourlyRateCents: 12_000 }).where(eq(customers.id, jan.customer.id));
  const tech = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'technisch' });
  technician = { authorization: `Bearer ${(await createSession(t.db, tech.id, 'login')).token}` };
});

describe('hours approved by the customer before they are billed', () => {
  it('submits once with one mail, is answered once, and bills an approved entry exactly once', async () => {
    const { order, ids } = await orderWithHours(jan, 'Koppeling boekhouding', [90, 30, 45]);
    const submitted = await call(developer.headers, 'POST', `/staff/orders/${order.id}/time-entries/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({ submitted: 3, mail_queued: true });
    const again = await call(developer.headers, 'POST', `/staff/orders/${order.id}/time-entries/submit`);
    expect(again.statusCode).toBe(422);

    const hourJobs = (await jobsSettled()).length;
    expect(hourJobs).toBe(1);
    const sent = (await mails()).filter((mail) => mail.includes('Uren ter goedkeuring'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(jan.user.email);
    expect(sent[0]).toContain(hoursDeadlineSentence(HOURS_APPROVAL_DAYS));
    expect(sent[0]).toContain(`/klantenportaal/opdrachten/${order.id}`);

    // Submitted: staff can neither delete nor correct it.
    const del = await call(developer.headers, 'DELETE', `/staff/orders/${order.id}/time-entries/${ids[0]}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/verandert niet meer/);
    const fix = await call(developer.headers, 'PUT', `/staff/orders/${order.id}/time-entries/${ids[0]}`, {
      minutes: 60,
    });
    expect(fix.statusCode).toBe(409);

    // The customer sees them per order and per month.
    const listed = await call(jan.headers, 'GET', `/hours?order_id=${order.id}`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as BillableHour[]).map((hour) => hour.approval.state)).toEqual([
      'ingediend',
      'ingediend',
      'ingediend',
    ]);
    expect((await call(jan.headers, 'GET', '/hours?month=2026-11')).json()).toHaveLength(3);
    expect((await call(jan.headers, 'GET', '/hours?month=2026-10')).json()).toHaveLength(0);

    // Another customer: 404, nothing changes; a technical team member: 403.
    expect((await call(petra.headers, 'POST', '/hours/approve', { entry_ids: [ids[0]] })).statusCode).toBe(
      404,
    );
    expect((await call(petra.headers, 'GET', `/hours?order_id=${order.id}`)).json()).toEqual([]);
    expect((await call(technician, 'POST', '/hours/approve', { entry_ids: [ids[0]] })).statusCode).toBe(403);
    expect((await call(technician, 'GET', '/hours')).statusCode).toBe(403);

    // Dispute needs a comment.
    const bare = await call(jan.headers, 'POST', `/hours/${ids[2]}/dispute`, { comment: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().fields.comment).toBe('Toelichting is verplicht.');
    const disputed = await call(jan.headers, 'POST', `/hours/${ids[2]}/dispute`, {
      comment: 'Dit was maar een half uur.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((disputed.json() as BillableHour).approval).toMatchObject({
      state: 'betwist',
      dispute_comment: 'Dit was maar een half uur.',
    });
    // Those still waiting for an answer, as the dashboard asks for them.
    const waiting = await call(jan.headers, 'GET', '/hours?state=ingediend');
    expect((waiting.json() as BillableHour[]).map((hour) => hour.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await call(jan.headers, 'GET', '/hours?state=betwist')).json()).toHaveLength(1);
    expect((await call(jan.headers, 'GET', '/hours?state=open')).statusCode).toBe(422);

    const approved = await call(jan.headers, 'POST', '/hours/approve', { entry_ids: [ids[0], ids[1]] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as BillableHour[]).every((hour) => hour.approval.state === 'goedgekeurd')).toBe(
      true,
    );

    const twice = await call(jan.headers, 'POST', '/hours/approve', { entry_ids: [ids[0]] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/al beantwoord/);
    expect(
      (await call(jan.headers, 'POST', `/hours/${ids[2]}/dispute`, { comment: 'Nog eens' })).statusCode,
    ).toBe(409);

    const lines = await t.db
      .select()
      .from(proFormaLines)
      .where(eq(proFormaLines.customerId, jan.customer.id));
    expect(lines).toHaveLength(2);
    const first = lines.find((line) => line.timeEntryId === ids[0])!;
    expect(first).toMatchObject({ quantity: 150, unitPriceCents: 12_000, vatRate: 21 });
    expect(first.description).toContain('Koppeling boekhouding');

    // Staff see the answers, correct the disputed entry and submit it again.
    const detail = await call(developer.headers, 'GET', `/staff/orders/${order.id}`);
    const entries = detail.json().time_entries as TimeEntry[];
    const disputedEntry = entries.find((entry) => entry.id === ids[2])!;
    expect(disputedEntry.approval).toMatchObject({
      state: 'betwist',
      dispute_comment: 'Dit was maar een half uur.',
    });
    expect(disputedEntry.approval.answered_by).toContain(jan.user.firstName);
    const corrected = await call(
      developer.headers,
      'PUT',
      `/staff/orders/${order.id}/time-entries/${ids[2]}`,
      {
        minutes: 30,
        note: 'Gecorrigeerd',
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as TimeEntry).approval.state).toBe('nieuw');
    const resubmitted = await call(
      developer.headers,
      'POST',
      `/staff/orders/${order.id}/time-entries/submit`,
    );
    expect(resubmitted.json()).toEqual({ submitted: 1, mail_queued: true });
  });

  it('takes open pro-forma lines into one concept, never twice, and gives them back when it is deleted', async () => {
    const empty = await call(finance.headers, 'POST', '/staff/invoices/from-pro-forma', {
      customer_id: petra.customer.id,
    });
    expect(empty.statusCode).toBe(422);
    const made = await call(finance.headers, 'POST', '/staff/invoices/from-pro-forma', {
      customer_id: jan.customer.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().lines).toHaveLength(2);
    expect((await call(jan.headers, 'GET', '/invoices/pro-forma')).json()).toEqual([]);
    const second = await call(finance.headers, 'POST', '/staff/invoices/from-pro-forma', {
      customer_id: jan.customer.id,
    });
    expect(second.statusCode).toBe(422);
    const removed = await call(finance.headers, 'DELETE', `/staff/invoices/${made.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(jan.headers, 'GET', '/invoices/pro-forma')).json()).toHaveLength(2);
  });

  it('lets finance staff set the hourly rate, which new lines use', async () => {
    const set = await call(finance.headers, 'PUT', `/staff/customers/${petra.customer.id}/hourly-rate`, {
      hourly_rate_cents: 11_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, petra.customer.id));
    expect(row!.hourlyRateCents).toBe(11_000);
    expect(
      (
        await call(developer.headers, 'PUT', `/staff/customers/${petra.customer.id}/hourly-rate`, {
          hourly_rate_cents: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps entries still being logged away from the customer', async () => {
    const { ids } = await orderWithHours(petra, 'Nog niet ingediend', [60]);
    expect((await call(petra.headers, 'GET', '/hours')).json()).toEqual([]);
    const [entry] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, ids[0]!));
    expect(entry!.approvalState).toBe('nieuw');
  });
});
