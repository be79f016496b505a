import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams, PickedId } from '../common.ts';
import {
  domainBillingMoments,
  PRODUCT_LIMITS,
  productGroups,
  productPeriods,
  serviceRequestKinds,
  serviceStatuses,
} from '../constants/products.ts';
import { TopLevelDomain } from '../domain-cart.ts';
import { dateField, euroAmount, text, VatRate, wholeNumber } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, FINANCE } from './roles.ts';

/**
 * The product and price list staff edit, and the services customers take of it (decision 0056).
 * A price is per period in cents excluding VAT; an invoice copies it when it is made.
 */

export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.enum(productGroups),
  tld: z.string().nullable().meta({ description: 'For a domain product: the extension it prices' }),
  price_cents: Cents.meta({ description: 'Per period, excluding VAT; for a domain the yearly renewal' }),
  setup_cents: Cents,
  vat_rate: z.number().int(),
  period: z.enum(productPeriods),
  notice_days: z.number().int(),
  domain_billing: z.enum(domainBillingMoments),
  register_cents: Cents.nullable().meta({ description: "A domain's first year when registered" }),
  premium_register_cents: Cents.nullable(),
  transfer_cents: Cents.nullable(),
  active: z.boolean(),
  downgrade_credit: z.boolean().meta({
    description: 'Moving to a cheaper package of the group credits the rest of the period at once',
  }),
  updated_at: DateTime,
});
export type Product = z.infer<typeof Product>;

const { min: PRICE_MIN, max: PRICE_MAX } = PRODUCT_LIMITS.priceCents;

/** An amount that may be left empty (null). */
const optionalEuros = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    euroAmount(label, PRICE_MIN, PRICE_MAX).nullable(),
  );

const DOMAIN_NEEDS_TLD = 'Vul de extensie in, zoals nl.';
const TLD_ONLY_FOR_DOMAINS = 'Alleen een domeinnaam heeft een extensie.';

export const ProductBody = z
  .object({
    name: text('Naam', PRODUCT_LIMITS.name.min, PRODUCT_LIMITS.name.max),
    group: z.enum(productGroups, { error: 'Kies een productgroep.' }),
    tld: z.preprocess(
      (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
      TopLevelDomain.nullable(),
    ),
    price_cents: euroAmount('Prijs', PRICE_MIN, PRICE_MAX),
    setup_cents: euroAmount('Eenmalige kosten', PRICE_MIN, PRICE_MAX).default(0),
    vat_rate: VatRate,
    period: z.enum(productPeriods, { error: 'Kies een periode.' }),
    notice_days: wholeNumber(
      'Opzegtermijn (dagen)',
      PRODUCT_LIMITS.noticeDays.min,
      PRODUCT_LIMITS.noticeDays.max,
    ).default(0),
    domain_billing: z
      .enum(domainBillingMoments, { error: 'Kies wanneer een domeinnaam gefactureerd wordt.' })
      .default('registratie'),
    register_cents: optionalEuros('Registratieprijs').default(null),
    premium_register_cents: optionalEuros('Premiumprijs').default(null),
    transfer_cents: optionalEuros('Verhuisprijs').default(null),
    active: z.boolean().default(true),
    downgrade_credit: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.group === 'domein' && !body.tld)
      context.addIssue({ code: 'custom', path: ['tld'], message: DOMAIN_NEEDS_TLD });
    if (body.group !== 'domein' && body.tld)
      context.addIssue({ code: 'custom', path: ['tld'], message: TLD_ONLY_FOR_DOMAINS });
  });
export type ProductBody = z.input<typeof ProductBody>;

/** A product customers take: its price list entry, customer, where it stands and what was billed. */
export const StaffService = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), group: z.enum(productGroups) }),
  description: z.string(),
  status: z.enum(serviceStatuses),
  auto_renew: z.boolean(),
  started_on: CalendarDate,
  paid_until: CalendarDate.nullable().meta({ description: 'The first day not yet billed' }),
  next_bill_on: CalendarDate.nullable().meta({
    description: 'When the next period is invoiced; null: never',
  }),
  ends_on: CalendarDate.nullable(),
  periods_billed: z.number().int(),
  cancelled_at: DateTime.nullable().meta({ description: 'When the customer cancelled it in the portal' }),
  /** What the customer's people asked of it in the portal, newest first. */
  requests: z.array(
    z.object({
      kind: z.enum(serviceRequestKinds),
      person: z.string().nullable().meta({ description: 'Null when the person was removed since' }),
      created_at: DateTime,
    }),
  ),
});
export type StaffService = z.infer<typeof StaffService>;

export const ServiceBody = z.object({
  product_id: PickedId('Product'),
  description: text('Omschrijving', 1, 200),
  started_on: dateField('Startdatum'),
  auto_renew: z.boolean().default(true),
});
export type ServiceBody = z.input<typeof ServiceBody>;

export const staffProductRoutes = {
  staffListProducts: defineRoute({
    method: 'GET',
    path: '/staff/products',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-products',
    summary: 'The product and price list, by group and name, products no longer offered included',
    response: z.array(Product),
  }),
  staffCreateProduct: defineRoute({
    method: 'POST',
    path: '/staff/products',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-products',
    summary: 'Add a product with its price; 409 when a domain product of that extension exists; audited',
    body: ProductBody,
    response: Product,
    status: 201,
  }),
  staffUpdateProduct: defineRoute({
    method: 'PUT',
    path: '/staff/products/:id',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-products',
    summary: 'Change a product and its price; invoices already made keep their amounts; audited',
    params: IdParams,
    body: ProductBody,
    response: Product,
  }),
  staffListCustomerProductServices: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id/product-services',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-products',
    summary: "A customer's services on the product list, ended ones included",
    params: IdParams,
    response: z.array(StaffService),
  }),
  staffCreateProductService: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/product-services',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-products',
    summary:
      'Start a service of a product for a customer (hosting, a server, support); billed by the schedule; audited',
    params: IdParams,
    body: ServiceBody,
    response: StaffService,
    status: 201,
  }),
  staffEndProductService: defineRoute({
    method: 'POST',
    path: '/staff/product-services/:id/end',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-products',
    summary: 'End a service at once: it is never billed again; audited',
    params: IdParams,
    response: StaffService,
  }),
};
