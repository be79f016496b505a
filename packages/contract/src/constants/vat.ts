/**
 * VAT, decided once for invoices, their PDF and e-invoice, the domain cart, the portal's estimates
 * and the test and demo data: which rates exist, when no Dutch VAT is charged (reverse charge) and
 * how amounts are rounded.
 *
 * Rounding follows EN 16931 as our sent invoices and e-invoices always have: each line's amount is
 * rounded to the cent (a line net amount has at most two decimals, BR-DEC-23), and VAT is computed
 * once per rate over the sum of its lines and rounded to the cent (BR-CO-17), never per line; the
 * invoice's VAT is the sum of those (BR-CO-14). Halves round away from zero, so that
 * a credit note's amounts are exactly its invoice's, negated.
 */

/** The Dutch VAT rates, in percent. */
export const vatRateTable = {
  /** The general rate: software, hours, hosting, domain names. */
  standard: 21,
  /** The reduced rate, e.g. on books. */
  reduced: 9,
  zero: 0,
} as const;

/** The rates an invoice line, subscription or hour bundle may carry, highest first. */
export const vatRates = [vatRateTable.standard, vatRateTable.reduced, vatRateTable.zero] as const;

/** The other member states of the EU (ISO codes; Greece as EL in VAT ids, GR as a country). */
export const euCountriesOutsideNl = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * Reverse charge ("btw verlegd"): a business customer in another EU member state with a VAT id
 * pays no Dutch VAT on services; it accounts for the VAT itself.
 */
export const isReverseCharge = (customer: { country: string; vatId: string | null }): boolean =>
  Boolean(customer.vatId) && (euCountriesOutsideNl as readonly string[]).includes(customer.country);

/** The rate actually charged: the line's own, or none under reverse charge. */
export const chargedVatRate = (rate: number, reverseCharge: boolean): number => (reverseCharge ? 0 : rate);

/** Rounds to whole cents, halves away from zero (12.5 → 13, −12.5 → −13). */
export const roundCents = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/** A line's amount excluding VAT: quantity in hundredths (1.5 hours is 150) times the unit price. */
export const lineAmountCents = (quantityHundredths: number, unitPriceCents: number): number =>
  roundCents((quantityHundredths * unitPriceCents) / 100);

/** An amount excluding VAT and the rate it carries (before reverse charge). */
export interface VatLine {
  amountCents: number;
  vatRate: number;
}

export interface VatSubtotal {
  rate: number;
  baseCents: number;
  vatCents: number;
}

export interface VatTotals {
  reverseCharge: boolean;
  /** One group per rate charged, highest rate first. */
  groups: VatSubtotal[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * The VAT of a set of amounts: grouped by the rate charged (all at 0% under reverse charge), VAT
 * per group over the group's sum, rounded to the cent.
 */
export const vatTotals = (lines: readonly VatLine[], reverseCharge = false): VatTotals => {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = chargedVatRate(line.vatRate, reverseCharge);
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.amountCents);
  }
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: roundCents((baseCents * rate) / 100) }));
  const subtotalCents = groups.reduce((sum, group) => sum + group.baseCents, 0);
  const vatCents = groups.reduce((sum, group) => sum + group.vatCents, 0);
  return { reverseCharge, groups, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
};

/** How a VAT amount is named on invoices, in the cart and in mails: 'Btw 21%', or 'Btw verlegd'. */
export const vatLabel = (rate: number, reverseCharge: boolean): string =>
  reverseCharge ? 'Btw verlegd' : `Btw ${rate}%`;
