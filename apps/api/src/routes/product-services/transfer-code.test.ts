import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StaffService, TransferCode } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../db/factories/index.ts';
import { auditLog, jobs, securityEvents } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { httpRegistrar } from '../../services/domain-registrar.ts';
import { createSession } from '../../services/sessions.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';

const CODE = 'Xq7-pL2m#9vR';
const TOKEN = 'registrar-test-token';

/**
 * A registrar on a free loopback port: `POST /domains/{name}/auth-code` with the right token answers
 * the code of a name it holds, 404 for one it does not, 401 without the token, 500 for 'kapot.test'.
 */
const startRegistrar = async () => {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const name = decodeURIComponent(request.url?.match(/^\/domains\/([^/]+)\/auth-code$/)?.[1] ?? '');
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: 'unauthorized' });
    if (request.method !== 'POST' || !name) return send(400, { error: 'bad request' });
    if (name === 'kapot.test') return send(500, { error: 'internal' });
    if (name !== 'klant.test') return send(404, { error: 'not ours' });
    return send(200, { auth_code: CODE });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe("a domain's transfer code", () => {
  let registrar: Awaited<ReturnType<typeof startRegistrar>>;
  let t: TestApp;
  let jan: LoggedInCustomer;
  let finance: LoggedInStaff;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    registrar = await startRegistrar();
    t = await buildTestApp({ DOMAIN_REGISTRAR_URL: registrar.url, DOMAIN_REGISTRAR_TOKEN: TOKEN }, { logs });
    jan = await loggedInCustomer(t.db, { name: 'Verhuis B.V.' });
    finance = await loggedInStaff(t.db, 'financieel');
  });
  afterAll(async () => {
    await t?.close();
    await registrar?.close();
  });

  const domainService = async (name: string) => {
    const product = await createProduct(t.db, {
      name: `.${name}`,
      group: 'domein',
      tld: name,
      period: 'jaar',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
      payload: {
        product_id: product.id,
        description: `${name === 'test' ? 'klant' : 'kapot'}.test`,
        started_on: today(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return StaffService.parse(created.json()).id;
  };

  it('answers the code from the registrar once, mails it to the person who asked, and logs and audits it without the code', async () => {
    const id = await domainService('test');
    const technical = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'technisch' });
    const { token } = await createSession(t.db, technical.id, 'login');

    const answer = await t.app.inject({
      method: 'POST',
      url: `/services/${id}/transfer-code`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(TransferCode.parse(answer.json())).toEqual({ domain: 'klant.test', transfer_code: CODE });
    expect(registrar.requests).toEqual(['POST /domains/klant.test/auth-code']);

    const [mail] = await mailsTo(t.env.DATA_DIR, technical.email);
    expect(mail).toContain('Verhuiscode van klant.test');
    expect(mail).toContain(CODE);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'service.transfer_code'));
    expect(entry).toMatchObject({ userId: technical.id, staffId: null, entityId: String(id) });
    expect(JSON.stringify(entry)).not.toContain(CODE);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, technical.id));
    expect(events.map((event) => event.kind)).toEqual(['transfer_code_requested']);

    // Nowhere else: not in the lists, not in a job, not in the API's log.
    const list = await t.app.inject({ method: 'GET', url: '/services', headers: jan.headers });
    const staffList = await t.app.inject({
      method: 'GET',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
    });
    expect(list.body).not.toContain(CODE);
    expect(staffList.body).not.toContain(CODE);
    expect(StaffService.array().parse(staffList.json())[0]?.requests).toMatchObject([
      { kind: 'verhuiscode', person: `${technical.firstName} ${technical.lastName}` },
    ]);
    expect(JSON.stringify(await t.db.select().from(jobs))).not.toContain(CODE);
    expect(JSON.stringify(logs)).not.toContain(CODE);
  });

  it('says the code could not be had when the registrar fails, and records nothing', async () => {
    const id = await domainService('kapot');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/services/${id}/transfer-code`,
      headers: jan.headers,
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toContain('De registrar gaf nu geen verhuiscode');
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, jan.user.id));
    expect(events.filter((event) => event.kind === 'transfer_code_requested')).toEqual([]);
  });

  it('takes no code from a registrar that does not know the token, or is not there', async () => {
    await expect(httpRegistrar(registrar.url, 'wrong').transferCode('klant.test')).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(
      httpRegistrar('http://127.0.0.1:9/', TOKEN, { timeoutMs: 2_000 }).transferCode('klant.test'),
    ).rejects.toMatchObject({ statusCode: 503 });
    await expect(httpRegistrar(registrar.url, TOKEN).transferCode('klant.test')).resolves.toBe(CODE);
  });
});
