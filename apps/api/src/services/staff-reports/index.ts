export { type CsvDownload, icpCsv, revenueCsv, vatReturnCsv } from './downloads.ts';
export { revenueOf } from './revenue.ts';
export { vatReturnOf } from './vat-return.ts';
