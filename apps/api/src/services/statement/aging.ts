import {
  agingBucketLabels,
  FINANCE,
  type OpenItemsCsvQuery,
  type OpenItemsPage,
  openItemKindLabels,
  STATEMENT_LIMITS,
} from '@maatwerk/contract';
import type { Db } from '../../db/client.ts';
import { today } from '../../lib/dates.ts';
import { recordAudit } from '../audit.ts';
import { csvAmount, csvFile, csvText } from '../staff-reports/csv.ts';
import type { CsvDownload } from '../staff-reports/index.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { findOpenItems, openItemTotals } from './open-items.ts';

interface OpenItemsFilter {
  bucket?: OpenItemsCsvQuery['bucket'];
  customer_id?: number;
}

/**
 * A page of every customer's open items, oldest first, with the totals per age bucket of the
 * customer filter (so the four buckets stay in view whichever one is chosen) and of the whole filter.
 */
export const listOpenItems = async (
  db: Db,
  query: OpenItemsFilter & { page?: number },
  now = new Date(),
): Promise<OpenItemsPage> => {
  const date = today(now);
  const page = query.page ?? 1;
  const perPage = STATEMENT_LIMITS.openItemsPageSize;
  const filter = { today: date, customerId: query.customer_id, bucket: query.bucket };
  const items = await findOpenItems(db, filter, { limit: perPage, offset: (page - 1) * perPage });
  const totals = await openItemTotals(db, { today: date, customerId: query.customer_id });
  const chosen = totals.filter((total) => query.bucket === undefined || total.bucket === query.bucket);
  return {
    items,
    buckets: totals.map((total) => ({
      bucket: total.bucket,
      count: total.count,
      open_cents: total.openCents,
    })),
    count: chosen.reduce((sum, total) => sum + total.count, 0),
    open_cents: chosen.reduce((sum, total) => sum + total.openCents, 0),
    page,
    per_page: perPage,
  };
};

/**
 * The open items of the filter as CSV (decision 0061's Dutch spreadsheet format). The download is
 * audited before the file is answered, as every report leaving the system is: which list, which
 * filter and how many rows, never the amounts.
 */
export const openItemsCsv = async (
  db: Db,
  writer: StaffWriter,
  query: OpenItemsFilter,
  now = new Date(),
): Promise<CsvDownload> => {
  requireStaffRole(writer, FINANCE);
  const date = today(now);
  const items = await findOpenItems(db, { today: date, customerId: query.customer_id, bucket: query.bucket });
  const rows = items.map((item) => [
    String(item.customer.id),
    csvText(item.customer.name),
    openItemKindLabels[item.kind],
    csvText(item.number),
    item.issued_on,
    item.due_on ?? '',
    String(item.days_past_due),
    agingBucketLabels[item.bucket],
    csvAmount(item.total_cents),
    csvAmount(item.paid_cents),
    csvAmount(item.credited_cents),
    csvAmount(item.open_cents),
  ]);
  const filter = [
    query.bucket && `leeftijd ${query.bucket}`,
    query.customer_id && `klant ${query.customer_id}`,
  ]
    .filter(Boolean)
    .join(', ');
  await recordAudit(db, writer, {
    action: 'report.download',
    entity: 'report',
    entityId: `openstaande-posten ${date}`,
    after: { report: 'openstaande-posten', period: date, filter: filter || 'alles', rows: rows.length },
  });
  return {
    filename: `openstaande-posten-${date}.csv`,
    csv: csvFile(
      [
        'Klantnummer',
        'Klant',
        'Soort',
        'Nummer',
        'Datum',
        'Vervaldatum',
        'Dagen over vervaldatum',
        'Leeftijd',
        'Totaal',
        'Betaald',
        'Gecrediteerd',
        'Open',
      ],
      rows,
    ),
  };
};
