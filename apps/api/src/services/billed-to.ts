import type { BilledTo, customers } from '../db/schema.ts';

/** The customer's facts an invoice names, kept on the invoice as they stand when it is sent. */
export const billedToOf = ({
  name,
  street,
  postalCode,
  city,
  country,
  kvkNumber,
  vatId,
}: typeof customers.$inferSelect): BilledTo => ({
  name,
  street,
  postalCode,
  city,
  country,
  kvkNumber,
  vatId,
});
