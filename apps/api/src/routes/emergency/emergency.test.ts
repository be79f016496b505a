import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMERGENCY_REQUESTS_PER_HOUR, EmergencyRequest } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyRequests } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { call, errorOf } from '../user-stories/user-stories-test-support.ts';

const ONCALL = 'dienst@kodewerk.test';

describe('POST /emergency-request', () => {
  let t: TestApp;
  let jan: LoggedInCustomer;
  const mailFolder = () => path.join(t.env.dataDir, 'mail');
  const mails = async () => {
    const files = await readdir(mailFolder()).catch(() => [] as string[]);
    return Promise.all(files.sort().map((file) => readFile(path.join(mailFolder(), file), 'utf8')));
  };

  beforeAll(async () => {
    t = await buildTestApp({ ONCALL_EMAIL: ONCALL });
    jan = await loggedInCustomer(t.db, { name: 'Voorbeeld B.V.' });
  });
  afterAll(() => t.close());

  it('stores the call and mails it to the on-call address', async () => {
    const description = 'De webshop geeft sinds 14:05 een 502-fout.\nBestellingen komen niet binnen.';
    const response = await call(t.app, jan, 'POST', '/emergency-request', { description });
    expect(response.statusCode).toBe(201);
    const answer = EmergencyRequest.parse(response.json());
    expect(answer.description).toBe(description);

    const [row] = await t.db.select().from(emergencyRequests).where(eq(emergencyRequests.id, answer.id));
    expect(row).toMatchObject({ customerId: jan.customer.id, userId: jan.user.id, description });
    expect(row?.mailedAt).not.toBeNull();

    const [mail] = await mails();
    expect(mail).toBeDefined();
    expect(mail).toMatch(new RegExp(`^To: ${ONCALL}`, 'm'));
    expect(mail).toMatch(new RegExp(`^Reply-To: ${jan.user.email}`, 'm'));
    expect(mail).toContain('Subject: Noodoproep van Voorbeeld B.V.');
    expect(mail).toContain('De webshop geeft sinds 14:05 een 502-fout.');
    expect(mail).toContain(`Noodoproep #${answer.id}`);
  });

  it('refuses a description that is missing or too short, and mails nothing', async () => {
    const before = (await mails()).length;
    const short = await call(t.app, jan, 'POST', '/emergency-request', { description: '  kapot  ' });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).fields).toEqual({
      description: 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.',
    });
    const missing = await call(t.app, jan, 'POST', '/emergency-request', {});
    expect(errorOf(missing).fields).toEqual({ description: 'Omschrijving is verplicht.' });
    expect((await mails()).length).toBe(before);
  });

  it('needs a login', async () => {
    const response = await call(t.app, null, 'POST', '/emergency-request', {
      description: 'Alles ligt eruit!',
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes nothing in when the mail cannot be sent, and says so', async () => {
    const customer = await loggedInCustomer(t.db);
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('SMTP weg');
    };
    try {
      const response = await call(t.app, customer, 'POST', '/emergency-request', {
        description: 'De server reageert niet meer.',
      });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).message).toContain('kon niet worden doorgegeven');
    } finally {
      t.app.mailer.send = send;
    }
    const rows = await t.db
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.customerId, customer.customer.id));
    expect(rows).toHaveLength(0);
  });

  it(`allows ${EMERGENCY_REQUESTS_PER_HOUR} calls per customer per hour`, async () => {
    const customer = await loggedInCustomer(t.db);
    for (let i = 0; i < EMERGENCY_REQUESTS_PER_HOUR; i++) {
      const ok = await call(t.app, customer, 'POST', '/emergency-request', {
        description: `Storing nummer ${i + 1}`,
      });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await call(t.app, customer, 'POST', '/emergency-request', {
      description: 'Nog een storing',
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).retryAfter).toBeGreaterThan(0);
    // Another customer is not held back by it.
    const stillOk = await call(t.app, jan, 'POST', '/emergency-request', {
      description: 'Onze eigen storing',
    });
    expect(stillOk.statusCode).toBe(201);
  });
});
