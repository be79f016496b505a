import { z } from 'zod';
import { CalendarDate, DateTime } from './common.ts';
import { BILLING_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** Hours drawn from a bundle: approved hours of an order, in minutes. */
export const HourBundleUsage = z.object({
  minutes: z.number().int(),
  description: z.string(),
  drawn_at: DateTime,
});
export type HourBundleUsage = z.infer<typeof HourBundleUsage>;

/** A prepaid bundle of hours (strippenkaart) as its holder sees it; minutes are the server's. */
export const HourBundle = z.object({
  id: z.number().int(),
  description: z.string(),
  total_minutes: z.number().int(),
  used_minutes: z.number().int(),
  remaining_minutes: z.number().int(),
  /** The invoice the bundle was bought with, and its date. */
  invoice_number: z.string(),
  bought_on: CalendarDate,
  /** At or below the warning share of the bundle. */
  runs_low: z.boolean(),
  usages: z.array(HourBundleUsage),
});
export type HourBundle = z.infer<typeof HourBundle>;

export const HourBundlesResponse = z.object({
  /** Every bought bundle, newest first; used-up ones too. */
  bundles: z.array(HourBundle),
  /** What is left over all bundles. */
  remaining_minutes: z.number().int(),
});
export type HourBundlesResponse = z.infer<typeof HourBundlesResponse>;

export const hourBundleRoutes = {
  listHourBundles: defineRoute({
    method: 'GET',
    path: '/hour-bundles',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: "The caller's prepaid hour bundles (strippenkaarten): what is left and what was drawn",
    response: HourBundlesResponse,
  }),
};
