import cards from '~/components/card-list.module.css';
import tables from '~/components/data-table.module.css';
import sections from '~/components/portal-sections.module.css';
import { ListPlaceholder, PlaceholderListStatus, usePortalList } from '~/features/portal-data/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { DomainCart } from './domain-cart.tsx';
import { DomainOrdersList } from './domain-orders.tsx';
import { DomainSearch } from './domain-search.tsx';
import own from './hosting.module.css';
import { DomainsTable, PackagesList, ServersList } from './hosting-lists.tsx';

const styles = combineStyles(sections, cards, own);

/** Packages and servers load as three cards of four lines. */
const cardsPlaceholder = (
  <ListPlaceholder
    rows={3}
    lines={4}
    className={styles.cards}
    rowClassName={`${styles.card} ${styles.cardPlaceholder}`}
  />
);

/** The customer's domains, servers and hosting packages, and a search for new domain names. */
export const WebhostingPage = () => {
  const domains = usePortalList('domains');
  const servers = usePortalList('servers');
  const packages = usePortalList('hostingPackages');
  return (
    <>
      <h1>Webhosting</h1>
      <p className="prose">
        Je domeinnamen, servers en hostingpakketten. Kies een domeinnaam om hem te beheren.
      </p>

      <section aria-labelledby="webhosting-domeinen" className={styles.section}>
        <h2 id="webhosting-domeinen">Domeinnamen</h2>
        <PlaceholderListStatus
          {...domains}
          failure="De domeinnamen konden niet worden geladen."
          placeholder={
            <ListPlaceholder
              rows={7}
              className={tables.placeholder}
              rowClassName={styles.domainRowPlaceholder}
            />
          }
        >
          <DomainsTable domains={domains.data} />
        </PlaceholderListStatus>
      </section>

      <div className={`${sections.panels} ${styles.shop}`}>
        <DomainSearch />
        <DomainCart />
      </div>

      <section aria-labelledby="webhosting-bestellingen" className={styles.section}>
        <h2 id="webhosting-bestellingen">Bestelde domeinnamen</h2>
        <p className="prose">
          Een bestelde naam is eerst aangevraagd, daarna in behandeling, en tot slot geregistreerd of
          geweigerd door de registry.
        </p>
        <DomainOrdersList />
      </section>

      <section aria-labelledby="webhosting-pakketten" className={styles.section}>
        <h2 id="webhosting-pakketten">Hostingpakketten</h2>
        <PlaceholderListStatus
          {...packages}
          failure="De hostingpakketten konden niet worden geladen."
          placeholder={cardsPlaceholder}
        >
          <PackagesList packages={packages.data} domains={domains.data} />
        </PlaceholderListStatus>
      </section>

      <section aria-labelledby="webhosting-servers" className={styles.section}>
        <h2 id="webhosting-servers">Servers</h2>
        <PlaceholderListStatus
          {...servers}
          failure="De servers konden niet worden geladen."
          placeholder={cardsPlaceholder}
        >
          <ServersList servers={servers.data} />
        </PlaceholderListStatus>
      </section>
    </>
  );
};
