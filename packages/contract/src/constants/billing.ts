/**
 * The rules of invoicing that need no zod: how a payment came in, the states of an invoice's life
 * and the limits of a concept (VAT is in vat.ts). The API and the back office use the same values.
 */

/** How a payment reached the provider. */
export const paymentMethods = ['bankoverschrijving', 'ideal', 'incasso', 'contant', 'verrekening'] as const;
type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bankoverschrijving: 'Bankoverschrijving',
  ideal: 'iDEAL',
  incasso: 'Automatische incasso',
  contant: 'Contant',
  verrekening: 'Verrekening',
};

/**
 * Where an invoice stands, derived at each answer from its lines, payments, credit notes and due
 * date; never stored. A concept is edited and sent; a sent invoice is verzonden until paid in part
 * (gedeeltelijk betaald) or in full (betaald), vervallen when its due date has passed with a
 * balance left, and gecrediteerd when credit notes took back all of it before anything was paid.
 */
export const invoiceStatuses = [
  'concept',
  'verzonden',
  'gedeeltelijk_betaald',
  'vervallen',
  'betaald',
  'gecrediteerd',
] as const;
type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  concept: 'Concept',
  verzonden: 'Verzonden',
  gedeeltelijk_betaald: 'Gedeeltelijk betaald',
  vervallen: 'Vervallen',
  betaald: 'Betaald',
  gecrediteerd: 'Gecrediteerd',
};

/** An invoice, or a credit note that takes back lines of a sent invoice. */
export const invoiceKinds = ['factuur', 'creditfactuur'] as const;

export const INVOICE_LIMITS = {
  description: { max: 200 },
  lines: { min: 1, max: 100 },
  lineDescription: { max: 500 },
  /** Quantities in hundredths: 0.01 up to 100,000. */
  quantityHundredths: { min: 1, max: 10_000_000 },
  /** Unit prices in cents: up to € 1,000,000. */
  unitPriceCents: { min: 0, max: 100_000_000 },
  /** A single payment: up to € 10,000,000. */
  paymentCents: { min: 1, max: 1_000_000_000 },
} as const;

/** A credit note takes back lines of an invoice; it is never itself taken back. */
export const CREDIT_NOTE_NOT_CREDITABLE_MESSAGE =
  'Een creditfactuur kan zelf niet gecrediteerd worden; crediteer de regels van de oorspronkelijke factuur.';

/**
 * Prepaid hour bundles (strippenkaarten): bought as an invoice line, usable once that invoice is
 * sent; approved hours draw them down, oldest first, before anything is billed. When what is left
 * falls to this share of the bundle, the billing address is told once.
 */
export const HOUR_BUNDLE_LIMITS = {
  hours: { min: 1, max: 1000 },
  /** The price of the whole bundle, in cents. */
  priceCents: { min: 0, max: 100_000_000 },
  warningPercent: 20,
} as const;

/** Whether a bundle of `totalMinutes` with `remainingMinutes` left is at or below the warning share. */
export const hourBundleRunsLow = (totalMinutes: number, remainingMinutes: number): boolean =>
  remainingMinutes * 100 <= totalMinutes * HOUR_BUNDLE_LIMITS.warningPercent;
