import { z } from 'zod';
import { CalendarDate, Cents } from '../common.ts';
import { productGroups } from '../constants/products.ts';
import { defineRoute } from '../route.ts';
import { FINANCE } from './roles.ts';

/**
 * The finance desk's figures (docs/decisions/0061): per quarter the Dutch VAT return and the ICP
 * listing, per year the revenue by month and product group; on screen and as CSV.
 */

/** A quarter as '2026-Q1': the period of a VAT return. */
export const Quarter = z
  .string({ error: 'Kwartaal is verplicht.' })
  .trim()
  .regex(/^20\d{2}-Q[1-4]$/, 'Kwartaal moet een kwartaal zijn als 2026-Q1 (jaar 2000 tot en met 2099).');

export const QuarterQuery = z.object({ quarter: Quarter });
export type QuarterQuery = z.input<typeof QuarterQuery>;

export const YearQuery = z.object({
  year: z.coerce
    .number({ error: 'Jaar moet een getal zijn.' })
    .int('Jaar moet een heel getal zijn.')
    .min(2000, 'Jaar moet minimaal 2000 zijn.')
    .max(2099, 'Jaar moet kleiner zijn dan of gelijk zijn aan 2099.'),
});
export type YearQuery = z.input<typeof YearQuery>;

/** The first and last day (Europe/Amsterdam calendar dates) of a quarter '2026-Q1'. */
export const quarterDates = (quarter: string): { from: string; to: string } => {
  const year = Number(quarter.slice(0, 4));
  const index = Number(quarter.slice(6)) - 1;
  const firstMonth = index * 3 + 1;
  const lastDay = new Date(Date.UTC(year, firstMonth + 2, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(firstMonth + 2)}-${pad(lastDay)}` };
};

/** The quarter a calendar date falls in: '2026-05-12' → '2026-Q2'. */
export const quarterOf = (isoDate: string): string =>
  `${isoDate.slice(0, 4)}-Q${Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1}`;

/** The boxes of the VAT return ("aangifte omzetbelasting") that sales on our invoices fill. */
export const vatReturnBoxes = ['1a', '1b', '1e', '3b'] as const;
export type VatReturnBox = (typeof vatReturnBoxes)[number];

/** The boxes as the Belastingdienst names them on the return. */
export const vatReturnBoxLabels: Record<VatReturnBox, string> = {
  '1a': 'Leveringen/diensten belast met hoog tarief',
  '1b': 'Leveringen/diensten belast met laag tarief',
  '1e': 'Leveringen/diensten belast met 0% of niet bij u belast',
  '3b': 'Leveringen naar of diensten in landen binnen de EU',
};

/**
 * An amount as it goes on the return and the ICP listing, which take whole euros: rounded down,
 * which the Belastingdienst allows (in the filer's favour for VAT due and turnover).
 */
export const wholeEurosOnReturn = (cents: number): number => Math.floor(cents / 100);

export const VatReturnLine = z.object({
  box: z.enum(vatReturnBoxes),
  /** Turnover excluding VAT, to the cent; credit notes subtracted. */
  turnover_cents: Cents,
  /** The VAT on it, to the cent; null where the return has no VAT box (1e, 3b). */
  vat_cents: Cents.nullable(),
});
export type VatReturnLine = z.infer<typeof VatReturnLine>;

/** One EU customer's reverse-charge services in the quarter: a line of the ICP listing. */
export const IcpLine = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  /** The country code of the VAT id ('BE', 'EL' for Greece), as the listing asks for it. */
  country: z.string(),
  /** The VAT id as it stood on the invoices. */
  vat_id: z.string(),
  /** Services excluding VAT, credit notes subtracted. */
  amount_cents: Cents,
});
export type IcpLine = z.infer<typeof IcpLine>;

export const VatReturn = z.object({
  quarter: z.string(),
  from: CalendarDate,
  to: CalendarDate,
  /** Invoices and credit notes sent with an invoice date in the quarter. */
  documents: z.number().int(),
  lines: z.array(VatReturnLine),
  /** Rubriek 5a, "verschuldigde btw": the VAT of 1a and 1b. Input VAT (5b) is not in this system. */
  vat_due_cents: Cents,
  icp: z.array(IcpLine),
});
export type VatReturn = z.infer<typeof VatReturn>;

/** What revenue is grouped on: the product groups, and "overig" for invoices no service billed. */
export const revenueGroups = [...productGroups, 'overig'] as const;
export type RevenueGroup = (typeof revenueGroups)[number];

export const RevenueRow = z.object({
  /** '2026-01' */
  month: z.string(),
  group: z.enum(revenueGroups),
  /** Invoiced excluding VAT (turnover), credit notes subtracted, by invoice date. */
  invoiced_cents: Cents,
  /** Invoiced including VAT, credit notes subtracted. */
  invoiced_incl_vat_cents: Cents,
  /** Payments received on those groups' invoices, by payment date (including VAT). */
  received_cents: Cents,
});
export type RevenueRow = z.infer<typeof RevenueRow>;

export const Revenue = z.object({
  year: z.number().int(),
  /** Only the months and groups with anything invoiced or received, by month, then group. */
  rows: z.array(RevenueRow),
});
export type Revenue = z.infer<typeof Revenue>;

const csv = z.string().meta({ contentMediaType: 'text/csv' });
const tag = 'staff-reports';

export const staffReportRoutes = {
  staffGetVatReturn: defineRoute({
    method: 'GET',
    path: '/staff/vat-return',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      'The VAT return of a quarter (rubrieken 1a, 1b, 1e, 3b and the VAT due) and its ICP listing, from sent invoices and credit notes by invoice date',
    query: QuarterQuery,
    response: VatReturn,
  }),
  staffDownloadVatReturnCsv: defineRoute({
    method: 'GET',
    path: '/staff/vat-return/csv',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'The VAT return of a quarter as CSV (semicolons, amounts with a decimal comma); audited',
    query: QuarterQuery,
    response: csv,
  }),
  staffDownloadIcpCsv: defineRoute({
    method: 'GET',
    path: '/staff/vat-return/icp-csv',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'The ICP listing of a quarter as CSV: VAT id and amount per EU customer; audited',
    query: QuarterQuery,
    response: csv,
  }),
  staffGetRevenue: defineRoute({
    method: 'GET',
    path: '/staff/revenue',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Revenue of a year per month and product group: invoiced and received',
    query: YearQuery,
    response: Revenue,
  }),
  staffDownloadRevenueCsv: defineRoute({
    method: 'GET',
    path: '/staff/revenue/csv',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Revenue of a year per month and product group as CSV; audited',
    query: YearQuery,
    response: csv,
  }),
};
