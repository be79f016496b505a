/**
 * The provider's own facts: invoices, order confirmations and mail carry them, and the site shows
 * them. Written here once.
 */
export const provider = {
  name: 'Kodewerk B.V.',
  productName: 'Kodewerk',
  street: 'Catharijnesingel 52',
  postalCode: '3511 GC',
  city: 'Utrecht',
  country: 'Nederland',
  kvkNumber: '87654321',
  vatId: 'NL004512378B01',
  email: 'info@kodewerk.nl',
  phone: '030 123 45 67',
  /** The phone number as a tel: link. */
  phoneHref: 'tel:+31301234567',
  website: 'www.kodewerk.nl',
  /** Where invoices are paid to. */
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  /** Payment term printed on invoices, in days. */
  paymentTermDays: 14,
} as const;
