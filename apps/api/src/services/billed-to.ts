import type { BilledTo, customers } from '../db/schema.ts';

/** The customer's facts an invoice names, kept on the invoice as they stand when it is sent. */
export const billedToOf = (customer: typeof customers.$inferSelect): BilledTo => ({
  name: customer.name,
  street: customer.street,
  postalCode: customer.postalCode,
  city: customer.city,
  country: customer.country,
  kvkNumber: customer.kvkNumber,
  vatId: customer.vatId,
});
