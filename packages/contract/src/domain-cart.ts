import { z } from 'zod';
import { Cents, DateTime } from './common.ts';
import { isDnsLabel, isTopLevelDomain } from './constants/domain-names.ts';
import { CART_MAX_ITEMS, domainOrderStatuses, REGISTRATION_MAX_YEARS } from './constants/limits.ts';
import { TECHNICAL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** The name before the extension ('voorbeeld' in voorbeeld.nl): one DNS label. */
export const SecondLevelDomain = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    isDnsLabel,
    'Een domeinnaam bestaat uit letters, cijfers en streepjes, niet aan het begin of eind.',
  );

/** The extension without its dot: 'nl', 'com' (isTopLevelDomain, as every domain name's). */
export const TopLevelDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^\./, ''))
  .pipe(z.string().refine(isTopLevelDomain, 'Vul een geldige extensie in, zoals nl of com.'));

export const PriceCheckBody = z.object({
  sld: SecondLevelDomain,
  /** One extension or several at once. */
  tld: z.union([TopLevelDomain, z.array(TopLevelDomain).min(1).max(20)]),
  /** The registry sells this name at its premium price. */
  premium: z.boolean().default(false),
});
export type PriceCheckBody = z.input<typeof PriceCheckBody>;

/**
 * Whether a name can still be registered, as the registry said: 'onbekend' when no registry is
 * configured or it did not answer; such a name can be ordered, and staff check it before registering.
 */
export const DomainAvailability = z.enum(['beschikbaar', 'bezet', 'onbekend']);
export type DomainAvailability = z.infer<typeof DomainAvailability>;

export const DomainPrice = z.object({
  name: z.string(),
  sld: z.string(),
  tld: z.string(),
  premium: z.boolean(),
  /** The first year. */
  register_cents: Cents,
  /** Each later year. */
  renew_cents: Cents,
  transfer_cents: Cents,
  /** The rate charged to the caller: 0 under reverse charge. */
  vat_rate: z.number().int(),
  /** 'bezet' when registered with us or, as the registry says, elsewhere. */
  availability: DomainAvailability,
});
export type DomainPrice = z.infer<typeof DomainPrice>;

/** Keyed by full name ('voorbeeld.nl'), to merge into the site's price store. */
export const PriceCheckResponse = z.record(z.string(), DomainPrice);
export type PriceCheckResponse = z.infer<typeof PriceCheckResponse>;

export const CartItem = z.object({
  sld: SecondLevelDomain,
  tld: TopLevelDomain,
  premium: z.boolean().default(false),
  years: z.number().int().min(1).max(REGISTRATION_MAX_YEARS).default(1),
});

/** The domain cart as the site keeps it; prices are always the API's own, never the site's. */
export const Cart = z.object({
  items: z
    .array(CartItem)
    .min(1, 'Je winkelmand is leeg.')
    .max(CART_MAX_ITEMS, `Er passen maximaal ${CART_MAX_ITEMS} domeinnamen in je winkelmand.`)
    .refine((items) => new Set(items.map((item) => `${item.sld}.${item.tld}`)).size === items.length, {
      message: 'Elke domeinnaam mag maar één keer in je winkelmand staan.',
    }),
  value_pack: z.string().max(50).nullable().default(null),
});
export type Cart = z.input<typeof Cart>;

export const CartBody = z.object({ cart: Cart });

export const ValuePack = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_percent: z.number().int(),
});
export type ValuePack = z.infer<typeof ValuePack>;

export const CartQuoteItem = z.object({
  name: z.string(),
  sld: z.string(),
  tld: z.string(),
  premium: z.boolean(),
  years: z.number().int(),
  availability: DomainAvailability,
  register_cents: Cents,
  renew_cents: Cents,
  /** The first year plus each later year, excluding VAT. */
  total_cents: Cents,
});

/**
 * The cart priced by the API, with the value pack's discount when one applies. VAT is over the
 * subtotal less the discount; none under reverse charge (an EU business customer with a VAT id),
 * when vat_rate is 0 and reverse_charge says why.
 */
export const CartQuote = z.object({
  items: z.array(CartQuoteItem),
  value_pack: ValuePack.nullable(),
  subtotal_cents: Cents,
  discount_cents: Cents,
  vat_rate: z.number().int(),
  reverse_charge: z.boolean(),
  vat_cents: Cents,
  total_cents: Cents,
});
export type CartQuote = z.infer<typeof CartQuote>;

export const PlacedOrder = z.object({
  order_id: z.number().int(),
  quote: CartQuote,
  /** Names whose availability is unknown: staff check them with the registry before registering. */
  staff_check: z.array(z.string()),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const DomainOrderStatus = z.enum(domainOrderStatuses);
export type DomainOrderStatus = z.infer<typeof DomainOrderStatus>;

/** The statuses as the customer reads them. */
export const domainOrderStatusLabels: Record<DomainOrderStatus, string> = {
  aangevraagd: 'Aangevraagd',
  in_behandeling: 'In behandeling',
  geregistreerd: 'Geregistreerd',
  geweigerd: 'Geweigerd',
};

/** One name of a placed order and where it stands. */
export const DomainOrder = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  name: z.string(),
  years: z.number().int(),
  status: DomainOrderStatus,
  created_at: DateTime,
  updated_at: DateTime,
});
export type DomainOrder = z.infer<typeof DomainOrder>;

export const domainCartRoutes = {
  listDomainOrders: defineRoute({
    method: 'GET',
    path: '/domain-orders',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domain-cart',
    summary: "The caller's ordered domain names, newest first, each with its status",
    response: z.array(DomainOrder),
  }),
  checkDomainPrices: defineRoute({
    method: 'POST',
    path: '/domain-names/price',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domain-cart',
    summary: 'Prices of a name under one or more extensions, from the price list',
    body: PriceCheckBody,
    response: PriceCheckResponse,
  }),
  listValuePacks: defineRoute({
    method: 'GET',
    path: '/value-packs',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domain-cart',
    summary: 'The value packs a domain cart can take',
    response: z.array(ValuePack),
  }),
  applyValuePack: defineRoute({
    method: 'POST',
    path: '/value-packs/apply',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domain-cart',
    summary: 'Price the cart with its value pack; 422 when the pack does not apply to it',
    body: CartBody,
    response: CartQuote,
  }),
  placeOrder: defineRoute({
    method: 'POST',
    path: '/order',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domain-cart',
    summary:
      'Order the domain names in the cart; confirmed to the customer by mail. A name registered with us or already ordered (and not refused) is refused: 422, or 409 when another order took it at the same moment',
    body: CartBody,
    response: PlacedOrder,
    status: 201,
  }),
};
