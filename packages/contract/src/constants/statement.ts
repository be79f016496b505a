/**
 * The rekeningoverzicht (docs/decisions/0064): what is open on a customer's account, and the staff
 * list of every open item by age. Age is counted in Europe/Amsterdam calendar days past the due
 * date (a credit note, which has none, from its date); an item not yet due counts in the first bucket.
 */

/** The age buckets, each with the last day past the due date it holds (the last has no end). */
export const agingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
type Bucket = (typeof agingBuckets)[number];

export const AGING_BUCKET_LAST_DAY: Record<Bucket, number | null> = {
  '0-30': 30,
  '31-60': 60,
  '61-90': 90,
  '90+': null,
};

export const agingBucketLabels: Record<Bucket, string> = {
  '0-30': '0–30 dagen',
  '31-60': '31–60 dagen',
  '61-90': '61–90 dagen',
  '90+': '90+ dagen',
};

export const STATEMENT_LIMITS = {
  /** The payments a statement shows: those received in this many days up to today. */
  paymentDays: 365,
  /** Open items per page of the staff list. */
  openItemsPageSize: 50,
} as const;

export const openItemKindLabels = { factuur: 'Factuur', creditfactuur: 'Creditfactuur' } as const;
