import { z } from 'zod';
import { CalendarDate, Cents, DateTime, Id, IdParams } from './common.ts';
import { OFFERTE_LIMITS, OFFERTE_MESSAGES, offerteLineKinds, offerteStatuses } from './constants/offertes.ts';
import { productPeriods } from './constants/products.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
import { text } from './fields.ts';
import { defineRoute } from './route.ts';
import { RichText } from './user-stories.ts';

/**
 * Offertes as the customer sees them in the portal (decision 0066): the current version of a sent
 * offerte, its options, and the acceptance with its evidence. The eigenaar sees every offerte;
 * `opdrachten` those without a recurring service (those are 404 to them).
 */

export const OfferteLine = z
  .object({
    id: z.number().int(),
    kind: z.enum(offerteLineKinds),
    description: z.string(),
    optional: z.boolean().meta({ description: 'The customer may tick it; it counts only when ticked' }),
    unit_cents: Cents.meta({
      description: 'Fixed price, the price of one hour, or of one period; excl. VAT',
    }),
    quantity: z.number().int().meta({ description: 'Hours for an hours line, 1 otherwise' }),
    vat_rate: z.number().int(),
    period: z.enum(productPeriods).nullable().meta({ description: 'For a recurring service: its period' }),
    product_id: z.number().int().nullable().meta({ description: 'For a recurring service: its product' }),
    total_cents: Cents,
  })
  .meta({ id: 'OfferteLine' });
export type OfferteLine = z.infer<typeof OfferteLine>;

export const OfferteAcceptance = z
  .object({
    version: z.number().int(),
    name: z.string(),
    function: z.string(),
    accepted_at: DateTime,
    option_ids: z.array(z.number().int()),
    pdf_sha256: z
      .string()
      .meta({ description: 'SHA-256 (hex) of the PDF of the accepted version, as shown' }),
  })
  .meta({ id: 'OfferteAcceptance' });

export const CustomerOfferte = z
  .object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    status: z.enum(offerteStatuses),
    version: z.number().int().meta({ description: 'The current version; acceptance names it' }),
    valid_until: CalendarDate,
    introduction_html: z.string(),
    terms_html: z.string(),
    deposit_percent: z.number().int(),
    lines: z.array(OfferteLine),
    acceptable: z.boolean().meta({ description: 'Sent and not past its validity date' }),
    sent_at: DateTime.nullable(),
    accepted: OfferteAcceptance.nullable(),
    declined: z.object({ reason: z.string(), declined_at: DateTime }).nullable(),
  })
  .meta({ id: 'CustomerOfferte' });
export type CustomerOfferte = z.infer<typeof CustomerOfferte>;

/** What a list shows of an offerte, in the portal and (with its own additions) in the back office. */
export const OFFERTE_SUMMARY_KEYS = {
  id: true,
  number: true,
  title: true,
  status: true,
  version: true,
  valid_until: true,
} as const;

export const CustomerOfferteSummary = CustomerOfferte.pick({
  ...OFFERTE_SUMMARY_KEYS,
  acceptable: true,
  sent_at: true,
}).meta({ id: 'CustomerOfferteSummary' });
export type CustomerOfferteSummary = z.infer<typeof CustomerOfferteSummary>;

export const AcceptOfferteBody = z.object({
  version: Id,
  name: text('Naam', OFFERTE_LIMITS.name.min, OFFERTE_LIMITS.name.max),
  function: text('Functie', OFFERTE_LIMITS.function.min, OFFERTE_LIMITS.function.max),
  statement: z.literal(true, { error: OFFERTE_MESSAGES.statement }),
  option_ids: z.array(Id).max(OFFERTE_LIMITS.lines.max).default([]),
});
export type AcceptOfferteBody = z.input<typeof AcceptOfferteBody>;

export const DeclineOfferteBody = z.object({
  reason: text('Reden', OFFERTE_LIMITS.reason.min, OFFERTE_LIMITS.reason.max),
});
export type DeclineOfferteBody = z.input<typeof DeclineOfferteBody>;

export const OfferteQuestionBody = z.object({ body_html: RichText('Vraag') });
export type OfferteQuestionBody = z.input<typeof OfferteQuestionBody>;

export const offerteRoutes = {
  listOffertes: defineRoute({
    method: 'GET',
    path: '/offertes',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'offertes',
    summary: "The customer's sent offertes, newest first (opdrachten: those without recurring services)",
    response: z.array(CustomerOfferteSummary),
  }),
  getOfferte: defineRoute({
    method: 'GET',
    path: '/offertes/:id',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'offertes',
    summary: 'The current version of a sent offerte; another customer’s, or a concept, is 404',
    params: IdParams,
    response: CustomerOfferte,
  }),
  /** The PDF of the current version (application/pdf): the one whose SHA-256 an acceptance records. */
  downloadOffertePdf: defineRoute({
    method: 'GET',
    path: '/offertes/:id/pdf',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'offertes',
    summary: 'The current version of an offerte as PDF; an accepted one with its evidence page',
    params: IdParams,
    response: z.string().meta({ format: 'binary', contentMediaType: 'application/pdf' }),
  }),
  acceptOfferte: defineRoute({
    method: 'POST',
    path: '/offertes/:id/accept',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    // A signature is a person's: the evidence names who accepted, so a key never does.
    apiKeys: 'refused',
    tag: 'offertes',
    summary:
      'Accept the named version with the ticked options; records the evidence and starts the work; a second call answers the same acceptance',
    params: IdParams,
    body: AcceptOfferteBody,
    response: CustomerOfferte,
  }),
  declineOfferte: defineRoute({
    method: 'POST',
    path: '/offertes/:id/decline',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'offertes',
    summary: 'Decline a sent offerte with a reason',
    params: IdParams,
    body: DeclineOfferteBody,
    response: CustomerOfferte,
  }),
  askOfferteQuestion: defineRoute({
    method: 'POST',
    path: '/offertes/:id/question',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'offertes',
    summary: 'Ask a question about an offerte: it becomes an order whose thread staff answer',
    params: IdParams,
    body: OfferteQuestionBody,
    response: z.object({ order_id: z.number().int() }),
    status: 201,
  }),
};
