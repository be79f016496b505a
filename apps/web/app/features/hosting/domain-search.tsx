import {
  ApiRequestError,
  apiRoutes,
  type DomainOrder,
  type DomainPrice,
  domainOrderStatusLabels,
  filledText,
  PriceCheckBody,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import { z } from 'zod';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import sections from '~/components/portal-sections.module.css';
import { api } from '~/lib/api-client.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatEuro } from '~/lib/format.ts';
import { addToCart, removeFromCart, useDomainCart } from './cart.ts';
import { useDomainOrders } from './domain-orders.tsx';
import own from './hosting.module.css';
import { usePriceStore } from './price-store.ts';

const styles = combineStyles(sections, own);

/** The extensions checked beside the one typed, most asked for first. */
const POPULAR_TLDS = ['nl', 'com', 'eu', 'be', 'net', 'org', 'online', 'shop', 'io', 'app'];
const SHOWN_TLDS = 8;

/** 'https://www.Jansen.nl/contact' → { sld: 'jansen', tlds: ['nl', 'com', …] }. */
export const parseDomainQuery = (query: string): { sld: string; tlds: string[] } => {
  const bare = query
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
  const dot = bare.indexOf('.');
  const sld = dot === -1 ? bare : bare.slice(0, dot);
  const typed = dot === -1 ? null : bare.slice(dot + 1);
  const tlds = typed ? [typed, ...POPULAR_TLDS.filter((tld) => tld !== typed)] : POPULAR_TLDS;
  return { sld, tlds: tlds.slice(0, SHOWN_TLDS) };
};

interface Values {
  domain: string;
}

/** The one search field becomes the body's name and extensions; every message shows by the field. */
const searchSchema = bodySchema(PriceCheckBody, {
  toBody: ({ domain }: Values) => {
    const { sld, tlds } = parseDomainQuery(domain);
    return { sld, tld: tlds };
  },
  fields: () => 'domain',
  formFields: z.object({ domain: filledText('Domeinnaam') }),
});

const priceText = (price: DomainPrice) =>
  `${formatEuro(price.register_cents)} het eerste jaar, daarna ${formatEuro(price.renew_cents)} per jaar (excl. btw)`;

/** What the registry said, in words; an unknown answer is shown as unknown, never as free. */
const availabilityText: Record<DomainPrice['availability'], string> = {
  beschikbaar: 'Beschikbaar',
  bezet: 'Al geregistreerd',
  onbekend: 'Beschikbaarheid onbekend: we controleren dit na je bestelling',
};

const ResultRow = ({
  price,
  inCart,
  ordered,
}: {
  price: DomainPrice;
  inCart: boolean;
  ordered: DomainOrder | undefined;
}) => (
  <li className={styles.result} data-availability={price.availability}>
    <div>
      <p className={styles.resultName}>{price.name}</p>
      <p className={styles.meta}>
        <span className={styles.availability}>
          {ordered
            ? `Al besteld: ${domainOrderStatusLabels[ordered.status].toLowerCase()}`
            : availabilityText[price.availability]}
        </span>
        {price.availability !== 'bezet' && !ordered && <> · {priceText(price)}</>}
        {inCart && <span className={styles.inCart}> · In je winkelmand</span>}
      </p>
    </div>
    {price.availability !== 'bezet' &&
      !ordered &&
      (inCart ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => removeFromCart(price.name)}
          aria-label={`${price.name} uit winkelmand halen`}
        >
          Uit winkelmand halen
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => addToCart(price)}
          aria-label={`${price.name} toevoegen aan winkelmand`}
        >
          Toevoegen aan winkelmand
        </button>
      ))}
  </li>
);

/** Look up a name under the popular extensions; each answer is merged into the price store. */
export const DomainSearch = () => {
  const headingId = useId();
  const form = useRulesForm<Values>({ defaultValues: { domain: '' }, schema: searchSchema });
  const [shown, setShown] = useState<string[]>([]);
  const prices = usePriceStore((state) => state.prices);
  const merge = usePriceStore((state) => state.merge);
  const cart = useDomainCart();
  const orders = useDomainOrders();
  const openOrder = (name: string) =>
    orders.data?.find((order) => order.name === name && order.status !== 'geweigerd');

  const search = async ({ domain }: Values) => {
    const { sld, tlds } = parseDomainQuery(domain);
    try {
      const answer = await api(apiRoutes.checkDomainPrices, { body: { sld, tld: tlds } });
      merge(answer);
      setShown(Object.keys(answer));
    } catch (error) {
      setShown([]);
      // The API names 'sld' or 'tld'; here both are the one search field.
      if (error instanceof ApiRequestError && error.body?.fields) {
        const message = error.body.fields.sld ?? error.body.fields.tld ?? error.body.message;
        throw new ApiRequestError(error.status, { ...error.body, message, fields: { domain: message } });
      }
      throw error;
    }
  };

  const results = shown.map((name) => prices[name]).filter((price): price is DomainPrice => Boolean(price));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Domeinnaam zoeken</h2>
      <RulesForm
        form={form}
        onSubmit={search}
        submitLabel="Zoeken"
        busyLabel="Bezig met zoeken…"
        aria-labelledby={headingId}
      >
        <TextField
          name="domain"
          label="Domeinnaam"
          hint="Bijvoorbeeld jouwbedrijf of jouwbedrijf.nl"
          autoComplete="off"
          spellCheck={false}
        />
      </RulesForm>
      {results.length > 0 && (
        <ul className={styles.results} aria-label="Zoekresultaten">
          {results.map((price) => (
            <ResultRow
              key={price.name}
              price={price}
              inCart={cart.items.some((item) => item.name === price.name)}
              ordered={openOrder(price.name)}
            />
          ))}
        </ul>
      )}
      {results.length > 0 && (
        <p className={styles.meta}>
          Sommige namen verkoopt de registry als premiumnaam tegen een hogere prijs. Is dat bij jouw naam zo,
          dan hoor je dat van ons voordat we hem registreren.
        </p>
      )}
    </section>
  );
};
