import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiRoutes,
  StaffAcknowledgeResult,
  StaffEmergencyCall,
  StaffEmergencyCallListItem,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmergencyCall } from '../../db/factories/index.ts';
import { auditLog, emergencyRequests } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';

const t = testAppPerBlock();
const developer = staffPerBlock(t, 'ontwikkelaar');
const finance = staffPerBlock(t, 'financieel');
const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });

const mails = async () => {
  const folder = path.join(t.env.dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(folder, file), 'utf8')));
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000);

describe('/staff/emergency-calls', () => {
  it('lists open calls first, longest waiting first, then the acknowledged ones', async () => {
    const customerId = jan.customer.id;
    const handled = await createEmergencyCall(t.db, {
      customerId,
      userId: jan.user.id,
      createdAt: minutesAgo(300),
      acknowledgedAt: minutesAgo(290),
      acknowledgedByStaffId: developer.staffId,
    });
    const recent = await createEmergencyCall(t.db, {
      customerId,
      userId: jan.user.id,
      createdAt: minutesAgo(5),
    });
    const old = await createEmergencyCall(t.db, {
      customerId,
      userId: jan.user.id,
      createdAt: minutesAgo(50),
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/staff/emergency-calls',
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(200);
    const calls = z.array(StaffEmergencyCallListItem).parse(response.json());
    expect(calls.map((call) => call.id)).toEqual([old.id, recent.id, handled.id]);
    // Each with its clock against priority 1's targets: the open ones to the first response, the
    // acknowledged one to its resolution.
    expect(calls.map((call) => call.clock?.target)).toEqual([
      'first_response',
      'first_response',
      'resolution',
    ]);
    expect(calls[0]).toMatchObject({
      customer: { id: customerId, name: 'Voorbeeld B.V.' },
      caller: { email: jan.user.email },
      acknowledged_at: null,
      acknowledged_by: null,
    });
    expect(calls[2]?.acknowledged_by?.id).toBe(developer.staffId);
  });

  it('acknowledges a call: who and when, a queued e-mail to the caller, an audit row; only once', async () => {
    const call = await createEmergencyCall(t.db, {
      customerId: jan.customer.id,
      userId: jan.user.id,
      description: 'De mailserver weigert alle berichten sinds vanochtend.',
    });
    const before = (await mails()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/staff/emergency-calls/${call.id}/acknowledge`,
      headers: developer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = StaffAcknowledgeResult.parse(response.json());
    expect(result.mails_queued).toBe(1);
    expect(result.call.acknowledged_by?.id).toBe(developer.staffId);
    expect(Date.now() - Date.parse(result.call.acknowledged_at ?? '')).toBeLessThan(60_000);

    const [row] = await t.db.select().from(emergencyRequests).where(eq(emergencyRequests.id, call.id));
    expect(row?.acknowledgedByStaffId).toBe(developer.staffId);
    await jobsEnded(t.db);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(new RegExp(`^To: ${jan.user.email}`, 'm'));
    expect(sent[0]).toContain(`Subject: Noodoproep #${call.id} is opgepakt`);
    expect(sent[0]).toContain('heeft je noodoproep op');
    expect(sent[0]).toContain('De mailserver weigert alle berichten');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(call.id)));
    expect(audit).toMatchObject([
      { action: 'emergency_request.acknowledge', entity: 'emergency_request', staffId: developer.staffId },
    ]);

    const rows = await countRows(t.db);
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/emergency-calls/${call.id}/acknowledge`,
      headers: developer.headers,
    });
    expect(again.statusCode).toBe(409);
    expectDocumentedError(apiRoutes.acknowledgeStaffEmergencyCall, again, 'again');
    expect(await countRows(t.db)).toEqual(rows);
    await jobsEnded(t.db);
    expect((await mails()).length).toBe(before + 1);
  });

  it('marks an acknowledged call afgerond once, refuses an open one, and audits it', async () => {
    const open = await createEmergencyCall(t.db, { customerId: jan.customer.id, userId: jan.user.id });
    const resolve = (id: number, headers = developer.headers) =>
      t.app.inject({ method: 'POST', url: `/staff/emergency-calls/${id}/resolve`, headers });
    const early = await resolve(open.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Pak de noodoproep eerst op voordat je hem afrondt.');
    expectDocumentedError(apiRoutes.resolveStaffEmergencyCall, early, 'open');

    const handled = await createEmergencyCall(t.db, {
      customerId: jan.customer.id,
      userId: jan.user.id,
      acknowledgedAt: minutesAgo(10),
      acknowledgedByStaffId: developer.staffId,
    });
    const done = await resolve(handled.id);
    expect(done.statusCode, done.body).toBe(200);
    const call = StaffEmergencyCall.parse(done.json());
    expect(call.resolved_by?.id).toBe(developer.staffId);
    expect(Date.now() - Date.parse(call.resolved_at ?? '')).toBeLessThan(60_000);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(handled.id)));
    expect(audit.map((entry) => entry.action)).toEqual(['emergency_request.resolve']);

    const again = await resolve(handled.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze noodoproep is al afgerond.');
    expect((await resolve(999_999)).statusCode).toBe(404);
    // Financieel staff may read the calls but not change them.
    expect((await resolve(open.id, finance.headers)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown call and 4xx for a bad id, writing nothing', async () => {
    const rows = await countRows(t.db);
    for (const id of ['999999', 'abc', '-1']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/staff/emergency-calls/${id}/acknowledge`,
        headers: developer.headers,
      });
      expect(response.statusCode, id).toBe(id === '999999' ? 404 : 422);
      expectDocumentedError(apiRoutes.acknowledgeStaffEmergencyCall, response, id);
    }
    expect(await countRows(t.db)).toEqual(rows);
  });
});
