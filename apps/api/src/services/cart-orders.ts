import type { CartQuote, PlacedOrder } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartOrders, users } from '../db/schema.ts';
import type { MailMessage } from '../plugins/mail.ts';
import { type CartInput, quoteCart } from './domain-cart.ts';
import { provider } from './provider.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);
const years = (n: number) => (n === 1 ? '1 jaar' : `${n} jaar`);

/** The confirmation the customer gets by mail: what was ordered, for how long and for how much. */
export const orderConfirmation = (
  to: { email: string; firstName: string },
  orderId: number,
  quote: CartQuote,
): MailMessage => {
  const lines = quote.items.map(
    (item) =>
      `- ${item.name}${item.premium ? ' (premium)' : ''}, ${years(item.years)}: ${money(item.total_cents)}`,
  );
  const totals = [
    `Subtotaal (excl. btw): ${money(quote.subtotal_cents)}`,
    ...(quote.value_pack ? [`${quote.value_pack.name}: -${money(quote.discount_cents)}`] : []),
    `Btw ${quote.vat_rate}%: ${money(quote.vat_cents)}`,
    `Totaal (incl. btw): ${money(quote.total_cents)}`,
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
    'We registreren de domeinnamen zo snel mogelijk en laten het je weten zodra ze actief zijn. De factuur volgt apart.',
    '',
    'Met vriendelijke groet,',
    provider.name,
    `${provider.street}, ${provider.postalCode} ${provider.city}`,
    `${provider.phone} · ${provider.email}`,
    `KvK ${provider.kvkNumber} · Btw-id ${provider.vatId}`,
  ].join('\n');
  return { to: to.email, subject: `Bevestiging van je bestelling ${orderId}`, text };
};

/**
 * Stores the order for the provider, priced by the API, in one transaction. The confirmation comes
 * back to be sent once the order is stored, so that a mail never announces an order that is not there.
 */
export const placeOrder = async (
  db: Db,
  session: { customerId: number; userId: number },
  cart: CartInput,
): Promise<PlacedOrder & { confirmation: MailMessage | undefined }> =>
  db.transaction(async (tx) => {
    const quote = await quoteCart(tx, cart);
    const [row] = await tx
      .insert(cartOrders)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        kind: 'order',
        cart: { ...cart, quote },
        totalCents: quote.total_cents,
      })
      .returning({ id: cartOrders.id });
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, session.userId));
    const orderId = row!.id;
    return { order_id: orderId, quote, confirmation: user && orderConfirmation(user, orderId, quote) };
  });
