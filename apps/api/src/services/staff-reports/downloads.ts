import {
  FINANCE,
  productGroupLabels,
  type RevenueGroup,
  vatReturnBoxLabels,
  wholeEurosOnReturn,
} from '@maatwerk/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { csvAmount, csvFile, csvText } from './csv.ts';
import { revenueOf } from './revenue.ts';
import { vatReturnOf } from './vat-return.ts';

export interface CsvDownload {
  csv: Buffer;
  filename: string;
}

const groupLabel = (group: RevenueGroup) => (group === 'overig' ? 'Overig' : productGroupLabels[group]);

/**
 * Financial figures leaving the system are audited (decision 0061): which report, which period and
 * how many rows, never the figures themselves. The entry is written before the file is answered,
 * so no download goes unrecorded.
 */
const recordDownload = (db: Db, writer: StaffWriter, report: string, period: string, rows: number) =>
  recordAudit(db, writer, {
    action: 'report.download',
    entity: 'report',
    entityId: `${report} ${period}`,
    after: { report, period, rows },
  });

const whole = (cents: number) => String(wholeEurosOnReturn(cents));

/** The VAT return of a quarter as CSV: each box to the cent and in whole euros as it goes on the return. */
export const vatReturnCsv = async (db: Db, writer: StaffWriter, quarter: string): Promise<CsvDownload> => {
  requireStaffRole(writer, FINANCE);
  const figures = await vatReturnOf(db, quarter);
  const rows = figures.lines.map((line) => [
    quarter,
    line.box,
    csvText(vatReturnBoxLabels[line.box]),
    csvAmount(line.turnover_cents),
    line.vat_cents === null ? '' : csvAmount(line.vat_cents),
    whole(line.turnover_cents),
    line.vat_cents === null ? '' : whole(line.vat_cents),
  ]);
  const boxVat = figures.lines.flatMap((line) => (line.vat_cents === null ? [] : [line.vat_cents]));
  rows.push([
    quarter,
    '5a',
    'Verschuldigde btw',
    '',
    csvAmount(figures.vat_due_cents),
    '',
    String(boxVat.reduce((sum, cents) => sum + wholeEurosOnReturn(cents), 0)),
  ]);
  await recordDownload(db, writer, 'btw-aangifte', quarter, rows.length);
  return {
    filename: `btw-aangifte-${quarter}.csv`,
    csv: csvFile(
      ['Kwartaal', 'Rubriek', 'Omschrijving', 'Omzet', 'Btw', 'Omzet in hele euro’s', 'Btw in hele euro’s'],
      rows,
    ),
  };
};

/** The ICP listing of a quarter as CSV: per EU customer the country, VAT id and amount. */
export const icpCsv = async (db: Db, writer: StaffWriter, quarter: string): Promise<CsvDownload> => {
  requireStaffRole(writer, FINANCE);
  const { icp } = await vatReturnOf(db, quarter);
  const rows = icp.map((line) => [
    quarter,
    csvText(line.country),
    csvText(line.vat_id),
    csvText(line.customer_name),
    csvAmount(line.amount_cents),
    whole(line.amount_cents),
  ]);
  await recordDownload(db, writer, 'icp-opgaaf', quarter, rows.length);
  return {
    filename: `icp-opgaaf-${quarter}.csv`,
    csv: csvFile(
      ['Kwartaal', 'Landcode', 'Btw-identificatienummer', 'Klant', 'Bedrag', 'Bedrag in hele euro’s'],
      rows,
    ),
  };
};

/** The revenue of a year per month and product group as CSV. */
export const revenueCsv = async (db: Db, writer: StaffWriter, year: number): Promise<CsvDownload> => {
  requireStaffRole(writer, FINANCE);
  const revenue = await revenueOf(db, year);
  const rows = revenue.rows.map((row) => [
    row.month,
    csvText(groupLabel(row.group)),
    csvAmount(row.invoiced_cents),
    csvAmount(row.invoiced_incl_vat_cents),
    csvAmount(row.received_cents),
  ]);
  await recordDownload(db, writer, 'omzet', String(year), rows.length);
  return {
    filename: `omzet-${year}.csv`,
    csv: csvFile(
      ['Maand', 'Productgroep', 'Gefactureerd excl. btw', 'Gefactureerd incl. btw', 'Ontvangen'],
      rows,
    ),
  };
};
