import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EmergencyRequest, EmergencyTerms } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../db/factories/index.ts';
import { customers, emergencyRequests } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { call, errorOf } from '../user-stories/user-stories-test-support.ts';

const ONCALL = 'dienst@kodewerk.test';

/** A mail's text as written: soft line breaks joined, =XX bytes read as UTF-8. */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  )
    .toString('utf8')
    .replace(/\r\n/g, '\n');

describe('GET /emergency-terms', () => {
  const t = testAppPerBlock();

  const termsOf = async (customer: LoggedInCustomer) => {
    const response = await call(t.app, customer, 'GET', '/emergency-terms');
    expect(response.statusCode).toBe(200);
    return exactly(EmergencyTerms, response.json());
  };

  it("gives the company's own hourly rate when no subscription includes emergency calls", async () => {
    const customer = await loggedInCustomer(t.db);
    await t.db
      .update(customers)
      .set({ emergencyHourlyRateCents: 12_500 })
      .where(eq(customers.id, customer.customer.id));
    await createSubscription(t.db, { customerId: customer.customer.id, description: 'Webhosting' });
    expect(await termsOf(customer)).toEqual({ included_in: null, hourly_rate_cents: 12_500, vat_rate: 21 });
  });

  it('says the call is included while such a subscription runs, and not after it ended', async () => {
    const customer = await loggedInCustomer(t.db);
    const other = await loggedInCustomer(t.db);
    await createSubscription(t.db, {
      customerId: customer.customer.id,
      description: 'Onderhoud met storingsdienst',
      includesEmergencyCalls: true,
      startedOn: addDays(today(), -30),
    });
    await createSubscription(t.db, {
      customerId: other.customer.id,
      description: 'Oud onderhoudscontract',
      includesEmergencyCalls: true,
      startedOn: addDays(today(), -400),
      endedOn: addDays(today(), -1),
    });
    expect((await termsOf(customer)).included_in).toBe('Onderhoud met storingsdienst');
    // Another customer's contract is not this one's; an ended contract includes nothing.
    expect((await termsOf(other)).included_in).toBeNull();
  });

  it('needs a login', async () => {
    expect((await call(t.app, null, 'GET', '/emergency-terms')).statusCode).toBe(401);
  });
});

describe('POST /emergency-request', () => {
  const logs: Record<string, unknown>[] = [];
  const t = testAppPerBlock({ ONCALL_EMAIL: ONCALL }, { logs });
  const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });
  const mailFolder = () => path.join(t.env.dataDir, 'mail');
  const mails = async () => {
    const files = await readdir(mailFolder()).catch(() => [] as string[]);
    return Promise.all(files.sort().map((file) => readFile(path.join(mailFolder(), file), 'utf8')));
  };

  it('stores the call and mails it to the on-call address', async () => {
    const description = 'De webshop geeft sinds 14:05 een 502-fout.\nBestellingen komen niet binnen.';
    const response = await call(t.app, jan, 'POST', '/emergency-request', {
      description,
      costs_confirmed: true,
    });
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
    // The engineer reads what the customer agreed to pay.
    expect(quotedPrintable(mail!)).toMatch(
      /^Kosten: €\s150,00 per begonnen uur, excl\. 21% btw \(door de klant bevestigd\)$/m,
    );
    expect(answer.terms).toEqual({ included_in: null, hourly_rate_cents: 15_000, vat_rate: 21 });
    // The engineer is staff: the link goes to the calls in the back office.
    expect(quotedPrintable(mail!)).toMatch(/^In het beheer: http:\/\/\S+\/beheer\/noodoproepen$/m);
  });

  it('refuses a call whose costs were not confirmed, in Dutch, and stores and mails nothing', async () => {
    const customer = await loggedInCustomer(t.db);
    const before = (await mails()).length;
    for (const confirmation of [{}, { costs_confirmed: false }, { costs_confirmed: 'ja' }]) {
      const response = await call(t.app, customer, 'POST', '/emergency-request', {
        description: 'De server reageert niet meer.',
        ...confirmation,
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({
        costs_confirmed: 'Bevestig dat je weet wat de noodoproep kost.',
      });
    }
    const rows = await t.db
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.customerId, customer.customer.id));
    expect(rows).toHaveLength(0);
    expect((await mails()).length).toBe(before);
  });

  it('refuses a description that is missing or too short, and mails nothing', async () => {
    const before = (await mails()).length;
    const short = await call(t.app, jan, 'POST', '/emergency-request', {
      description: '  kapot  ',
      costs_confirmed: true,
    });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).fields).toEqual({
      description: 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.',
    });
    const missing = await call(t.app, jan, 'POST', '/emergency-request', { costs_confirmed: true });
    expect(errorOf(missing).fields).toEqual({ description: 'Omschrijving is verplicht.' });
    expect((await mails()).length).toBe(before);
  });

  it('needs a login', async () => {
    const response = await call(t.app, null, 'POST', '/emergency-request', {
      description: 'Alles ligt eruit!',
      costs_confirmed: true,
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
        costs_confirmed: true,
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
        costs_confirmed: true,
      });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await call(t.app, customer, 'POST', '/emergency-request', {
      description: 'Nog een storing',
      costs_confirmed: true,
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).retryAfter).toBeGreaterThan(0);
    // Another customer is not held back by it.
    const stillOk = await call(t.app, jan, 'POST', '/emergency-request', {
      description: 'Onze eigen storing',
      costs_confirmed: true,
    });
    expect(stillOk.statusCode).toBe(201);
  });

  it('lets exactly 5 of 50 parallel calls of one customer through, and mails 5', async () => {
    const customer = await loggedInCustomer(t.db);
    const mailsBefore = (await mails()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, customer, 'POST', '/emergency-request', {
          description: `Tegelijk gemeld ${i + 1}`,
          costs_confirmed: true,
        }),
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
