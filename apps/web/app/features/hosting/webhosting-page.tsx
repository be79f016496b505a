import { ListStatus } from '~/components/list-status.tsx';
import { usePortalList } from '~/features/portal-data/index.ts';
import { DomainCart } from './domain-cart.tsx';
import { DomainSearch } from './domain-search.tsx';
import styles from './hosting.module.css';
import { DomainsTable, PackagesList, ServersList } from './hosting-lists.tsx';

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
        <ListStatus {...domains} failure="De domeinnamen konden niet worden geladen.">
          <DomainsTable domains={domains.data} />
        </ListStatus>
      </section>

      <div className={styles.shop}>
        <DomainSearch />
        <DomainCart />
      </div>

      <section aria-labelledby="webhosting-pakketten" className={styles.section}>
        <h2 id="webhosting-pakketten">Hostingpakketten</h2>
        <ListStatus {...packages} failure="De hostingpakketten konden niet worden geladen.">
          <PackagesList packages={packages.data} domains={domains.data} />
        </ListStatus>
      </section>

      <section aria-labelledby="webhosting-servers" className={styles.section}>
        <h2 id="webhosting-servers">Servers</h2>
        <ListStatus {...servers} failure="De servers konden niet worden geladen.">
          <ServersList servers={servers.data} />
        </ListStatus>
      </section>
    </>
  );
};
