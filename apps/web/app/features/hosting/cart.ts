import type { Cart, DomainPrice } from '@maatwerk/contract';
import {
  type DomainCart,
  type DomainCartItem,
  initialDomainCart,
  useClientStore,
} from '~/lib/client-store.ts';

/** The domain cart in local storage (client store `domainCart`), and what the API takes of it. */
export const useDomainCart = () => useClientStore((state) => state.domainCart);

const setCart = (update: (cart: DomainCart) => DomainCart) =>
  useClientStore.setState((state) => ({ domainCart: update(state.domainCart) }));

export const addToCart = (price: DomainPrice) =>
  setCart((cart) =>
    cart.items.some((item) => item.name === price.name)
      ? cart
      : {
          ...cart,
          items: [
            ...cart.items,
            {
              name: price.name,
              sld: price.sld,
              tld: price.tld,
              premium: price.premium,
              priceCents: price.register_cents,
              years: 1,
            },
          ],
        },
  );

export const removeFromCart = (name: string) =>
  setCart((cart) => ({ ...cart, items: cart.items.filter((item) => item.name !== name) }));

export const setYears = (name: string, years: number) =>
  setCart((cart) => ({
    ...cart,
    items: cart.items.map((item) => (item.name === name ? { ...item, years } : item)),
  }));

export const setValuePack = (valuePack: string | null) => setCart((cart) => ({ ...cart, valuePack }));

export const emptyCart = () => setCart(() => initialDomainCart);

/** The cart as the API takes it: names, premium and years; never prices. */
export const toWireCart = (cart: DomainCart): Cart => ({
  items: cart.items.map(({ sld, tld, premium, years }: DomainCartItem) => ({ sld, tld, premium, years })),
  value_pack: cart.valuePack,
});

/** An estimate before the API has priced the cart: the first year of each, then its renewals. */
export const estimateCents = (item: DomainCartItem, price: DomainPrice | undefined) =>
  item.priceCents + (price?.renew_cents ?? item.priceCents) * (item.years - 1);
