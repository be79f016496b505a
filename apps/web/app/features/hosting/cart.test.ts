// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clientStore, initialDomainCart } from '~/lib/client-store.ts';
import * as domainCart from './cart.ts';
import { parseDomainQuery } from './domain-search.tsx';

const price = (name: string, register = 795, renew = 895) => {
  const [sld, tld] = name.split('.') as [string, string];
  return {
    name,
    sld,
    tld,
    premium: false,
    register_cents: register,
    renew_cents: renew,
    transfer_cents: 0,
    vat_rate: 21,
    availability: 'beschikbaar' as const,
  };
};

describe('the domain cart', () => {
  beforeEach(() => clientStore.setState({ domainCart: initialDomainCart }));

  it('adds each name once, keeps years and value pack, and sends no prices to the API', () => {
    domainCart.addToCart(price('kaas.nl'));
    domainCart.addToCart(price('kaas.nl'));
    domainCart.addToCart(price('kaas.com', 1195, 1395));
    domainCart.setYears('kaas.com', 3);
    domainCart.setValuePack('bundel');
    const cart = clientStore.getState().domainCart;
    expect(cart.items.map((item) => item.name)).toEqual(['kaas.nl', 'kaas.com']);
    expect(domainCart.toWireCart(cart)).toEqual({
      items: [
        { sld: 'kaas', tld: 'nl', premium: false, years: 1 },
        { sld: 'kaas', tld: 'com', premium: false, years: 3 },
      ],
      value_pack: 'bundel',
    });
    expect(domainCart.estimateCents(cart.items[1]!, price('kaas.com', 1195, 1395))).toBe(1195 + 2 * 1395);
    domainCart.removeFromCart('kaas.nl');
    expect(clientStore.getState().domainCart.items).toHaveLength(1);
    domainCart.emptyCart();
    expect(clientStore.getState().domainCart).toEqual(initialDomainCart);
  });

  it('is kept in local storage', () => {
    domainCart.addToCart(price('bewaard.nl'));
    expect(JSON.parse(localStorage.getItem('kodewerk') ?? '{}').state.domainCart.items[0].name).toBe(
      'bewaard.nl',
    );
  });
});

describe('the domain search', () => {
  it('reads a name, an address or a name with its extension', () => {
    expect(parseDomainQuery('Jansen')).toEqual({
      sld: 'jansen',
      tlds: ['nl', 'com', 'eu', 'be', 'net', 'org', 'online', 'shop'],
    });
    expect(parseDomainQuery(' https://www.Jansen.io/contact ').tlds.slice(0, 3)).toEqual(['io', 'nl', 'com']);
    expect(parseDomainQuery('jansen.nl')).toMatchObject({
      sld: 'jansen',
      tlds: ['nl', 'com', 'eu', 'be', 'net', 'org', 'online', 'shop'],
    });
  });
});
