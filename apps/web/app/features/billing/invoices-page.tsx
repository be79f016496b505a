import { ListStatus } from '~/components/list-status.tsx';
import { formatEuro, usePortalList } from '~/features/portal-data/index.ts';
import styles from './billing.module.css';
import { ProFormaLines, SavedInvoices, Subscriptions } from './other-lists.tsx';
import { SentInvoices } from './sent-invoices.tsx';

const OpenSummary = () => {
  const { data, state } = usePortalList('invoices');
  if (state !== 'ready') return null;
  const unpaid = data.sent.filter((invoice) => invoice.state === 'open' || invoice.state === 'overdue');
  const overdue = unpaid.filter((invoice) => invoice.state === 'overdue');
  const total = unpaid.reduce((sum, invoice) => sum + invoice.total_cents, 0);
  return (
    <div className={styles.summary} data-overdue={overdue.length > 0 || undefined}>
      {unpaid.length === 0 ? (
        <p>Alle facturen zijn betaald. Dank je wel!</p>
      ) : (
        <p>
          Openstaand: <strong>{formatEuro(total)}</strong> incl. btw in {unpaid.length}{' '}
          {unpaid.length === 1 ? 'factuur' : 'facturen'}
          {overdue.length > 0 && (
            <>
              , waarvan <strong>{overdue.length}</strong> over de vervaldatum
            </>
          )}
          .
        </p>
      )}
    </div>
  );
};

/** The customer's invoices: sent ones with PDF, drafts, subscriptions and work not yet invoiced. */
export const InvoicesPage = () => {
  const invoices = usePortalList('invoices');
  const proForma = usePortalList('proForma');
  const failure = 'De facturen konden niet worden geladen.';
  return (
    <>
      <h1>Facturen</h1>
      <p className="prose">
        Je facturen met btw, de vervaldatum en of ze betaald zijn. Download een factuur als PDF voor je
        administratie.
      </p>
      <OpenSummary />

      <section aria-labelledby="facturen-verstuurd" className={styles.section}>
        <h2 id="facturen-verstuurd">Verstuurde facturen</h2>
        <ListStatus {...invoices} failure={failure} loading="Facturen worden geladen…">
          <SentInvoices invoices={invoices.data.sent} />
        </ListStatus>
      </section>

      <section aria-labelledby="facturen-nog-te-factureren" className={styles.section}>
        <h2 id="facturen-nog-te-factureren">Nog te factureren</h2>
        <ListStatus {...proForma} failure="Het werk dat nog gefactureerd wordt kon niet worden geladen.">
          <ProFormaLines lines={proForma.data} />
        </ListStatus>
      </section>

      <section aria-labelledby="facturen-concepten" className={styles.section}>
        <h2 id="facturen-concepten">Conceptfacturen</h2>
        <ListStatus {...invoices} failure={failure}>
          <SavedInvoices invoices={invoices.data.saved} />
        </ListStatus>
      </section>

      <section aria-labelledby="facturen-abonnementen" className={styles.section}>
        <h2 id="facturen-abonnementen">Abonnementen</h2>
        <ListStatus {...invoices} failure={failure}>
          <Subscriptions subscriptions={invoices.data.subscriptions} />
        </ListStatus>
      </section>
    </>
  );
};
