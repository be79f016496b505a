import { z } from 'zod';
import { IdParams } from '../common.ts';
import { defineRoute } from '../route.ts';
import { OrderSatisfaction } from '../satisfaction.ts';
import { ALL_STAFF } from './roles.ts';
import { MonthQuery } from './service-levels.ts';

/** The month's answers to the satisfaction question (issue 36), by the month they were given in. */
export const SatisfactionReport = z.object({
  month: z.string(),
  answers: z.number().int(),
  goed: z.number().int(),
  kan_beter: z.number().int(),
  /** goed / answers, 0 to 1; null when nobody answered that month. */
  share_goed: z.number().nullable(),
  /** The comments of the month beside 'kan beter', newest first: what to do better. */
  improvements: z.array(
    z.object({ order_id: z.number().int(), comment: z.string(), answered_at: z.string() }),
  ),
});
export type SatisfactionReport = z.infer<typeof SatisfactionReport>;

export const staffSatisfactionRoutes = {
  staffOrderSatisfaction: defineRoute({
    method: 'GET',
    path: '/staff/orders/:id/satisfaction',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: "The customer's answer to the satisfaction question of an order, if asked and given",
    params: IdParams,
    response: OrderSatisfaction,
  }),
  staffSatisfactionReport: defineRoute({
    method: 'GET',
    path: '/staff/satisfaction/report',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-service-levels',
    summary:
      'The month’s answers to the satisfaction question: goed, kan beter, the share goed and the comments',
    query: MonthQuery,
    response: SatisfactionReport,
  }),
};
