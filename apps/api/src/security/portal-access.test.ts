import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDomain,
  createInvoice,
  createProduct,
  createReservation,
  createStaffMember,
  createTimeEntry,
  createUser,
  createUserStory,
} from '../db/factories/index.ts';
import {
  apiKeys,
  attachments,
  dataExports,
  directDebitMandates,
  offerteLines,
  offertes,
  offerteVersions,
  passkeys,
  services,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema.ts';
import { addWorkingDays, amsterdamTime, today } from '../lib/dates.ts';
import { enqueueJob, jobReference } from '../services/jobs.ts';
import { createSession, revokeSession } from '../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import {
  countRows,
  expectDocumentedError,
  fillPath,
  methodForms,
  pathParamNames,
  portalRoutes,
} from './route-support.ts';
import { schemaKeys } from './schema-keys.ts';

describe('every portal route guards its door', () => {
  const t = testAppPerBlock();
  const a = customerPerBlock(t);
  const b = customerPerBlock(t);
  let expiredToken: string;
  let revokedToken: string;
  /** Another customer's ids, by the path they appear under. */
  const foreign: Record<string, string> = {};
  const foreignStoryId = { value: 0 };
  const foreignDeliveryId = { value: '' };

  beforeAll(async () => {
    const expiredUser = await createUser(t.db, { customerId: a.customer.id });
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    expiredToken = (await createSession(t.db, expiredUser.id, 'login', longAgo)).token;

    const revoked = await createSession(t.db, a.user.id, 'login');
    await revokeSession(t.db, revoked.sessionId);
    revokedToken = revoked.token;

    const story = await createUserStory(t.db, { customerId: b.customer.id });
    const invoice = await createInvoice(t.db, { customerId: b.customer.id });
    const domain = await createDomain(t.db, { customerId: b.customer.id });
    const reservation = await createReservation(t.db, { customerId: b.customer.id });
    const job = await enqueueJob(t.db, { queue: 'security-probe', customerId: b.customer.id, payload: {} });
    foreignStoryId.value = story.id;
    foreign['/user-stories'] = String(story.id);
    foreign['/invoices'] = String(invoice.id);
    foreign['/domain-names'] = String(domain.id);
    const product = await createProduct(t.db, { group: 'domein', tld: 'vreemd', period: 'jaar' });
    const [service] = await t.db
      .insert(services)
      .values({
        customerId: b.customer.id,
        productId: product.id,
        description: 'vreemd.vreemd',
        status: 'actief',
        startedOn: '2026-01-01',
        paidUntil: '2027-01-01',
      })
      .returning({ id: services.id });
    foreign['/services'] = String(service!.id);
    const [mandate] = await t.db
      .insert(directDebitMandates)
      .values({
        customerId: b.customer.id,
        providerCustomerId: 'cst_vreemd',
        firstPaymentId: 'tr_vreemd',
        providerMandateId: 'mdt_vreemd',
        status: 'geldig',
      })
      .returning({ id: directDebitMandates.id });
    foreign['/direct-debit/mandates'] = String(mandate!.id);
    foreign['/booking'] = String(reservation.id);
    foreign['/job-status'] = jobReference(job);
    foreign['/sessions'] = (await createSession(t.db, b.user.id, 'login')).sessionId;
    foreign['/me/team'] = String(b.user.id);
    const worker = await createStaffMember(t.db, { role: 'ontwikkelaar' });
    const hour = await createTimeEntry(t.db, {
      userStoryId: story.id,
      staffId: worker.id,
      approvalState: 'ingediend',
      submittedAt: new Date(),
    });
    foreign['/hours'] = String(hour.id);
    const [passkey] = await t.db
      .insert(passkeys)
      .values({ userId: b.user.id, credentialId: 'Zm9yZWlnbg', publicKey: 'AA', name: 'Laptop' })
      .returning({ id: passkeys.id });
    foreign['/passkeys'] = passkey?.id ?? '';
    const [apiKey] = await t.db
      .insert(apiKeys)
      .values({
        customerId: b.customer.id,
        createdByUserId: b.user.id,
        name: 'Boekhouding',
        teamRole: 'financieel',
        tokenHash: 'f'.repeat(64),
        prefix: 'kw_live_ffff',
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .returning({ id: apiKeys.id });
    foreign['/api-keys'] = apiKey?.id ?? '';
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        customerId: b.customer.id,
        url: 'https://93.184.215.14/hook',
        events: ['order.created'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning({ id: webhookEndpoints.id });
    foreign['/webhooks'] = endpoint?.id ?? '';
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint!.id, messageId: 'msg_vreemd', eventType: 'order.created', body: '{}' })
      .returning({ id: webhookDeliveries.id });
    foreignDeliveryId.value = delivery?.id ?? '';
    const [attachment] = await t.db
      .insert(attachments)
      .values({
        customerId: b.customer.id,
        userStoryId: story.id,
        state: 'ready',
        name: 'schets.png',
        type: 'image/png',
        sizeBytes: 4,
        thumbnail: Buffer.from('png!'),
      })
      .returning({ id: attachments.id });
    foreign['/user-story-attachments'] = attachment?.id ?? '';
    const [dataExport] = await t.db
      .insert(dataExports)
      .values({ customerId: b.customer.id, userId: b.user.id, scope: 'person', status: 'ready' })
      .returning({ id: dataExports.id });
    foreign['/data-exports'] = dataExport?.id ?? '';
    const [offerte] = await t.db
      .insert(offertes)
      .values({ customerId: b.customer.id, number: 'O2026-9999', status: 'verzonden', sentAt: new Date() })
      .returning({ id: offertes.id });
    const [version] = await t.db
      .insert(offerteVersions)
      .values({ offerteId: offerte!.id, version: 1, title: 'Vreemde offerte', validUntil: '2099-12-31' })
      .returning({ id: offerteVersions.id });
    await t.db.insert(offerteLines).values({
      versionId: version!.id,
      position: 0,
      kind: 'vast',
      description: 'Vreemd werk',
      unitCents: 10_000,
      vatRate: 21,
    });
    foreign['/offertes'] = String(offerte!.id);
  });

  const badTokens: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['a garbage token', () => ({ authorization: `Bearer ${randomBytes(32).toString('base64url')}` })],
    ['a malformed header', () => ({ authorization: 'Bearer' })],
    [
      'another scheme',
      () => ({ authorization: `Basic ${Buffer.from('klant:Welkom123!').toString('base64')}` }),
    ],
    ['an expired token', () => ({ authorization: `Bearer ${expiredToken}` })],
    ['a revoked token', () => ({ authorization: `Bearer ${revokedToken}` })],
  ];

  it('has portal routes to check', () => {
    expect(portalRoutes.length).toBeGreaterThan(20);
  });

  for (const { name, route } of portalRoutes) {
    for (const form of methodForms(route)) {
      it(`${form.method} ${route.path}${form.suffix} (${name}) answers 401 without a valid login`, async () => {
        const before = await countRows(t.db);
        const url = fillPath(route.path, { id: '1', reference: 'x:1' }) + form.suffix;
        for (const [what, headers] of badTokens) {
          const response = await t.app.inject({
            method: form.method,
            url,
            headers: headers(),
            ...(form.method !== 'GET' && { payload: {} }),
          });
          expect(response.statusCode, `${what}: ${response.body}`).toBe(401);
          expectDocumentedError(route, response, what);
          expect(response.json().error).toBe('unauthorized');
        }
        expect(await countRows(t.db)).toEqual(before);
      });
    }
  }

  const idRoutes = portalRoutes.filter(({ route }) => pathParamNames(route.path).length > 0);

  it('knows another customer’s id for every route that takes one in its path', () => {
    for (const { route } of idRoutes) {
      const prefix = Object.keys(foreign).find((key) => route.path.startsWith(`${key}/`));
      expect(prefix, `no foreign id for ${route.path}`).toBeDefined();
    }
  });

  /** A body the schema accepts, so that only the ownership check can refuse it. */
  const validBodies: Record<string, () => Record<string, unknown>> = {
    updateDomain: () => ({ locked: false }),
    moveReservation: () => ({ starts_at: amsterdamTime(addWorkingDays(today(), 25), 10).toISOString() }),
    createDomainLoginUrl: () => ({ redirectUrl: '/' }),
    updateUserStoryInvoiceReference: () => ({ invoice_reference: 'PO-1' }),
    updateUserStoryPriority: () => ({ priority: 2 }),
    answerOrderSatisfaction: () => ({ answer: 'goed' }),
    createUserStoryReply: () => ({ user_story_id: foreignStoryId.value, body_html: '<p>Hallo</p>' }),
    updateUserStoryStatus: () => ({ user_story_id: foreignStoryId.value, status: 'gesloten' }),
    changeTeamMemberRole: () => ({ team_role: 'financieel' }),
    removePasskey: () => ({ password: 'Welkom123!' }),
    disputeBillableHour: () => ({ comment: 'Dit klopt niet.' }),
    setServiceAutoRenew: () => ({ auto_renew: false }),
    changeServicePackage: () => ({ product_id: 1 }),
    acceptOfferte: () => ({ version: 1, name: 'Jan Jansen', function: 'Directeur', statement: true }),
    declineOfferte: () => ({ reason: 'Te duur voor ons.' }),
    askOfferteQuestion: () => ({ body_html: '<p>Kan het sneller?</p>' }),
  };

  for (const { name, route } of idRoutes) {
    for (const form of methodForms(route)) {
      it(`${form.method} ${route.path}${form.suffix} (${name}) answers 404 for another customer’s id`, async () => {
        const prefix = Object.keys(foreign).find((key) => route.path.startsWith(`${key}/`)) ?? '';
        const id = foreign[prefix] ?? '';
        const before = await countRows(t.db);
        const response = await t.app.inject({
          method: form.method,
          url: fillPath(route.path, { id, reference: id, deliveryId: foreignDeliveryId.value }) + form.suffix,
          headers: a.headers,
          ...(route.body && { payload: validBodies[name]?.() ?? {} }),
        });
        expect(response.statusCode, response.body).toBe(404);
        expectDocumentedError(route, response, name);
        expect(response.body).not.toContain(b.customer.name);
        expect(await countRows(t.db)).toEqual(before);
      });
    }
  }

  const bodyIdRoutes = portalRoutes.filter(({ route }) =>
    schemaKeys(route.body).some((key) => key.endsWith('_id')),
  );

  it('knows a valid body for every route that takes an id in its body', () => {
    expect(bodyIdRoutes.length).toBeGreaterThan(0);
    for (const { name } of bodyIdRoutes) expect(validBodies[name], name).toBeDefined();
  });

  for (const { name, route } of bodyIdRoutes.filter(({ route }) => pathParamNames(route.path).length === 0)) {
    for (const form of methodForms(route)) {
      it(`${form.method} ${route.path}${form.suffix} (${name}) answers 404 for another customer’s id in the body`, async () => {
        const before = await countRows(t.db);
        const response = await t.app.inject({
          method: form.method,
          url: route.path + form.suffix,
          headers: a.headers,
          payload: validBodies[name]?.() ?? {},
        });
        expect(response.statusCode, response.body).toBe(404);
        expectDocumentedError(route, response, name);
        expect(await countRows(t.db)).toEqual(before);
      });
    }
  }

  it('answers 404 when a body id names another customer’s order than its own path', async () => {
    const own = await createUserStory(t.db, { customerId: a.customer.id });
    for (const [suffix, payload] of [
      ['invoice-reference', { user_story_id: foreignStoryId.value, invoice_reference: 'PO-2' }],
      ['priority', { user_story_id: foreignStoryId.value, priority: 1 }],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/user-stories/${own.id}/${suffix}`,
        headers: a.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    // And the other customer's order is unchanged.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/user-stories/${foreignStoryId.value}`,
      headers: b.headers,
    });
    expect(theirs.json()).toMatchObject({ priority: 3, invoice_reference: null });
  });
});
