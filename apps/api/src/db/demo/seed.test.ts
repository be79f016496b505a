import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../services/passwords.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, Db } from '../client.ts';
import { addDays, today } from '../factories/index.ts';
import {
  customers,
  domains,
  emergencyRequests,
  hostingPackages,
  hourBundleUsages,
  invoiceNumberCounters,
  invoicePayments,
  invoices,
  knowledgeBaseArticles,
  mfaFactors,
  pages,
  products,
  proFormaLines,
  reservations,
  servers,
  sites,
  subscriptions,
  timeEntries,
  userStories,
  userStoryReplies,
  users,
} from '../schema.ts';
import { demoTeamMembers, seedDemoDataIfEmpty } from './seed.ts';

let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});

const seededDatabase = async (): Promise<Db> => {
  database = await openTestDatabase();
  expect(await seedDemoDataIfEmpty(database.db)).toBe(true);
  return database.db;
};

const demoUser = async (db: Db, email: string) => {
  const [row] = await db
    .select({ user: users, company: customers.name })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row;
};

const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('seedDemoDataIfEmpty', () => {
  it('creates the two demo accounts, each of its own company, and only the second with a second factor', async () => {
    const db = await seededDatabase();

    const jan = await demoUser(db, 'klant@voorbeeld.nl');
    expect([jan.user.firstName, jan.user.lastName, jan.company]).toEqual([
      'Jan',
      'de Vries',
      'Voorbeeld B.V.',
    ]);
    expect(await verifyPassword('Welkom123!', jan.user.passwordHash)).toBe(true);

    const petra = await demoUser(db, 'mfa@voorbeeld.nl');
    expect([petra.user.firstName, petra.user.lastName, petra.company]).toEqual([
      'Petra',
      'Jansen',
      'Jansen Webdesign',
    ]);
    expect(await verifyPassword('Welkom123!', petra.user.passwordHash)).toBe(true);
    expect(petra.user.customerId).not.toBe(jan.user.customerId);

    const factors = await db.select().from(mfaFactors);
    expect(factors).toHaveLength(1);
    expect(factors[0]).toMatchObject({ userId: petra.user.id, secret: 'JBSWY3DPEHPK3PXP' });
    expect(factors[0]?.enabledAt).toBeInstanceOf(Date);

    const companies = await db.select().from(customers);
    for (const company of companies) {
      expect(company.kvkNumber).toMatch(/^\d{8}$/);
      expect(company.vatId).toMatch(/^NL\d{9}B\d{2}$/);
      expect(company.postalCode).toMatch(/^\d{4} [A-Z]{2}$/);
    }
  });

  it('gives Voorbeeld B.V. one demo colleague per team role beside its eigenaar', async () => {
    const db = await seededDatabase();
    const jan = await demoUser(db, 'klant@voorbeeld.nl');
    expect(jan.user.teamRole).toBe('eigenaar');
    for (const member of demoTeamMembers) {
      const { user } = await demoUser(db, member.email);
      expect(user).toMatchObject({ customerId: jan.user.customerId, teamRole: member.teamRole });
      expect(await verifyPassword('Welkom123!', user.passwordHash)).toBe(true);
    }
  });

  it('gives each company orders with replies, invoices, subscriptions, domains, servers, packages and bookings', async () => {
    const db = await seededDatabase();
    const now = new Date();

    for (const email of ['klant@voorbeeld.nl', 'mfa@voorbeeld.nl']) {
      const { user } = await demoUser(db, email);
      const customerId = user.customerId;

      const stories = await db.select().from(userStories).where(eq(userStories.customerId, customerId));
      expect(stories.length).toBeGreaterThanOrEqual(10);
      expect(new Set(stories.map((story) => story.status)).size).toBeGreaterThanOrEqual(4);
      expect(stories.some((story) => story.invoiceReference)).toBe(true);
      for (const story of stories) {
        expect(story.priority).toBeGreaterThanOrEqual(1);
        expect(story.priority).toBeLessThanOrEqual(5);
        const replies = await db
          .select()
          .from(userStoryReplies)
          .where(eq(userStoryReplies.userStoryId, story.id));
        expect(replies.length).toBeGreaterThanOrEqual(1);
        expect(replies.every((reply) => reply.createdAt <= now)).toBe(true);
        expect(replies.some((reply) => reply.fromProvider)).toBe(true);
        // The time entries staff logged add up to the time the portal shows.
        const entries = await db.select().from(timeEntries).where(eq(timeEntries.userStoryId, story.id));
        expect(entries.reduce((sum, entry) => sum + entry.minutes, 0)).toBe(story.timeSpentMinutes);
      }
      expect(stories.some((story) => story.assigneeStaffId !== null)).toBe(true);

      const bills = await db.select().from(invoices).where(eq(invoices.customerId, customerId));
      const sent = bills.filter((invoice) => invoice.status === 'sent');
      expect(bills.filter((invoice) => invoice.status === 'saved').length).toBeGreaterThanOrEqual(2);
      expect(sent.length).toBeGreaterThanOrEqual(6);
      expect(sent.every((invoice) => /^\d{4}-\d{4}$/.test(invoice.number ?? ''))).toBe(true);
      const paidIds = new Set((await db.select().from(invoicePayments)).map((payment) => payment.invoiceId));
      expect(sent.some((invoice) => !paidIds.has(invoice.id) && invoice.dueOn! < today())).toBe(true);
      expect(sent.some((invoice) => !paidIds.has(invoice.id) && invoice.dueOn! >= today())).toBe(true);
      expect(sent.some((invoice) => paidIds.has(invoice.id))).toBe(true);

      const rowsOf = async (
        table: typeof subscriptions | typeof proFormaLines | typeof servers | typeof hostingPackages,
      ) => (await db.select().from(table).where(eq(table.customerId, customerId))).length;
      expect(await rowsOf(subscriptions)).toBeGreaterThanOrEqual(2);
      expect(await rowsOf(proFormaLines)).toBeGreaterThanOrEqual(3);
      expect(await rowsOf(servers)).toBeGreaterThanOrEqual(2);
      expect(await rowsOf(hostingPackages)).toBeGreaterThanOrEqual(2);

      const names = await db.select().from(domains).where(eq(domains.customerId, customerId));
      expect(names.length).toBeGreaterThanOrEqual(5);
      expect(names.some((domain) => domain.expiresOn <= addDays(today(), 30))).toBe(true);

      const bookings = await db.select().from(reservations).where(eq(reservations.customerId, customerId));
      const upcoming = bookings.filter((booking) => booking.startsAt > now);
      expect(upcoming.length).toBeGreaterThanOrEqual(2);
      expect(bookings.length - upcoming.length).toBeGreaterThanOrEqual(1);
      for (const booking of bookings) {
        const [start, end] = [booking.startsAt, booking.endsAt].map((instant) =>
          amsterdamClock.format(instant),
        );
        expect(start).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):\d\d$/);
        expect(end! <= `${start!.slice(0, 3)} 17:00`).toBe(true);
      }
    }

    // One open emergency call waits in the back office.
    const calls = await db.select().from(emergencyRequests);
    expect(calls.filter((call) => call.acknowledgedAt === null)).toHaveLength(1);

    // Both companies' sent invoices share one series per year, numbered in the order of issue
    // without gaps, and the counters continue it.
    const sentAll = (await db.select().from(invoices).where(eq(invoices.status, 'sent'))).sort(
      (a, b) => a.issuedOn!.localeCompare(b.issuedOn!) || a.id - b.id,
    );
    const counters = await db.select().from(invoiceNumberCounters);
    for (const year of new Set(sentAll.map((invoice) => invoice.issuedOn!.slice(0, 4)))) {
      const numbers = sentAll
        .filter((invoice) => invoice.issuedOn!.startsWith(year))
        .map((one) => one.number);
      expect(numbers).toEqual(numbers.map((_, i) => `${year}-${String(i + 1).padStart(4, '0')}`));
      expect(
        counters.find((counter) => counter.kind === 'factuur' && counter.year === Number(year))?.lastNumber,
      ).toBe(numbers.length);
    }
  });

  it('loads the public knowledge base, pages, sites and domain prices', async () => {
    const db = await seededDatabase();

    const articles = await db.select().from(knowledgeBaseArticles);
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(articles.map((article) => article.categoryId)).size).toBeGreaterThanOrEqual(4);
    expect(articles.every((article) => article.updatedAt <= new Date())).toBe(true);
    expect((await db.select().from(sites)).length).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(pages)).length).toBeGreaterThanOrEqual(1);

    const prices = await db.select().from(products);
    expect(prices.map((price) => price.tld)).toEqual(
      expect.arrayContaining(['nl', 'com', 'eu', 'be', 'de', 'io', 'app', 'amsterdam', 'frl']),
    );
  });

  it('does nothing when there are customers already', async () => {
    const db = await seededDatabase();
    const totals = async () =>
      Promise.all(
        [customers, users, userStories, invoices, domains, reservations, knowledgeBaseArticles].map(
          async (table) => {
            const [row] = await db.select({ n: count() }).from(table);
            return row?.n;
          },
        ),
      );
    const before = await totals();

    expect(await seedDemoDataIfEmpty(db)).toBe(false);
    expect(await totals()).toEqual(before);
  });
});

describe('the demo hours', () => {
  it('gives Voorbeeld B.V. hours waiting for approval, and approved hours drawn from its strippenkaart or on the pro-forma list', async () => {
    const db = await seededDatabase();
    const jan = await demoUser(db, 'klant@voorbeeld.nl');
    const rows = await db
      .select({ id: timeEntries.id, state: timeEntries.approvalState })
      .from(timeEntries)
      .innerJoin(userStories, eq(userStories.id, timeEntries.userStoryId))
      .where(eq(userStories.customerId, jan.user.customerId));
    const states = new Set(rows.map((row) => row.state));
    expect(states.has('ingediend')).toBe(true);
    expect(states.has('goedgekeurd')).toBe(true);
    const onProForma = (
      await db.select().from(proFormaLines).where(eq(proFormaLines.customerId, jan.user.customerId))
    ).map((line) => line.timeEntryId);
    const fromBundle = (await db.select().from(hourBundleUsages)).map((usage) => usage.timeEntryId);
    const approved = rows.filter((row) => row.state === 'goedgekeurd').map((row) => row.id);
    for (const id of approved)
      expect(onProForma.includes(id) || fromBundle.includes(id), `entry ${id}`).toBe(true);
    expect(fromBundle.filter((id) => id !== null).length).toBeGreaterThan(0);
  });
});
