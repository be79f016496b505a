import {
  domainBillingMomentLabels,
  FINANCE,
  type Product,
  productGroupLabels,
  productGroups,
  productPeriodLabels,
} from '@maatwerk/contract';
import { formatEuro } from '@maatwerk/contract/constants';
import { useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { Fold } from '~/components/fold.tsx';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { ProductForm } from './product-form.tsx';
import { useSaveProduct, useStaffProducts } from './products-api.ts';

/** What a product costs, as staff read it: the price per period and what comes with it. */
const priceLine = (product: Product) =>
  [
    `${formatEuro(product.price_cents)} ${productPeriodLabels[product.period].toLowerCase()} excl. btw`,
    `${product.vat_rate}% btw`,
    ...(product.setup_cents > 0 ? [`eenmalig ${formatEuro(product.setup_cents)}`] : []),
    ...(product.register_cents !== null ? [`registratie ${formatEuro(product.register_cents)}`] : []),
    ...(product.group === 'domein' ? [domainBillingMomentLabels[product.domain_billing].toLowerCase()] : []),
    ...(product.notice_days > 0 ? [`opzegtermijn ${product.notice_days} dagen`] : []),
  ].join(' · ');

/**
 * The product and price list: what the cart, the portal and the billing run price from. Finance
 * and beheerders change it; a change never touches an invoice already made.
 */
export const ProductsPage = () => {
  const list = useStaffProducts();
  const save = useSaveProduct();
  const canEdit = useStaffCan(FINANCE);
  const [message, setMessage] = useState('');

  const saved = (text: string) => (body: Parameters<typeof save.mutateAsync>[0]) =>
    save.mutateAsync(body).then(() => setMessage(text));

  return (
    <div className={styles.page}>
      <h1>Producten en prijzen</h1>
      <p className="prose">
        Elke prijs is per periode en exclusief btw. De winkelmand, het klantenportaal en de facturatie lezen
        hun prijzen hier; een wijziging geldt voor de volgende factuur, nooit voor een factuur die al gemaakt
        is.
      </p>
      <p className={styles.notice} role="status">
        {message}
      </p>
      {canEdit && (
        <Fold summary="Product toevoegen">
          {(labelledBy) => (
            <ProductForm
              labelledBy={labelledBy}
              submitLabel="Product toevoegen"
              onSave={(body) => saved('Het product is toegevoegd.')({ body })}
            />
          )}
        </Fold>
      )}
      <QueryListStatus query={list} failure="De producten konden niet worden geladen.">
        {(products) =>
          productGroups.map((group) => {
            const inGroup = products.filter((product) => product.group === group);
            if (inGroup.length === 0) return null;
            return (
              <section key={group} className={styles.panel} aria-labelledby={`groep-${group}`}>
                <h2 id={`groep-${group}`}>{productGroupLabels[group]}</h2>
                <ul className={styles.list}>
                  {inGroup.map((product) => (
                    <li key={product.id} className={styles.item}>
                      <div className={styles.itemHead}>
                        <strong>{product.name}</strong>
                        {!product.active && <span className={styles.badge}>Niet meer aangeboden</span>}
                      </div>
                      <p className={styles.meta}>{priceLine(product)}</p>
                      {canEdit && (
                        <Fold
                          summary={
                            <>
                              Wijzigen<span className="visually-hidden"> {product.name}</span>
                            </>
                          }
                        >
                          {(labelledBy) => (
                            <ProductForm
                              item={product}
                              labelledBy={labelledBy}
                              submitLabel="Wijzigingen opslaan"
                              onSave={(body) =>
                                saved(`${product.name} is gewijzigd.`)({ id: product.id, body })
                              }
                            />
                          )}
                        </Fold>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryListStatus>
    </div>
  );
};
