import { createHash } from 'node:crypto';
import { CustomerOfferte, StaffOfferte, todayInAmsterdam } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../db/factories/index.ts';
import {
  auditLog,
  invoiceLines,
  invoices,
  offerteAcceptances,
  offerteVersions,
  services,
  userStories,
} from '../../db/schema.ts';
import { addDays } from '../../lib/dates.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const developer = staffPerBlock(t, 'ontwikkelaar');
const webshop = customerPerBlock(t, { name: 'Webshop Tulp B.V.' });
const other = customerPerBlock(t, { name: 'Ander Bedrijf B.V.' });

const today = () => todayInAmsterdam();
const year = () => today().slice(0, 4);

/** A fixed price, twelve hours at the customer's rate (€ 95,00), an optional training, and hosting. */
const body = (customerId: number, productId: number, changes: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  title: 'Nieuwe webshop',
  valid_until: addDays(today(), 14),
  introduction_html: '<p>Fijn dat we mogen meedenken.</p><script>alert(1)</script>',
  terms_html: '<p>Betaling binnen 14 dagen.</p>',
  deposit_percent: '30',
  lines: [
    { kind: 'vast', description: 'Ontwerp en bouw van de webshop', amount_cents: '4.000,00' },
    { kind: 'uren', description: 'Koppeling met het boekhoudpakket', hours: '12' },
    { kind: 'vast', description: 'Training voor de redactie', amount_cents: '600,00', optional: true },
    { kind: 'dienst', description: 'Webhosting Plus voor de webshop', product_id: productId },
  ],
  ...changes,
});

const staffCall = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A sent offerte of the webshop customer (or `customerId`); answers its staff view. */
const sentOfferte = async (changes: Record<string, unknown> = {}, customerId = webshop.customer.id) => {
  const product = await createProduct(t.db, { name: 'Webhosting Plus', priceCents: 2_500, period: 'maand' });
  const created = await staffCall(
    developer.headers,
    'POST',
    '/staff/offertes',
    body(customerId, product.id, changes),
  );
  expect(created.statusCode, created.body).toBe(201);
  const sent = await staffCall(finance.headers, 'POST', `/staff/offertes/${created.json().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return StaffOfferte.parse(sent.json());
};

const accept = (headers: { authorization: string }, id: number, changes: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/offertes/${id}/accept`,
    headers: { ...headers, 'user-agent': 'Testbrowser/1.0' },
    payload: { version: 1, name: 'Tineke Tulp', function: 'Directeur', statement: true, ...changes },
  });

describe('offertes in the back office', () => {
  it('numbers sent offertes from their own gap-free series; a concept has no number and is not the customer’s to see', async () => {
    const product = await createProduct(t.db);
    const concept = await staffCall(
      developer.headers,
      'POST',
      '/staff/offertes',
      body(webshop.customer.id, product.id),
    );
    expect(concept.statusCode, concept.body).toBe(201);
    const draft = StaffOfferte.parse(concept.json());
    expect(draft).toMatchObject({ number: null, status: 'concept', version: 1 });
    // The editor's HTML is cleaned; the hours are priced at the customer's rate.
    expect(draft.introduction_html).toBe('<p>Fijn dat we mogen meedenken.</p>');
    expect(draft.lines.map((line) => [line.kind, line.unit_cents, line.quantity, line.total_cents])).toEqual([
      ['vast', 400_000, 1, 400_000],
      ['uren', 9_500, 12, 114_000],
      ['vast', 60_000, 1, 60_000],
      ['dienst', 1_500, 1, 1_500],
    ]);
    expect((await t.app.inject({ url: `/offertes/${draft.id}`, headers: webshop.headers })).statusCode).toBe(
      404,
    );

    // A developer drafts but does not send.
    expect((await staffCall(developer.headers, 'POST', `/staff/offertes/${draft.id}/send`)).statusCode).toBe(
      403,
    );

    const first = await sentOfferte();
    const second = await sentOfferte();
    const sentDraft = await staffCall(finance.headers, 'POST', `/staff/offertes/${draft.id}/send`);
    expect([first.number, second.number, sentDraft.json().number]).toEqual([
      `O${year()}-0001`,
      `O${year()}-0002`,
      `O${year()}-0003`,
    ]);
    expect((await staffCall(finance.headers, 'POST', `/staff/offertes/${draft.id}/send`)).statusCode).toBe(
      409,
    );
  });

  it('makes a change after sending a new version, by finance only, that the customer sees and must accept', async () => {
    const offerte = await sentOfferte();
    const changed = body(webshop.customer.id, 0, {
      title: 'Nieuwe webshop, met app',
      lines: [{ kind: 'vast', description: 'Webshop en app', amount_cents: '5.000,00' }],
    });
    expect(
      (await staffCall(developer.headers, 'PUT', `/staff/offertes/${offerte.id}`, changed)).statusCode,
    ).toBe(403);
    const updated = await staffCall(finance.headers, 'PUT', `/staff/offertes/${offerte.id}`, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(StaffOfferte.parse(updated.json())).toMatchObject({
      number: offerte.number,
      version: 2,
      versions: [{ version: 1 }, { version: 2 }],
    });

    const seen = CustomerOfferte.parse(
      (await t.app.inject({ url: `/offertes/${offerte.id}`, headers: webshop.headers })).json(),
    );
    expect(seen).toMatchObject({ version: 2, title: 'Nieuwe webshop, met app', acceptable: true });
    const stale = await accept(webshop.headers, offerte.id, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Deze offerte is inmiddels gewijzigd. Bekijk de nieuwe versie voordat je accepteert.',
    );
    expect((await accept(webshop.headers, offerte.id, { version: 2 })).statusCode).toBe(200);

    // Accepted: it never changes again.
    const late = await staffCall(finance.headers, 'PUT', `/staff/offertes/${offerte.id}`, changed);
    expect(late.statusCode).toBe(409);
    const entries = await t.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offerte'), eq(auditLog.entityId, String(offerte.id))));
    expect(entries.map((entry) => entry.action)).toEqual([
      'offerte.create',
      'offerte.send',
      'offerte.new_version',
      'offerte.accept',
    ]);
    expect(entries[3]!.userId).toBe(webshop.user.id);
  });
});

describe('offertes in the portal', () => {
  it('hides another customer’s offerte, and one with a recurring service from opdrachten', async () => {
    const offerte = await sentOfferte();
    expect((await t.app.inject({ url: `/offertes/${offerte.id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await accept(other.headers, offerte.id)).statusCode).toBe(404);

    const assistant = await createUser(t.db, { customerId: webshop.customer.id, teamRole: 'opdrachten' });
    const { token } = await createSession(t.db, assistant.id, 'login');
    const asAssistant = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: `/offertes/${offerte.id}`, headers: asAssistant })).statusCode).toBe(
      404,
    );

    const withoutHosting = await sentOfferte({
      lines: [{ kind: 'vast', description: 'Logo', amount_cents: '300' }],
    });
    expect(
      (await t.app.inject({ url: `/offertes/${withoutHosting.id}`, headers: asAssistant })).statusCode,
    ).toBe(200);
    const list = (await t.app.inject({ url: '/offertes', headers: asAssistant })).json() as { id: number }[];
    expect(list.map((row) => row.id)).toContain(withoutHosting.id);
    expect(list.map((row) => row.id)).not.toContain(offerte.id);
  });

  it('accepts once however often it is asked, records the evidence, and starts the work', async () => {
    const offerte = await sentOfferte();
    const training = offerte.lines[2]!;
    const shown = await t.app.inject({ url: `/offertes/${offerte.id}/pdf`, headers: webshop.headers });
    expect(shown.headers['content-type']).toBe('application/pdf');

    const [one, two] = await Promise.all([
      accept(webshop.headers, offerte.id, { option_ids: [training.id] }),
      accept(webshop.headers, offerte.id, { option_ids: [training.id] }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().accepted).toEqual(two.json().accepted);
    expect(one.json()).toMatchObject({
      status: 'geaccepteerd',
      accepted: {
        version: 1,
        name: 'Tineke Tulp',
        function: 'Directeur',
        option_ids: [training.id],
        pdf_sha256: createHash('sha256').update(shown.rawPayload).digest('hex'),
      },
    });

    const [evidence] = await t.db
      .select()
      .from(offerteAcceptances)
      .where(eq(offerteAcceptances.offerteId, offerte.id));
    expect(evidence).toMatchObject({
      userId: webshop.user.id,
      userAgent: 'Testbrowser/1.0',
      address: '127.0.0.1',
    });
    // Nobody changes the evidence, not even with the database's own hands.
    await expect(
      t.db
        .update(offerteAcceptances)
        .set({ signerName: 'Iemand anders' })
        .where(eq(offerteAcceptances.offerteId, offerte.id)),
    ).rejects.toThrow();

    // Each fixed or hours line an order with its estimate; the hosting a service; the deposit a concept.
    const orders = await t.db
      .select({ title: userStories.title, estimate: userStories.estimateMinutes })
      .from(userStories)
      .where(eq(userStories.customerId, webshop.customer.id));
    expect(orders).toEqual(
      expect.arrayContaining([
        { title: 'Ontwerp en bouw van de webshop', estimate: null },
        { title: 'Koppeling met het boekhoudpakket', estimate: 720 },
        { title: 'Training voor de redactie', estimate: null },
      ]),
    );
    const staffView = StaffOfferte.parse(
      (await staffCall(developer.headers, 'GET', `/staff/offertes/${offerte.id}`)).json(),
    );
    const work = staffView.work!;
    expect(
      work.lines.map((line) => [
        line.description,
        line.order?.estimate_minutes ?? null,
        line.service !== null,
      ]),
    ).toEqual([
      ['Ontwerp en bouw van de webshop', null, false],
      ['Koppeling met het boekhoudpakket', 720, false],
      ['Training voor de redactie', null, false],
      ['Webhosting Plus voor de webshop', null, true],
    ]);
    expect(work.accepted_cents).toBe(400_000 + 114_000 + 60_000 + 2_500);
    expect(staffView.evidence).toMatchObject({ address: '127.0.0.1', user_agent: 'Testbrowser/1.0' });
    const [service] = await t.db.select().from(services).where(eq(services.id, work.lines[3]!.service!.id));
    expect(service).toMatchObject({
      customerId: webshop.customer.id,
      status: 'actief',
      description: 'Webhosting Plus voor de webshop',
    });

    // 30% of € 5.740,00 once, as a concept invoice the offerte names.
    const deposit = work.invoices.find((invoice) => invoice.description.startsWith('Aanbetaling'));
    expect(deposit).toMatchObject({ status: 'saved', number: null });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, deposit!.id));
    expect(lines.map((line) => [line.unitPriceCents, line.quantity, line.vatRate])).toEqual([
      [172_200, 100, 21],
    ]);
    expect(await t.db.select().from(invoices).where(eq(invoices.id, deposit!.id))).toHaveLength(1);

    // The view was audited; the person and the desk got the signed PDF.
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offerte.view'), eq(auditLog.entityId, String(offerte.id))));
    expect(views.map((entry) => entry.staffId)).toEqual([developer.staffId]);
    await jobsEnded(t.db);
    const toPerson = (await mailsTo(t.env.DATA_DIR, webshop.user.email)).filter((mail) =>
      mail.includes(`Offerte ${offerte.number} geaccepteerd`),
    );
    const toDesk = (await mailsTo(t.env.DATA_DIR, t.env.CONTACT_EMAIL)).filter((mail) =>
      mail.includes(`Offerte ${offerte.number} geaccepteerd`),
    );
    expect([toPerson.length, toDesk.length]).toEqual([1, 1]);
    expect(toPerson[0]).toContain(`offerte-${offerte.number}-getekend.pdf`);

    // Accepted stays accepted: no decline after it.
    const decline = await t.app.inject({
      method: 'POST',
      url: `/offertes/${offerte.id}/decline`,
      headers: webshop.headers,
      payload: { reason: 'Toch niet' },
    });
    expect(decline.statusCode).toBe(409);
  });

  it('refuses an offerte past its date, and takes a reason to decline it or a question about it', async () => {
    const offerte = await sentOfferte({
      lines: [{ kind: 'vast', description: 'Audit', amount_cents: '900' }],
    });
    await t.db
      .update(offerteVersions)
      .set({ validUntil: addDays(today(), -1) })
      .where(eq(offerteVersions.offerteId, offerte.id));
    const expired = await accept(webshop.headers, offerte.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(
      'Deze offerte is verlopen en kan niet meer worden geaccepteerd. Vraag ons om een nieuwe.',
    );
    expect(
      (await t.app.inject({ url: `/offertes/${offerte.id}`, headers: webshop.headers })).json().acceptable,
    ).toBe(false);

    const question = await t.app.inject({
      method: 'POST',
      url: `/offertes/${offerte.id}/question`,
      headers: webshop.headers,
      payload: { body_html: '<p>Kan de audit ook in maart?</p>' },
    });
    expect(question.statusCode, question.body).toBe(201);
    const order = await t.app.inject({
      url: `/user-stories/${question.json().order_id}`,
      headers: webshop.headers,
    });
    expect(order.json()).toMatchObject({ title: `Vraag over offerte ${offerte.number} (versie 1)` });

    const declined = await t.app.inject({
      method: 'POST',
      url: `/offertes/${offerte.id}/decline`,
      headers: webshop.headers,
      payload: { reason: 'We kiezen voor een andere aanpak.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'afgewezen',
      declined: { reason: 'We kiezen voor een andere aanpak.' },
    });
  });
});
