import { z } from 'zod';
import { CalendarDate, Id, IdParams } from '../common.ts';
import { HOUR_BUNDLE_LIMITS, INVOICE_LIMITS } from '../constants/billing.ts';
import { euroAmount, text, VatRate, wholeNumber } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { FINANCE } from './roles.ts';

/** A bundle sold to a customer: it becomes the one line of a new concept invoice. */
export const HourBundleBody = z.object({
  hours: wholeNumber('Aantal uren', HOUR_BUNDLE_LIMITS.hours.min, HOUR_BUNDLE_LIMITS.hours.max),
  price_cents: euroAmount(
    'Prijs van de strippenkaart',
    HOUR_BUNDLE_LIMITS.priceCents.min,
    HOUR_BUNDLE_LIMITS.priceCents.max,
  ),
  vat_rate: VatRate,
  description: text('Omschrijving', 1, INVOICE_LIMITS.lineDescription.max),
});
export type HourBundleBody = z.input<typeof HourBundleBody>;

export const StaffHourBundle = z.object({
  id: z.number().int(),
  description: z.string(),
  total_minutes: z.number().int(),
  used_minutes: z.number().int(),
  remaining_minutes: z.number().int(),
  invoice: z.object({ id: Id, number: z.string().nullable(), sent: z.boolean() }),
  /** Usable once its invoice is sent, until credit notes take back all of that invoice. */
  active: z.boolean(),
  created_on: CalendarDate,
});
export type StaffHourBundle = z.infer<typeof StaffHourBundle>;

const tag = 'staff-customers';

export const staffHourBundleRoutes = {
  staffListHourBundles: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id/hour-bundles',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: "A customer's hour bundles, newest first, with what is left",
    params: IdParams,
    response: z.array(StaffHourBundle),
  }),
  staffCreateHourBundle: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/hour-bundles',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      'Sell a customer an hour bundle: a concept invoice with the bundle as its line; usable once that invoice is sent; audited',
    params: IdParams,
    body: HourBundleBody,
    response: StaffHourBundle,
    status: 201,
  }),
};
