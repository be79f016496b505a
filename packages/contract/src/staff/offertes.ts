import { z } from 'zod';
import { Cents, DateTime, IdParams, PickedId } from '../common.ts';
import { OFFERTE_LIMITS, offerteLineKinds } from '../constants/offertes.ts';
import { RICH_TEXT_MAX, userStoryStatuses } from '../constants/user-stories.ts';
import { dateField, euroAmount, text, VatRate, wholeNumber } from '../fields.ts';
import { CustomerOfferte, OFFERTE_SUMMARY_KEYS, OfferteAcceptance } from '../offertes.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, FINANCE } from './roles.ts';

/**
 * Offertes in the back office (decision 0066): every staff role drafts, beheerder and financieel
 * send. A change after sending is a new version, which the customer sees at once.
 */

/** Who may write a concept. */
export const OFFERTE_DRAFTERS = ALL_STAFF;
/** Who may send an offerte, and change one that was sent (a new version). */
export const OFFERTE_SENDERS = FINANCE;

const LINE_NEEDS: Record<(typeof offerteLineKinds)[number], { field: string; message: string }> = {
  vast: { field: 'amount_cents', message: 'Vul de prijs in.' },
  uren: { field: 'hours', message: 'Vul het geschatte aantal uren in.' },
  dienst: { field: 'product_id', message: 'Kies een product uit de prijslijst.' },
};

export const OfferteLineBody = z
  .object({
    kind: z.enum(offerteLineKinds, { error: 'Kies het soort regel.' }),
    description: text('Omschrijving', OFFERTE_LIMITS.lineDescription.min, OFFERTE_LIMITS.lineDescription.max),
    optional: z.boolean().default(false),
    amount_cents: euroAmount('Prijs', OFFERTE_LIMITS.amountCents.min, OFFERTE_LIMITS.amountCents.max)
      .nullable()
      .default(null),
    hours: wholeNumber('Uren', OFFERTE_LIMITS.hours.min, OFFERTE_LIMITS.hours.max).nullable().default(null),
    product_id: PickedId('Product').nullable().default(null),
    vat_rate: VatRate.default(21),
  })
  .superRefine((line, context) => {
    const needs = LINE_NEEDS[line.kind];
    const value = { vast: line.amount_cents, uren: line.hours, dienst: line.product_id }[line.kind];
    if (value === null) context.addIssue({ code: 'custom', path: [needs.field], message: needs.message });
  });
export type OfferteLineBody = z.input<typeof OfferteLineBody>;

const richTextField = (label: string) => z.string().max(RICH_TEXT_MAX, `${label} is te lang.`).default('');

export const OfferteBody = z.object({
  customer_id: PickedId('Klant'),
  title: text('Titel', OFFERTE_LIMITS.title.min, OFFERTE_LIMITS.title.max),
  valid_until: dateField('Geldig tot'),
  introduction_html: richTextField('Inleiding'),
  terms_html: richTextField('Voorwaarden'),
  deposit_percent: wholeNumber(
    'Aanbetaling (%)',
    OFFERTE_LIMITS.depositPercent.min,
    OFFERTE_LIMITS.depositPercent.max,
  ).default(0),
  lines: z
    .array(OfferteLineBody)
    .min(OFFERTE_LIMITS.lines.min, 'Een offerte heeft minstens één regel.')
    .max(OFFERTE_LIMITS.lines.max, `Een offerte heeft hoogstens ${OFFERTE_LIMITS.lines.max} regels.`),
});
export type OfferteBody = z.input<typeof OfferteBody>;

/** What an accepted offerte started, per line, and what was billed of it. */
export const OfferteWork = z
  .object({
    lines: z.array(
      z.object({
        line_id: z.number().int(),
        description: z.string(),
        order: z
          .object({
            id: z.number().int(),
            title: z.string(),
            status: z.enum(userStoryStatuses),
            estimate_minutes: z.number().int().nullable(),
            approved_minutes: z.number().int(),
          })
          .nullable(),
        service: z.object({ id: z.number().int(), description: z.string(), status: z.string() }).nullable(),
      }),
    ),
    invoices: z.array(
      z.object({
        id: z.number().int(),
        number: z.string().nullable().meta({ description: 'Null for a concept' }),
        status: z.enum(['saved', 'sent']),
        description: z.string(),
      }),
    ),
    accepted_cents: Cents.meta({ description: 'One-off part and one period of each service, excl. VAT' }),
    billed_cents: Cents.meta({
      description: 'Excl. VAT, on sent invoices: the deposit and the approved hours',
    }),
  })
  .meta({ id: 'OfferteWork' });
export type OfferteWork = z.infer<typeof OfferteWork>;

export const StaffOfferte = CustomerOfferte.extend({
  number: z.string().nullable().meta({ description: 'Given when it is first sent' }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  created_at: DateTime,
  versions: z.array(z.object({ version: z.number().int(), created_at: DateTime })),
  evidence: OfferteAcceptance.extend({
    statement: z.string(),
    address: z.string(),
    user_agent: z.string(),
    person: z.string().nullable(),
  }).nullable(),
  work: OfferteWork.nullable(),
}).meta({ id: 'StaffOfferte' });
export type StaffOfferte = z.infer<typeof StaffOfferte>;

export const StaffOfferteSummary = StaffOfferte.pick({
  ...OFFERTE_SUMMARY_KEYS,
  customer: true,
  created_at: true,
}).meta({ id: 'StaffOfferteSummary' });
export type StaffOfferteSummary = z.infer<typeof StaffOfferteSummary>;

export const staffOfferteRoutes = {
  staffListOffertes: defineRoute({
    method: 'GET',
    path: '/staff/offertes',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-offertes',
    summary: 'Every offerte, newest first',
    response: z.array(StaffOfferteSummary),
  }),
  staffCreateOfferte: defineRoute({
    method: 'POST',
    path: '/staff/offertes',
    auth: 'staff',
    staffRoles: OFFERTE_DRAFTERS,
    tag: 'staff-offertes',
    summary: 'Draft an offerte (a concept without number); audited',
    body: OfferteBody,
    response: StaffOfferte,
    status: 201,
  }),
  staffGetOfferte: defineRoute({
    method: 'GET',
    path: '/staff/offertes/:id',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-offertes',
    summary: 'One offerte with its versions, evidence and the work it started; the view is audited',
    params: IdParams,
    response: StaffOfferte,
  }),
  staffUpdateOfferte: defineRoute({
    method: 'PUT',
    path: '/staff/offertes/:id',
    auth: 'staff',
    staffRoles: OFFERTE_DRAFTERS,
    tag: 'staff-offertes',
    summary:
      'Change a concept; a sent offerte (beheerder, financieel) gets a new version the customer sees at once; accepted or declined: 409; audited',
    params: IdParams,
    body: OfferteBody,
    response: StaffOfferte,
  }),
  staffSendOfferte: defineRoute({
    method: 'POST',
    path: '/staff/offertes/:id/send',
    auth: 'staff',
    staffRoles: OFFERTE_SENDERS,
    tag: 'staff-offertes',
    summary: 'Send a concept: it gets the next number of the year and the customer sees it; audited',
    params: IdParams,
    response: StaffOfferte,
  }),
};
