import { z } from 'zod';
import { CalendarDate, DateTime, IdParams } from './common.ts';
import { mandateStatuses } from './constants/direct-debit.ts';
import { BILLING_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/**
 * SEPA direct debit through Mollie mandates (decision 0069): the customer's eigenaar or financieel
 * gives a mandate with a first iDEAL payment, sees it and revokes it; invoices sent while it is
 * valid are collected a set number of days after sending.
 */

/** The query the payment page sends the customer back with: which mandate to look up. */
export const MANDATE_RETURN_PARAM = 'machtiging';

export const DIRECT_DEBIT_MESSAGES = {
  notAvailable:
    'Automatische incasso is op dit moment niet mogelijk. Betaal je facturen met iDEAL of door het bedrag over te maken.',
  providerDown: 'De betaalpagina is even niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  alreadyGiven:
    'Er is al een actieve machtiging. Trek die eerst in als je een andere rekening wilt gebruiken.',
  notFound: 'Deze machtiging bestaat niet, of is niet van jou.',
  notRevocable: 'Alleen een actieve machtiging kun je intrekken.',
} as const;

export const Mandate = z
  .object({
    id: z.number().int(),
    status: z.enum(mandateStatuses),
    account: z
      .string()
      .nullable()
      .meta({ description: 'The account debited, masked: country and last four characters' }),
    account_holder: z.string().nullable(),
    signature_date: CalendarDate.nullable(),
    mandate_reference: z.string().nullable(),
    created_at: DateTime,
    revoked_at: DateTime.nullable(),
  })
  .meta({ id: 'Mandate' });
export type Mandate = z.infer<typeof Mandate>;

export const DirectDebitOverview = z
  .object({
    /** False when Mollie or the creditor id is not configured: no mandate can be given. */
    available: z.boolean(),
    days_after_sending: z.number().int(),
    /** Newest first. */
    mandates: z.array(Mandate),
  })
  .meta({ id: 'DirectDebitOverview' });
export type DirectDebitOverview = z.infer<typeof DirectDebitOverview>;

export const StartedMandate = z.object({
  mandate_id: z.number().int(),
  /** Mollie's iDEAL page of the first payment, which gives the mandate. */
  checkout_url: z.url(),
});
export type StartedMandate = z.infer<typeof StartedMandate>;

export const directDebitRoutes = {
  /** The customer's mandates; one still waiting for its first payment is asked of Mollie again. */
  getDirectDebit: defineRoute({
    method: 'GET',
    path: '/direct-debit',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Whether direct debit is offered, and the customer’s mandates',
    response: DirectDebitOverview,
  }),
  /**
   * Starts giving a mandate: a first iDEAL payment of one cent on a Mollie customer, whose page the
   * browser is sent to. 409 when a valid mandate exists, 503 when direct debit is not configured or
   * Mollie does not answer. Audited.
   */
  startMandate: defineRoute({
    method: 'POST',
    path: '/direct-debit/mandates',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Give a direct debit mandate with a first iDEAL payment',
    status: 201,
    response: StartedMandate,
  }),
  /** Revokes a valid mandate at Mollie; nothing announced is collected afterwards. Audited. */
  revokeMandate: defineRoute({
    method: 'POST',
    path: '/direct-debit/mandates/:id/revoke',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Revoke a direct debit mandate',
    params: IdParams,
    response: Mandate,
  }),
};
