/**
 * How fast the staff list of invoices answers on 20,000 invoices (issue 33): pages of the whole
 * list, a status filter deep in it and one customer's overdue invoices, each asked 50 times as the
 * service answers GET /staff/invoices. Prints the time per page (p50, p95).
 *
 *   npm run bench:invoices            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:invoices -- 50000   (another number of invoices)
 */
import { listStaffInvoices } from '../apps/api/src/services/staff-invoices/index.ts';
import { openInvoiceBenchDatabase, printTimedCases } from './lib/database.ts';

const count = Number(process.argv[2] ?? 20_000);
const { database, db, second } = await openInvoiceBenchDatabase(count);

const cases: [string, Parameters<typeof listStaffInvoices>[1]][] = [
  ['all, page 1', {}],
  ['all, page 100', { page: 100 }],
  ['betaald, page 50', { status: 'betaald', page: 50 }],
  ['one customer, vervallen', { customer_id: second, status: 'vervallen' }],
  ['gecrediteerd (none)', { status: 'gecrediteerd' }],
];
await printTimedCases(
  `list (${count} invoices)`,
  cases.map(([name, query]) => [name, async () => (await listStaffInvoices(db, query)).length]),
  50,
);
await database.close();
