import { randomUUID } from 'node:crypto';
import { ERASED_NAME, ERASED_NOTICE, erasureMessages } from '@maatwerk/contract';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEmergencyCall,
  createInvoice,
  createReservation,
  createStaffMember,
  createTimeEntry,
  createUser,
  createUserStory,
  createUserStoryReply,
  type User,
} from '../../db/factories/index.ts';
import {
  apiKeys,
  attachments,
  chatMessages,
  chats,
  contactMessages,
  dataExports,
  emailChanges,
  erasureRequests,
  invoices,
  loginAddresses,
  mfaFactors,
  mfaRecoveryCodes,
  newsletterSubscribers,
  orderSatisfaction,
  passkeyChallenges,
  passkeys,
  passwordResets,
  securityEvents,
  statusSubscribers,
  userInvitations,
  userStoryReplies,
  users,
  weekMails,
} from '../../db/schema.ts';
import { runErasure } from '../../services/erasure/job.ts';
import { type ErasedPerson, erasurePlan } from '../../services/erasure/plan.ts';
import { scrubbedColumns } from '../../services/erasure/run.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';

type Headers = { authorization: string };
type Row = Record<string, unknown>;

const loginOf = async (db: Parameters<typeof createSession>[0], userId: number): Promise<Headers> => ({
  authorization: `Bearer ${(await createSession(db, userId, 'login')).token}`,
});

type Step = (typeof erasurePlan)[number];

/** A step's rows of the person, keyed by the columns' database names. */
const rowsOf = async (
  db: Parameters<typeof createSession>[0],
  step: Step,
  person: ErasedPerson,
): Promise<Row[]> => byName(step, (await db.select().from(step.table).where(step.rows(db, person))) as Row[]);

/** The column of a step's table that names a row: its primary key. */
const keyOf = (step: Step) => {
  const key = Object.values(getTableColumns(step.table)).find((column) => column.primary);
  if (!key) throw new Error(`${getTableConfig(step.table).name} has no primary key column`);
  return key;
};

/** These rows of a step's table by their keys, as they are now (a scrub may empty what found them). */
const rowsWithIds = async (
  db: Parameters<typeof createSession>[0],
  step: Step,
  ids: unknown[],
): Promise<Row[]> =>
  byName(
    step,
    (await db
      .select()
      .from(step.table)
      .where(inArray(keyOf(step), ids))) as Row[],
  );

const byName = (step: Step, rows: Row[]): Row[] => {
  const columns = Object.entries(getTableColumns(step.table));
  return rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])));
};

describe('erasure of a person’s data on request (AVG)', () => {
  const t = testAppPerBlock();
  const company = customerPerBlock(t, { name: 'Wisbedrijf B.V.' });
  const other = customerPerBlock(t, { name: 'Buurbedrijf B.V.' });
  const beheerder = staffPerBlock(t, 'beheerder');
  let person: User;
  let headers: Headers;
  let erased: ErasedPerson;
  let invoiceId: number;
  const ids = { storyOfColleague: 0, colleagueReply: 0, othersReply: 0 };

  beforeAll(async () => {
    const { db } = t;
    person = await createUser(db, {
      customerId: company.customer.id,
      teamRole: 'opdrachten',
      firstName: 'Petronella',
      lastName: 'Wisselink',
      email: 'petronella@wisbedrijf.nl',
      phone: '+31 6 11223344',
      weekMailAddress: 'petronella.week@wisbedrijf.nl',
    });
    headers = await loginOf(db, person.id);
    erased = { userId: person.id, customerId: company.customer.id, email: person.email };
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });
    const invited = await createUser(db, { customerId: company.customer.id, teamRole: 'financieel' });
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);

    // Everything of the person the plan reaches, one row at least in each table.
    await db.insert(securityEvents).values({ userId: person.id, kind: 'login', address: '203.0.113.9' });
    await db.insert(passkeys).values({
      userId: person.id,
      credentialId: 'cred-petronella',
      publicKey: 'pk-petronella',
      name: 'Telefoon van Petronella',
    });
    await db
      .insert(passkeyChallenges)
      .values({ challengeHash: 'uitdaging-p', purpose: 'login', userId: person.id, expiresAt: later });
    await db.insert(mfaFactors).values({ userId: person.id, secret: 'GEHEIMGEHEIMGEHE' });
    await db.insert(mfaRecoveryCodes).values({ userId: person.id, codeHash: 'herstel-p' });
    await db.insert(loginAddresses).values({ userId: person.id, address: '203.0.113.9' });
    await db.insert(passwordResets).values({ userId: person.id, tokenHash: 'reset-p', expiresAt: later });
    await db.insert(emailChanges).values({
      userId: person.id,
      newEmail: 'nieuw@petronella.nl',
      tokenHash: 'wijzig-p',
      expiresAt: later,
    });
    await db.insert(userInvitations).values([
      { userId: person.id, tokenHash: 'uitnodiging-p', expiresAt: later },
      { userId: invited.id, tokenHash: 'uitnodiging-door-p', expiresAt: later, invitedByUserId: person.id },
    ]);
    await db.insert(weekMails).values({ userId: person.id, weekStart: '2026-11-23' });
    await db
      .insert(dataExports)
      .values({ customerId: company.customer.id, userId: person.id, scope: 'person' });
    await db.insert(apiKeys).values({
      customerId: company.customer.id,
      createdByUserId: person.id,
      name: 'Sleutel van Petronella',
      teamRole: 'opdrachten',
      tokenHash: 'sleutel-p',
      prefix: 'kw_live_pppp',
      expiresAt: later,
    });
    await db.insert(contactMessages).values({
      name: 'Petronella Wisselink',
      email: 'Petronella@Wisbedrijf.nl',
      message: 'Bel me even',
    });
    await db
      .insert(newsletterSubscribers)
      .values({ email: person.email, status: 'confirmed', unsubscribeToken: 'afmelden-p' });
    await db.insert(statusSubscribers).values({ email: person.email, status: 'confirmed' });

    const story = await createUserStory(db, {
      customerId: company.customer.id,
      createdByUserId: person.id,
      title: 'Petronella wil een nieuwe huisstijl',
      descriptionHtml: '<p>Bel Petronella op 06-11223344</p>',
    });
    await createUserStoryReply(db, {
      userStoryId: story.id,
      authorUserId: person.id,
      authorName: 'Petronella Wisselink',
      bodyHtml: '<p>Groet, Petronella</p>',
    });
    ids.colleagueReply = (
      await createUserStoryReply(db, {
        userStoryId: story.id,
        authorUserId: company.user.id,
        authorName: 'Collega Eigenaar',
        bodyHtml: '<p>Dank je, collega</p>',
      })
    ).id;
    await db.insert(attachments).values({
      customerId: company.customer.id,
      uploadedByUserId: person.id,
      userStoryId: story.id,
      state: 'ready',
      name: 'paspoort-petronella.pdf',
      type: 'application/pdf',
      sizeBytes: 4,
    });
    await createTimeEntry(db, {
      userStoryId: story.id,
      staffId: staff.id,
      answeredByUserId: person.id,
      disputeComment: 'Petronella vindt dit te veel',
    });
    await createReservation(db, {
      customerId: company.customer.id,
      userId: person.id,
      subject: 'Kennismaking met Petronella',
    });
    await createEmergencyCall(db, {
      customerId: company.customer.id,
      userId: person.id,
      description: 'Petronella kan niet inloggen',
    });
    const [chat] = await db
      .insert(chats)
      .values({
        id: randomUUID(),
        sessionHash: 'chat-p',
        userId: person.id,
        customerId: company.customer.id,
        visitorName: 'Petronella',
        pagesSeen: ['/klantenportaal/facturen'],
      })
      .returning();
    await db
      .insert(chatMessages)
      .values({ chatId: chat!.id, author: 'bezoeker', body: 'Hoi, Petronella hier' });
    await db.insert(orderSatisfaction).values({
      userStoryId: story.id,
      customerId: company.customer.id,
      userId: person.id,
      answer: 'kan_beter',
      comment: 'Petronella had het sneller gewild',
    });

    // What must stay: the company's invoice, a colleague's order, another customer's reply.
    invoiceId = (await createInvoice(db, { customerId: company.customer.id })).id;
    ids.storyOfColleague = (
      await createUserStory(db, { customerId: company.customer.id, createdByUserId: company.user.id })
    ).id;
    const othersStory = await createUserStory(db, {
      customerId: other.customer.id,
      createdByUserId: other.user.id,
    });
    ids.othersReply = (
      await createUserStoryReply(db, {
        userStoryId: othersStory.id,
        authorUserId: other.user.id,
        authorName: 'Buurman',
        bodyHtml: '<p>Van de buren</p>',
      })
    ).id;
  });

  it('refuses the last eigenaar of a company with other people, and lets the request be asked once', async () => {
    const owner = await t.app.inject({
      method: 'POST',
      url: '/me/erasure-request',
      headers: company.headers,
      payload: { statement: true },
    });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe(erasureMessages.lastOwner);

    const noStatement = await t.app.inject({
      method: 'POST',
      url: '/me/erasure-request',
      headers,
      payload: { statement: false },
    });
    expect(noStatement.statusCode).toBe(422);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/me/erasure-request',
      headers,
      payload: { statement: true, reason: 'Petronella gaat weg bij het bedrijf' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().request.state).toBe('requested');

    const again = await t.app.inject({
      method: 'POST',
      url: '/me/erasure-request',
      headers,
      payload: { statement: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(erasureMessages.alreadyAsked);

    const mine = await t.app.inject({ method: 'GET', url: '/me/erasure-request', headers });
    expect(mine.json().request.state).toBe('requested');
  });

  it('is confirmed by a beheerder, runs as a job, and empties every personal column the plan reaches', async () => {
    const { db } = t;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/staff/erasure-requests',
      headers: beheerder.headers,
    });
    const request = listed
      .json()
      .find((one: { person_name: string }) => one.person_name === 'Petronella Wisselink');
    expect(request).toMatchObject({
      state: 'requested',
      customer_name: 'Wisbedrijf B.V.',
      team_role: 'opdrachten',
      reason: 'Petronella gaat weg bij het bedrijf',
      blocked_reason: null,
    });

    const before = new Map<number, Row[]>();
    for (const [i, step] of erasurePlan.entries()) {
      const rows = await rowsOf(db, step, erased);
      expect(rows.length, `seed a row for step ${i} (${getTableConfig(step.table).name})`).toBeGreaterThan(0);
      before.set(i, rows);
    }

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/staff/erasure-requests/${request.id}/confirm`,
      headers: beheerder.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json().state).toBe('confirmed');
    expect(await jobsEnded(db)).not.toContainEqual({ status: 'failed' });

    for (const [i, step] of erasurePlan.entries()) {
      const name = getTableConfig(step.table).name;
      if (step.action === 'delete') {
        expect(await rowsOf(db, step, erased), `${name}: the person's rows are removed`).toEqual([]);
        continue;
      }
      const key = keyOf(step).name;
      const after = await rowsWithIds(
        db,
        step,
        (before.get(i) ?? []).map((row) => row[key]),
      );
      const emptied = Object.keys(scrubbedColumns(step));
      for (const old of before.get(i) ?? []) {
        const now = after.find((row) => row[key] === old[key]);
        expect(now, `${name} ${old[key]} stays`).toBeDefined();
        for (const column of emptied) {
          if (old[column] === null) continue;
          expect(JSON.stringify(now?.[column]), `${name}.${column} is emptied`).not.toBe(
            JSON.stringify(old[column]),
          );
        }
        const text = JSON.stringify(now);
        for (const trace of ['Petronella', 'Wisselink', 'petronella@', '11223344', '203.0.113.9'])
          expect(text, `${name} ${old.id} still holds ${trace}`).not.toContain(trace);
      }
    }

    const [reply] = await db
      .select()
      .from(userStoryReplies)
      .where(eq(userStoryReplies.authorUserId, person.id));
    expect(reply).toMatchObject({ authorName: ERASED_NAME, bodyHtml: `<p>${ERASED_NOTICE}</p>` });
    const [self] = await db.select().from(users).where(eq(users.id, person.id));
    expect(self).toMatchObject({
      firstName: 'Verwijderde',
      lastName: 'persoon',
      phone: null,
      weekMailAddress: null,
      email: `verwijderd-${person.id}@verwijderd.invalid`,
    });
    expect(self?.deactivatedAt).not.toBeNull();

    // What the law keeps, and what is not theirs, stays.
    expect(
      await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)),
    ).toHaveLength(1);
    const [colleague] = await db
      .select()
      .from(userStoryReplies)
      .where(eq(userStoryReplies.id, ids.colleagueReply));
    expect(colleague).toMatchObject({ authorName: 'Collega Eigenaar', bodyHtml: '<p>Dank je, collega</p>' });
    const [neighbour] = await db
      .select()
      .from(userStoryReplies)
      .where(eq(userStoryReplies.id, ids.othersReply));
    expect(neighbour).toMatchObject({ authorName: 'Buurman', bodyHtml: '<p>Van de buren</p>' });

    // Logged out everywhere, and the request is done.
    expect((await t.app.inject({ method: 'GET', url: '/me', headers })).statusCode).toBe(401);
    const [done] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, request.id));
    expect(done).toMatchObject({ status: 'done', reason: null });
    expect((await auditEntries(db)).map((entry) => entry.action)).toContain('erasure_request.erase');
  });

  it('does nothing twice: a second run of the job and a second confirmation', async () => {
    const [request] = await t.db.select().from(erasureRequests).where(eq(erasureRequests.userId, person.id));
    expect(await runErasure(t.db, request!.id)).toEqual({ skipped: 'done' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/erasure-requests/${request!.id}/confirm`,
      headers: beheerder.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(erasureMessages.notRequested);
  });

  it('lets the last eigenaar go once another eigenaar exists, and the sole person of a company', async () => {
    const { db } = t;
    const lone = await createUser(db, { customerId: other.customer.id, teamRole: 'eigenaar' });
    // Buurbedrijf now has two eigenaars: either may ask.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/me/erasure-request',
      headers: await loginOf(db, lone.id),
      payload: { statement: true },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // The other eigenaar becomes the last one with a colleague: confirming is refused.
    await db.update(users).set({ teamRole: 'financieel' }).where(eq(users.id, other.user.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/erasure-requests/${asked.json().request.id}/confirm`,
      headers: beheerder.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(erasureMessages.lastOwner);
    // With the colleague gone, the company ends with its last person: it may go ahead.
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, other.user.id));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/staff/erasure-requests/${asked.json().request.id}/confirm`,
      headers: beheerder.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(await jobsEnded(db)).not.toContainEqual({ status: 'failed' });
    const [self] = await db.select().from(users).where(eq(users.id, lone.id));
    expect(self?.firstName).toBe('Verwijderde');
  });
});
