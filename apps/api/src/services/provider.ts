/**
 * The provider's own facts, as its invoices, order confirmations and mail carry them. The site
 * shows the same facts from apps/web/app/lib/config.ts; a test keeps the two equal.
 */
export const provider = {
  name: 'Kodewerk B.V.',
  street: 'Catharijnesingel 52',
  postalCode: '3511 GC',
  city: 'Utrecht',
  country: 'Nederland',
  kvkNumber: '87654321',
  vatId: 'NL004512378B01',
  email: 'info@kodewerk.nl',
  phone: '030 123 45 67',
  website: 'www.kodewerk.nl',
  /** Where invoices are paid to. */
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  /** Payment term printed on invoices, in days. */
  paymentTermDays: 14,
  /** The Dutch standard VAT rate, on domain names and hosting. */
  standardVatRate: 21,
} as const;

export type Provider = typeof provider;
