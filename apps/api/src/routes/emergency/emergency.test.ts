import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EmergencyRequest } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyRequests } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { call, errorOf } from '../user-stories/user-stories-test-support.ts';

const ONCALL = 'dienst@kodewerk.test';

describe('POST /emergency-request', () => {
  let t: TestApp;
  let jan: LoggedInCustomer;
  const logs: Record<string, unknown>[] = [];
  const mailFolder = () => path.join(t.env.dataDir, 'mail');
  const mails = async () => {
    const files = await readdir(mailFolder()).catch(() => [] as string[]);
    return Promise.all(files.sort().map((file) => readFile(path.join(mailFolder(), file), 'utf8')));
  };

  beforeAll(async () => {
    t = await buildTestApp({ ONCALL_EMAIL: ONCALL }, { logs });
    jan = await loggedInCustomer(t.db, { name: 'Voorbeeld B.V.' });
  });
  afterAll(() => t.close());

  it('stores the call and mails it to the on-call address', async () => {
    const description = 'De webshop geeft sinds 14:05 een 502-fout.\nBestellingen komen niet binnen.';
    const response = await call(t.app, jan, 'POST', '/emergency-request', { description });
    expect(response.statusCode).toBe(201);
    const answer = exactly(EmergencyRequest, response.json());
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
      // The cause reaches the log, for whoever follows up on the lost call.
      const logged = logs.find((line) => line.msg === 'emergency call could not be mailed');
      expect(logged?.level).toBe(50);
      expect(logged?.err).toMatchObject({ message: 'SMTP weg' });
    } finally {
      t.app.mailer.send = send;
    }
    const rows = await t.db
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.customerId, customer.customer.id));
    expect(rows).toHaveLength(0);
  });

  it('allows 5 calls per customer per hour', async () => {
    const customer = await loggedInCustomer(t.db);
    // A literal, not the constant: a changed limit is a change of the product, and must show here.
    for (let i = 0; i < 5; i++) {
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

  it('lets exactly 5 of 50 parallel calls of one customer through, and mails 5', async () => {
    const customer = await loggedInCustomer(t.db);
    const mailsBefore = (await mails()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, customer, 'POST', '/emergency-request', { description: `Tegelijk gemeld ${i + 1}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(45);
    const rows = await t.db
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.customerId, customer.customer.id));
    expect(rows).toHaveLength(5);
    expect((await mails()).length - mailsBefore).toBe(5);
  });
});
