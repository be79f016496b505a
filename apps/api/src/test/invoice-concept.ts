import type { InvoiceConceptBody } from '@maatwerk/contract';

/** Hours at 21% VAT and a handbook at 9%: the lines of the concept below unless it is given others. */
export const conceptLines: InvoiceConceptBody['lines'] = [
  { description: 'Koppeling Exact Online', quantity: 6.5, unit_price_cents: 9_500, vat_rate: 21 },
  { description: 'Handboek', quantity: 1, unit_price_cents: 2_000, vat_rate: 9 },
];

/** The body of a new invoice concept for the work of October 2026, as the back office sends it. */
export const invoiceConcept = (
  customerId: number,
  overrides: Partial<InvoiceConceptBody> = {},
): InvoiceConceptBody => ({
  customer_id: customerId,
  description: 'Werkzaamheden oktober 2026',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  lines: conceptLines,
  ...overrides,
});
