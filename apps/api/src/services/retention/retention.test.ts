import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStaffMember, createUser } from '../../db/factories/index.ts';
import {
  contactMessages,
  emailChanges,
  newsletterSubscribers,
  passwordResets,
  securityEvents,
  sessions,
  staffSessions,
  statusSubscribers,
} from '../../db/schema.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-30T11:00:00Z');
const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS + minutes * 60_000);

describe('records past their retention period', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  it('are removed once by two instances at once, and what is within its period stays', async () => {
    const { db } = two;
    const customer = await createCustomer(db, { name: 'Bewaar B.V.' });
    const person = await createUser(db, { customerId: customer.id });
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });

    // Contact messages: two years from receipt.
    await db.insert(contactMessages).values([
      { name: 'Oud', email: 'oud@voorbeeld.nl', message: 'Oud bericht', createdAt: daysAgo(731) },
      { name: 'Recent', email: 'recent@voorbeeld.nl', message: 'Recent bericht', createdAt: daysAgo(729) },
    ]);
    // Newsletter: thirty days for a sign-up never confirmed; a confirmed one stays.
    const signUp = (email: string, status: 'pending' | 'confirmed', sentDaysAgo: number) => ({
      email,
      status,
      unsubscribeToken: `afmelden-${email}`,
      confirmationSentAt: daysAgo(sentDaysAgo),
      createdAt: daysAgo(sentDaysAgo),
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        signUp('nooit@voorbeeld.nl', 'pending', 31),
        signUp('net@voorbeeld.nl', 'pending', 29),
        signUp('lezer@voorbeeld.nl', 'confirmed', 400),
      ]);
    // Status mails: thirty days for a sign-up never confirmed; a confirmed one stays.
    await db.insert(statusSubscribers).values([
      { email: 'status-nooit@voorbeeld.nl', status: 'pending', confirmationSentAt: daysAgo(31) },
      { email: 'status-net@voorbeeld.nl', status: 'pending', confirmationSentAt: daysAgo(29) },
      { email: 'status-lezer@voorbeeld.nl', status: 'confirmed', confirmationSentAt: daysAgo(400) },
    ]);
    // Logins: thirty days after they ended, by expiry, by logging out, or unused.
    const login = (tokenHash: string, values: Partial<typeof sessions.$inferInsert>) => ({
      userId: person.id,
      tokenHash,
      kind: 'login' as const,
      createdAt: daysAgo(60),
      lastUsedAt: daysAgo(1),
      expiresAt: daysAgo(-1),
      ...values,
    });
    await db
      .insert(sessions)
      .values([
        login('verlopen', { expiresAt: daysAgo(31) }),
        login('uitgelogd', { revokedAt: daysAgo(31) }),
        login('ongebruikt', { lastUsedAt: daysAgo(31), expiresAt: daysAgo(-1) }),
        login('net-uitgelogd', { revokedAt: daysAgo(29) }),
        login('actief', { createdAt: daysAgo(0, -60), lastUsedAt: daysAgo(0, -5) }),
      ]);
    await db.insert(staffSessions).values([
      {
        staffId: staff.id,
        kind: 'login' as const,
        tokenHash: 'staf-oud',
        expiresAt: daysAgo(31),
        lastUsedAt: daysAgo(31),
      },
      {
        staffId: staff.id,
        kind: 'login' as const,
        tokenHash: 'staf-recent',
        expiresAt: daysAgo(29),
        lastUsedAt: daysAgo(29),
      },
    ]);
    // Links: thirty days after their expiry.
    await db.insert(passwordResets).values([
      { userId: person.id, tokenHash: 'reset-oud', expiresAt: daysAgo(31) },
      { userId: person.id, tokenHash: 'reset-recent', expiresAt: daysAgo(29) },
    ]);
    await db.insert(emailChanges).values([
      {
        userId: person.id,
        newEmail: 'nieuw@voorbeeld.nl',
        tokenHash: 'wijzig-oud',
        expiresAt: daysAgo(31),
      },
    ]);
    // The security log: a year.
    await db.insert(securityEvents).values([
      { userId: person.id, kind: 'login', createdAt: daysAgo(366) },
      { userId: person.id, kind: 'login', createdAt: daysAgo(364) },
    ]);

    await Promise.all([two.a.schedule.runNow('retention', now), two.b.schedule.runNow('retention', now)]);

    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(['Recent']);
    expect((await db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
      'lezer@voorbeeld.nl',
      'net@voorbeeld.nl',
    ]);
    expect((await db.select().from(statusSubscribers)).map((row) => row.email).sort()).toEqual([
      'status-lezer@voorbeeld.nl',
      'status-net@voorbeeld.nl',
    ]);
    expect((await db.select().from(sessions)).map((row) => row.tokenHash).sort()).toEqual([
      'actief',
      'net-uitgelogd',
    ]);
    expect((await db.select().from(staffSessions)).map((row) => row.tokenHash)).toEqual(['staf-recent']);
    expect((await db.select().from(passwordResets)).map((row) => row.tokenHash)).toEqual(['reset-recent']);
    expect(await left(db.select().from(emailChanges))).toBe(0);
    expect((await db.select().from(securityEvents)).map((row) => row.createdAt)).toEqual([daysAgo(364)]);
  });
});
