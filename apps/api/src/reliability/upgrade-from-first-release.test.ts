import { InvoicesResponse } from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationCount } from '../db/client.ts';
import { bearer, postCode, postLogin, totpCode } from '../routes/auth/auth-test-support.ts';
import { queryRows } from '../services/search/sql-rows.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { openFirstReleaseUpgraded } from '../test/first-release-database.ts';

/**
 * Written by the first release after its demo data: 10,001 invoices of Jansen Webdesign sent in
 * 2025 without a number, which the upgrade numbers in the series per calendar year.
 */
const unnumberedSentInvoices = `
  insert into public.invoices (customer_id, number, status, description, issued_on, due_on)
  select 2, null, 'sent', 'Onderhoud ' || n, date '2025-06-01', date '2025-06-15'
  from generate_series(1, 10001) as n;
`;

/**
 * A provider who installed the first release and upgrades now: the database that release left,
 * with its demo data (fixtures/first-release.sql), opened by this version, which migrates it.
 * Runs on PGlite and, in a run with a PostgreSQL server, on that server (vitest.config.ts).
 */
describe('upgrading the database of the first release', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openFirstReleaseUpgraded(unnumberedSentInvoices);
    t = await buildTestApp({}, { database });
  }, 120_000);
  afterAll(() => t?.close());

  it('runs every migration of this version on it', async () => {
    const [applied] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBe(await migrationCount());
  });

  it("keeps a customer's login with the password hashed by the first release, and its invoices with their totals", async () => {
    const login = await postLogin(t.app, { email: 'klant@voorbeeld.nl', password: 'Welkom123!' });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };

    const response = await t.app.inject({ method: 'GET', url: '/invoices', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const invoices = InvoicesResponse.parse(response.json());
    expect(invoices.sent.map((invoice) => invoice.number).sort()).toEqual([
      'F2026-00112',
      'F2026-00113',
      'F2026-00114',
      'F2026-00115',
      'F2026-00116',
      'F2026-00117',
      'F2026-00118',
    ]);
    // 32 and 6 hours at € 95,00 with 21 % VAT: € 3.610,00 + € 758,10.
    const first = invoices.sent.find((invoice) => invoice.number === 'F2026-00112');
    expect(first?.subtotal_cents).toBe(361_000);
    expect(first?.total_cents).toBe(436_810);
    expect(invoices.saved).toHaveLength(2);
  });

  it('numbers invoices sent without a number in the series of their year, past 9999, and continues it', async () => {
    const numbers = await queryRows<{ count: number; distinct: number; last: string }>(
      t.db,
      sql`select count(*)::int as count, count(distinct number)::int as distinct,
            max(number) filter (where length(number) = 10) as last
          from invoices where description like 'Onderhoud %'`,
    );
    expect(numbers[0]).toEqual({ count: 10_001, distinct: 10_001, last: '2025-10001' });
    const [first] = await queryRows<{ number: string }>(
      t.db,
      sql`select number from invoices where description = 'Onderhoud 1'`,
    );
    expect(first?.number).toBe('2025-0001');
    const counters = await queryRows<{ kind: string; year: number; last_number: number }>(
      t.db,
      sql`select kind, year, last_number from invoice_number_counters order by year`,
    );
    expect(counters).toEqual([{ kind: 'factuur', year: 2025, last_number: 10_001 }]);
  });

  it('keeps the second factor of a person who had turned it on', async () => {
    const login = await postLogin(t.app, { email: 'mfa@voorbeeld.nl', password: 'Welkom123!' });
    expect(login.statusCode).toBe(200);
    const { mfa } = login.json() as { mfa: string };
    expect(mfa).toEqual(expect.any(String));

    const code = await postCode(t.app, mfa, totpCode('JBSWY3DPEHPK3PXP'));
    expect(code.statusCode).toBe(200);
    expect(code.json()).toEqual(expect.objectContaining({ token: expect.any(String) }));
  });
});
