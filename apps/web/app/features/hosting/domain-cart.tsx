import {
  ApiRequestError,
  apiRoutes,
  type CartQuote,
  type PlacedOrder,
  REGISTRATION_MAX_YEARS,
} from '@maatwerk/contract';
import { vatLabel } from '@maatwerk/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import sections from '~/components/portal-sections.module.css';
import notices from '~/components/success-notice.module.css';
import { api } from '~/lib/api-client.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatEuro } from '~/lib/format.ts';
import {
  emptyCart,
  estimateCents,
  removeFromCart,
  setValuePack,
  setYears,
  toWireCart,
  useDomainCart,
} from './cart.ts';
import { domainOrdersQueryKey } from './domain-orders.tsx';
import own from './hosting.module.css';
import { usePriceStore } from './price-store.ts';

const styles = combineStyles(sections, own);

const years = Array.from({ length: REGISTRATION_MAX_YEARS }, (_, n) => n + 1);

const problemOf = (error: unknown): string =>
  error instanceof ApiRequestError && error.body
    ? (Object.values(error.body.fields ?? {})[0] ?? error.body.message)
    : 'De prijs kon niet worden berekend. Probeer het opnieuw.';

const QuoteTotals = ({ quote }: { quote: CartQuote }) => (
  <dl className={styles.totals}>
    <div>
      <dt>Subtotaal (excl. btw)</dt>
      <dd>{formatEuro(quote.subtotal_cents)}</dd>
    </div>
    {quote.value_pack && (
      <div>
        <dt>
          {quote.value_pack.name} ({quote.value_pack.discount_percent}% korting)
        </dt>
        <dd>−{formatEuro(quote.discount_cents)}</dd>
      </div>
    )}
    <div>
      <dt>{vatLabel(quote.vat_rate, quote.reverse_charge)}</dt>
      <dd>{formatEuro(quote.vat_cents)}</dd>
    </div>
    <div className={styles.total}>
      <dt>Totaal (incl. btw)</dt>
      <dd>{formatEuro(quote.total_cents)}</dd>
    </div>
  </dl>
);

/**
 * The domain cart, kept in local storage: the years per name, a value pack, the API's price of it
 * all (POST /value-packs/apply, again at every change) and the order (POST /order).
 */
export const DomainCart = () => {
  const headingId = useId();
  const packId = useId();
  const cart = useDomainCart();
  const queryClient = useQueryClient();
  const prices = usePriceStore((state) => state.prices);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const wire = toWireCart(cart);
  const packs = useQuery({
    queryKey: ['value-packs'],
    queryFn: () => api(apiRoutes.listValuePacks, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const quote = useQuery({
    queryKey: ['cart-quote', wire],
    queryFn: () => api(apiRoutes.applyValuePack, { body: { cart: wire } }),
    enabled: cart.items.length > 0,
    retry: false,
    // The last price stays on screen while the next is computed.
    placeholderData: keepPreviousData,
  });
  const order = useMutation({
    mutationFn: () => api(apiRoutes.placeOrder, { body: { cart: wire } }),
    onSuccess: (result) => {
      setPlaced(result);
      emptyCart();
      void queryClient.invalidateQueries({ queryKey: domainOrdersQueryKey });
    },
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Winkelmand</h2>
      {placed && (
        <div className={notices.notice} role="status">
          <p>
            Bedankt! Je bestelling #{placed.order_id} van {formatEuro(placed.quote.total_cents)} (incl. btw)
            is ontvangen. Je krijgt een bevestiging per e-mail.
          </p>
          {placed.staff_check.length > 0 && (
            <p>
              Of {placed.staff_check.join(', ')} nog vrij {placed.staff_check.length === 1 ? 'is' : 'zijn'},
              kon nu niet worden nagevraagd. We controleren dat eerst en laten het je weten als een naam al
              bezet is.
            </p>
          )}
        </div>
      )}
      {cart.items.length === 0 ? (
        !placed && <p className={styles.meta}>Je winkelmand is leeg. Zoek hierboven een domeinnaam.</p>
      ) : (
        <>
          <ul className={styles.cartItems}>
            {cart.items.map((item) => {
              const selectId = `${headingId}-${item.name}`;
              const priced = quote.data?.items.find((line) => line.name === item.name);
              return (
                <li key={item.name} className={styles.cartItem}>
                  <p className={styles.resultName}>{item.name}</p>
                  <div className={styles.cartControls}>
                    <label htmlFor={selectId} className="visually-hidden">
                      Looptijd van {item.name}
                    </label>
                    <select
                      id={selectId}
                      className={styles.select}
                      value={item.years}
                      onChange={(event) => setYears(item.name, Number(event.target.value))}
                    >
                      {years.map((n) => (
                        <option key={n} value={n}>
                          {n} jaar
                        </option>
                      ))}
                    </select>
                    <span className={styles.amount}>
                      {formatEuro(priced?.total_cents ?? estimateCents(item, prices[item.name]))}
                    </span>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => removeFromCart(item.name)}
                      aria-label={`Verwijder ${item.name}`}
                    >
                      Verwijder
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.packRow}>
            <label htmlFor={packId}>Voordeelpakket</label>
            <select
              id={packId}
              className={styles.select}
              value={cart.valuePack ?? ''}
              onChange={(event) => setValuePack(event.target.value || null)}
            >
              <option value="">Geen voordeelpakket</option>
              {(packs.data ?? []).map((pack) => (
                <option key={pack.code} value={pack.code}>
                  {pack.name}: {pack.description}
                </option>
              ))}
            </select>
          </div>
          <div aria-live="polite" aria-busy={quote.isFetching || undefined}>
            {quote.isError ? (
              <p className={styles.errorText}>{problemOf(quote.error)}</p>
            ) : quote.data ? (
              <QuoteTotals quote={quote.data} />
            ) : (
              <p className={styles.meta}>Prijs wordt berekend…</p>
            )}
          </div>
          {order.isError && (
            <p className={styles.errorText} role="alert">
              {problemOf(order.error)}
            </p>
          )}
          <div className={styles.cartActions}>
            <button
              type="button"
              className="button"
              disabled={!quote.data || quote.isFetching || order.isPending}
              onClick={() => order.mutate()}
            >
              {order.isPending ? 'Bezig met bestellen…' : 'Bestellen'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => emptyCart()}>
              Verwijder alles
            </button>
          </div>
        </>
      )}
    </section>
  );
};
