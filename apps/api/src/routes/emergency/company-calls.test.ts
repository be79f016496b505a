import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CompanyEmergencyCall, type TeamRole } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmergencyCall, createUser } from '../../db/factories/index.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';

const t = testAppPerBlock();
const developer = staffPerBlock(t, 'ontwikkelaar');
const shop = customerPerBlock(t, { name: 'Bakkerij de Vries' });
const other = customerPerBlock(t, { name: 'Ander Bedrijf' });

const colleague = async (teamRole: TeamRole, firstName: string) => {
  const user = await createUser(t.db, {
    customerId: shop.customer.id,
    teamRole,
    firstName,
    lastName: 'de Vries',
  });
  const { token } = await createSession(t.db, user.id, 'login');
  return { user, headers: { authorization: `Bearer ${token}` } };
};

const mailsTo = async (address: string) => {
  const folder = path.join(t.env.dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  const raw = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), 'utf8')));
  // Quoted-printable as written: soft line breaks joined, escaped '=' read back.
  const all = raw.map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  return all.filter((mail) => new RegExp(`^To: ${address}`, 'm').test(mail));
};

const listOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/emergency-requests', headers });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(CompanyEmergencyCall).parse(response.json());
};

describe("the company's emergency calls in the portal", () => {
  it('shows a colleague the call, who of staff took it up and when, and mails everyone who may call', async () => {
    const technical = await colleague('technisch', 'Tim');
    const orders = await colleague('opdrachten', 'Olga');
    const finance = await colleague('financieel', 'Fenna');

    // The technical colleague sees the server down and makes the call (decision 0057).
    const made = await t.app.inject({
      method: 'POST',
      url: '/emergency-request',
      headers: technical.headers,
      payload: { description: 'Server web-01 reageert niet meer sinds 03:10.', costs_confirmed: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    const elsewhere = await createEmergencyCall(t.db, {
      customerId: other.customer.id,
      userId: other.user.id,
    });

    const [open, ...rest] = await listOf(orders.headers);
    expect(rest).toEqual([]);
    expect(open).toMatchObject({
      id,
      state: 'open',
      caller: { name: 'Tim de Vries' },
      acknowledged_at: null,
      acknowledged_by: null,
      resolved_at: null,
    });

    const acknowledged = await t.app.inject({
      method: 'POST',
      url: `/staff/emergency-calls/${id}/acknowledge`,
      headers: developer.headers,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    // The caller, the eigenaar and the opdrachten colleague; not financieel.
    expect(acknowledged.json().mails_queued).toBe(3);

    const [taken] = await listOf(shop.headers);
    expect(taken?.state).toBe('opgepakt');
    expect(taken?.acknowledged_by).toMatch(/\S/);
    expect(Date.now() - Date.parse(taken?.acknowledged_at ?? '')).toBeLessThan(60_000);

    await jobsEnded(t.db);
    const [toColleague, ...more] = await mailsTo(orders.user.email);
    expect(more).toEqual([]);
    expect(toColleague).toContain(`Subject: Noodoproep #${id} is opgepakt`);
    expect(toColleague).toContain('de noodoproep van Tim de Vries');
    expect(toColleague).toContain('<html lang="nl">');
    expect(toColleague).toContain('/klantenportaal/noodoproep');
    expect(await mailsTo(technical.user.email)).toHaveLength(1);
    expect(await mailsTo(shop.user.email)).toHaveLength(1);
    expect(await mailsTo(finance.user.email)).toEqual([]);
    expect(await mailsTo(other.user.email)).toEqual([]);

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/staff/emergency-calls/${id}/resolve`,
      headers: developer.headers,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const [done] = await listOf(technical.headers);
    expect(done).toMatchObject({ id, state: 'afgerond' });
    expect(done?.resolved_at).not.toBeNull();

    // Another company's calls are not in the list; financieel may not see the calls at all.
    expect((await listOf(other.headers)).map((call) => call.id)).toEqual([elsewhere.id]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/emergency-requests',
      headers: finance.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/emergency-requests' })).statusCode).toBe(401);
  });
});
