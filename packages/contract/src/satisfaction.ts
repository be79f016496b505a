import { z } from 'zod';
import { DateTime, IdParams } from './common.ts';
import { SATISFACTION_COMMENT_MAX, satisfactionAnswers } from './constants/satisfaction.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/**
 * The one question on a finished order (issue 36): goed or kan beter, and a comment. The customer
 * answers it once per order, in the portal or through the link in the closing mail.
 */

export const SatisfactionAnswer = z.enum(satisfactionAnswers, { error: 'Kies goed of kan beter.' });
export type SatisfactionAnswer = z.infer<typeof SatisfactionAnswer>;

export const SatisfactionBody = z.object({
  answer: SatisfactionAnswer,
  comment: z
    .string()
    .trim()
    .max(SATISFACTION_COMMENT_MAX, `Toelichting mag maximaal ${SATISFACTION_COMMENT_MAX} tekens zijn.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type SatisfactionBody = z.input<typeof SatisfactionBody>;

export const OrderSatisfactionAnswer = z.object({
  answer: SatisfactionAnswer,
  comment: z.string().nullable(),
  answered_at: DateTime,
});
export type OrderSatisfactionAnswer = z.infer<typeof OrderSatisfactionAnswer>;

export const OrderSatisfaction = z.object({
  /** Whether the question is asked: the order is finished (afgerond or gesloten). */
  asked: z.boolean(),
  /** The company's answer, once given; null before. */
  answer: OrderSatisfactionAnswer.nullable(),
});
export type OrderSatisfaction = z.infer<typeof OrderSatisfaction>;

export const satisfactionRoutes = {
  getOrderSatisfaction: defineRoute({
    method: 'GET',
    path: '/user-stories/:id/satisfaction',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: "Whether the order's satisfaction question is asked, and its answer once given",
    params: IdParams,
    response: OrderSatisfaction,
  }),
  answerOrderSatisfaction: defineRoute({
    method: 'POST',
    path: '/user-stories/:id/satisfaction',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary:
      'Answers the satisfaction question of a finished order: goed or kan beter, and a comment; once per order (409 after), another customer’s order 404',
    params: IdParams,
    body: SatisfactionBody,
    response: OrderSatisfaction,
    status: 201,
  }),
};
