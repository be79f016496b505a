import type { CartQuote, DomainOrder, PlacedOrder } from '@maatwerk/contract';
import { TECHNICAL_TEAM } from '@maatwerk/contract';
import { formatEuro, provider, vatLabel } from '@maatwerk/contract/constants';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartOrders, domainOrders, users } from '../db/schema.ts';
import { uniqueViolationOf } from '../lib/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailMessage } from '../lib/mail-message.ts';
import { alreadyOrdered, type CartInput, quoteCart } from './domain-cart.ts';
import type { DomainRegistry } from './domain-registry.ts';
import { orderDomainServices } from './products/services.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

const years = (n: number) => (n === 1 ? '1 jaar' : `${n} jaar`);

/** The confirmation the customer gets by mail: what was ordered, for how long and for how much. */
export const orderConfirmation = (
  to: { email: string; firstName: string },
  orderId: number,
  quote: CartQuote,
  staffCheck: string[],
): MailMessage => {
  const lines = quote.items.map(
    (item) =>
      `- ${item.name}${item.premium ? ' (premium)' : ''}, ${years(item.years)}: ${formatEuro(item.total_cents)}`,
  );
  const totals = [
    `Subtotaal (excl. btw): ${formatEuro(quote.subtotal_cents)}`,
    ...(quote.value_pack ? [`${quote.value_pack.name}: -${formatEuro(quote.discount_cents)}`] : []),
    `${vatLabel(quote.vat_rate, quote.reverse_charge)}: ${formatEuro(quote.vat_cents)}`,
    `Totaal (incl. btw): ${formatEuro(quote.total_cents)}`,
  ];
  const text = [
    `Beste ${to.firstName},`,
    '',
    `Bedankt voor je bestelling. We hebben deze ontvangen onder nummer ${orderId}:`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    ...(staffCheck.length > 0
      ? [
          `Of ${staffCheck.join(', ')} nog vrij ${staffCheck.length === 1 ? 'is' : 'zijn'}, kon nu niet worden nagevraagd. We controleren dat eerst bij de registry en laten het je weten als een naam toch al bezet is.`,
          '',
        ]
      : []),
    'We registreren de domeinnamen zo snel mogelijk en laten het je weten zodra ze actief zijn. De factuur volgt apart.',
    '',
    'Met vriendelijke groet,',
    provider.name,
    `${provider.street}, ${provider.postalCode} ${provider.city}`,
    `${provider.phone} · ${provider.email}`,
    `KvK ${provider.kvkNumber} · Btw-id ${provider.vatId}`,
  ].join('\n');
  return { to: to.email, subject: `Bevestiging van je bestelling #${orderId}`, text };
};

/** The mail that asks staff to check names with the registry before they are registered. */
export const staffCheckRequest = (to: string, orderId: number, names: string[]): MailMessage => ({
  to,
  subject: `Controleer de beschikbaarheid voor bestelling #${orderId}`,
  text: [
    `Bestelling ${orderId} bevat domeinnamen waarvan niet kon worden nagevraagd of ze vrij zijn:`,
    '',
    ...names.map((name) => `- ${name}`),
    '',
    'Controleer ze bij de registry voordat ze worden geregistreerd, en laat het de klant weten als een naam bezet is.',
  ].join('\n'),
});

/**
 * Stores the order for the provider, priced by the API, in one transaction. Names whose availability
 * is unknown are stored as to be checked by staff. The mails come back to be sent once the order is
 * stored, so that a mail never announces an order that is not there.
 */
export const placeOrder = async (
  db: Db,
  registry: DomainRegistry,
  caller: TeamCaller,
  cart: CartInput,
): Promise<PlacedOrder & { confirmation: MailMessage | undefined }> => {
  customerFor(caller, TECHNICAL_TEAM);
  return storeOrder(db, registry, caller, cart).catch((error: unknown) => {
    // Two orders of one name at the same moment: the database lets one through.
    const name = orderedTwice(error);
    if (name === undefined) throw error;
    const message = name ? alreadyOrdered(name) : 'Een van deze domeinnamen is zojuist al besteld.';
    throw new HttpError('conflict', message);
  });
};

const OPEN_NAME_UNIQUE = 'domain_orders_open_name_unique';

/** The name a refused duplicate was about ('' when the driver does not say), or undefined: another error. */
export const orderedTwice = (error: unknown): string | undefined => {
  const refusal = uniqueViolationOf(error, OPEN_NAME_UNIQUE);
  if (!refusal) return undefined;
  return /\(name\)=\(([^)]+)\)/.exec(String(refusal.detail ?? ''))?.[1] ?? '';
};

const storeOrder = async (
  db: Db,
  registry: DomainRegistry,
  session: TeamCaller,
  cart: CartInput,
): Promise<PlacedOrder & { confirmation: MailMessage | undefined }> =>
  db.transaction(async (tx) => {
    const quote = await quoteCart(tx, registry, session, cart);
    const staffCheck = quote.items
      .filter((item) => item.availability === 'onbekend')
      .map((item) => item.name);
    const [row] = await tx
      .insert(cartOrders)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        kind: 'order',
        cart: { ...cart, quote, staff_check: staffCheck },
        totalCents: quote.total_cents,
      })
      .returning({ id: cartOrders.id });
    const orderedNames = await tx
      .insert(domainOrders)
      .values(
        quote.items.map((item) => ({
          cartOrderId: row!.id,
          customerId: session.customerId,
          name: item.name,
          years: item.years,
        })),
      )
      .returning({ id: domainOrders.id });
    await orderDomainServices(
      tx,
      session.customerId,
      quote.items.map((item, index) => ({
        domainOrderId: orderedNames[index]!.id,
        name: item.name,
        tld: item.tld,
        years: item.years,
        premium: item.premium,
      })),
      new Date(),
    );
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, session.userId));
    const orderId = row!.id;
    return {
      order_id: orderId,
      quote,
      staff_check: staffCheck,
      confirmation: user && orderConfirmation(user, orderId, quote, staffCheck),
    };
  });

/** The customer's ordered names, newest first, with where each stands. */
export const listDomainOrders = async (db: Db, caller: TeamCaller): Promise<DomainOrder[]> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const rows = await db
    .select()
    .from(domainOrders)
    .where(eq(domainOrders.customerId, customerId))
    .orderBy(desc(domainOrders.createdAt), desc(domainOrders.id));
  return rows.map((row) => ({
    id: row.id,
    order_id: row.cartOrderId,
    name: row.name,
    years: row.years,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
};
