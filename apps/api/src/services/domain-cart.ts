import {
  type CartQuote,
  type DomainAvailability,
  type DomainPrice,
  type PriceCheckResponse,
  TECHNICAL_TEAM,
} from '@maatwerk/contract';
import { chargedVatRate, roundCents, vatRateTable, vatTotals } from '@maatwerk/contract/constants';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { domainOrders, domains, products } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { DomainRegistry } from './domain-registry.ts';
import { customerReverseCharge } from './invoices.ts';
import { customerFor, type TeamCaller } from './team-access.ts';
import { findValuePack, publicValuePack } from './value-packs.ts';

/** An extension's prices, from its domain product: the first year, the renewal (the product's price), a transfer. */
interface TldPriceRow {
  registerCents: number;
  renewCents: number;
  transferCents: number;
  premiumRegisterCents: number | null;
}

/** The offered extensions among `tlds`, priced from the product list (decision 0056). */
const pricesOf = async (db: DbOrTx, tlds: string[]): Promise<Map<string, TldPriceRow>> => {
  const rows = tlds.length
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.group, 'domein'), eq(products.active, true), inArray(products.tld, tlds)))
    : [];
  return new Map(
    rows.map((row) => [
      row.tld!,
      {
        registerCents: row.registerCents ?? row.priceCents,
        renewCents: row.priceCents,
        transferCents: row.transferCents ?? row.priceCents,
        premiumRegisterCents: row.premiumRegisterCents,
      },
    ]),
  );
};

/** A name registered with us is taken; for the others the registry answers, or cannot tell. */
const availabilityOf = async (
  db: DbOrTx,
  registry: DomainRegistry,
  names: string[],
): Promise<Map<string, DomainAvailability>> => {
  if (names.length === 0) return new Map();
  const rows = await db.select({ name: domains.name }).from(domains).where(inArray(domains.name, names));
  const ours = new Set(rows.map((row) => row.name));
  const asked = await registry.availability(names.filter((name) => !ours.has(name)));
  return new Map(names.map((name) => [name, ours.has(name) ? 'bezet' : (asked.get(name) ?? 'onbekend')]));
};

/**
 * Domain names carry the general rate of VAT; whether the caller's customer is charged it is the
 * invoices' rule (reverse charge for an EU business customer with a VAT id).
 */
const reverseChargeFor = (db: DbOrTx, caller: TeamCaller): Promise<boolean> =>
  customerReverseCharge(db, customerFor(caller, TECHNICAL_TEAM));

const registerCents = (price: TldPriceRow, premium: boolean) =>
  premium ? (price.premiumRegisterCents ?? price.registerCents) : price.registerCents;

const unsupported = (tlds: string[]) =>
  tlds.length === 1
    ? `We bieden .${tlds[0]} niet aan.`
    : `We bieden ${tlds.map((tld) => `.${tld}`).join(', ')} niet aan.`;

/** The price of one name under each extension asked for, keyed by full name. */
export const checkPrices = async (
  db: DbOrTx,
  registry: DomainRegistry,
  caller: TeamCaller,
  input: { sld: string; tld: string | string[]; premium: boolean },
): Promise<PriceCheckResponse> => {
  const vatRate = chargedVatRate(vatRateTable.standard, await reverseChargeFor(db, caller));
  const tlds = [...new Set(Array.isArray(input.tld) ? input.tld : [input.tld])];
  const prices = await pricesOf(db, tlds);
  const missing = tlds.filter((tld) => !prices.has(tld));
  if (missing.length > 0)
    throw new HttpError('validation_failed', unsupported(missing), { fields: { tld: unsupported(missing) } });
  const availability = await availabilityOf(
    db,
    registry,
    tlds.map((tld) => `${input.sld}.${tld}`),
  );
  const answer: Record<string, DomainPrice> = {};
  for (const tld of tlds) {
    const price = prices.get(tld)!;
    const name = `${input.sld}.${tld}`;
    answer[name] = {
      name,
      sld: input.sld,
      tld,
      premium: input.premium,
      register_cents: registerCents(price, input.premium),
      renew_cents: price.renewCents,
      transfer_cents: price.transferCents,
      vat_rate: vatRate,
      availability: availability.get(name) ?? 'onbekend',
    };
  }
  return answer;
};

export const alreadyOrdered = (name: string) =>
  `${name} is al besteld en wordt geregistreerd. Je ziet de bestelde domeinnamen onder Webhosting.`;

/** Names in an order that was not refused: nobody can order them again meanwhile. */
const openlyOrdered = async (db: DbOrTx, names: string[]): Promise<string[]> => {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: domainOrders.name })
    .from(domainOrders)
    .where(and(inArray(domainOrders.name, names), ne(domainOrders.status, 'geweigerd')));
  return rows.map((row) => row.name);
};

export interface CartInput {
  items: { sld: string; tld: string; premium: boolean; years: number }[];
  value_pack: string | null;
}

/**
 * Prices the cart from the price list, never from what the site sent, and applies its value pack.
 * Refuses, with a message per item, extensions not offered and names already registered; a name
 * whose availability is unknown stays in, marked so.
 */
export const quoteCart = async (
  db: DbOrTx,
  registry: DomainRegistry,
  caller: TeamCaller,
  cart: CartInput,
): Promise<CartQuote> => {
  const reverseCharge = await reverseChargeFor(db, caller);
  const prices = await pricesOf(db, [...new Set(cart.items.map((item) => item.tld))]);
  const names = cart.items.map((item) => `${item.sld}.${item.tld}`);
  const availability = await availabilityOf(db, registry, names);
  const ordered = new Set(await openlyOrdered(db, names));
  const fields: Record<string, string> = {};
  cart.items.forEach((item, index) => {
    const name = names[index]!;
    if (!prices.has(item.tld)) fields[`cart.items.${index}`] = unsupported([item.tld]);
    else if (availability.get(name) === 'bezet')
      fields[`cart.items.${index}`] = `${name} is al geregistreerd.`;
    else if (ordered.has(name)) fields[`cart.items.${index}`] = alreadyOrdered(name);
  });
  const pack = cart.value_pack ? findValuePack(cart.value_pack) : undefined;
  if (cart.value_pack && !pack) fields['cart.value_pack'] = 'Dit voordeelpakket bestaat niet.';
  const refusal = pack?.refuses(cart.items);
  if (refusal) fields['cart.value_pack'] = refusal;
  const first = Object.values(fields)[0];
  if (first) throw new HttpError('validation_failed', first, { fields });

  const items = cart.items.map((item, index) => {
    const price = prices.get(item.tld)!;
    const register = registerCents(price, item.premium);
    return {
      name: names[index]!,
      sld: item.sld,
      tld: item.tld,
      premium: item.premium,
      years: item.years,
      availability: availability.get(names[index]!) ?? 'onbekend',
      register_cents: register,
      renew_cents: price.renewCents,
      total_cents: register + price.renewCents * (item.years - 1),
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.total_cents, 0);
  const discount = pack ? roundCents((subtotal * pack.discount_percent) / 100) : 0;
  const vat = vatTotals(
    [{ amountCents: subtotal - discount, vatRate: vatRateTable.standard }],
    reverseCharge,
  );
  return {
    items,
    value_pack: pack ? publicValuePack(pack) : null,
    subtotal_cents: subtotal,
    discount_cents: discount,
    vat_rate: chargedVatRate(vatRateTable.standard, reverseCharge),
    reverse_charge: reverseCharge,
    vat_cents: vat.vatCents,
    total_cents: vat.totalCents,
  };
};
