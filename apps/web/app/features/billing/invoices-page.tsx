import { provider } from '@maatwerk/contract/constants';
import { AppLink } from '~/components/app-link.tsx';
import tables from '~/components/data-table.module.css';
import sections from '~/components/portal-sections.module.css';
import { ListPlaceholder, PlaceholderListStatus, usePortalList } from '~/features/portal-data/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatEuro } from '~/lib/format.ts';
import own from './billing.module.css';
import { DirectDebitSection } from './direct-debit.tsx';
import { HourBundles } from './hour-bundles.tsx';
import { PaymentReturnNotice } from './online-payment.tsx';
import { ProFormaLines, SavedInvoices, Subscriptions } from './other-lists.tsx';
import { SentInvoices } from './sent-invoices.tsx';

const styles = combineStyles(sections, own);

const OpenSummary = () => {
  const { data, state } = usePortalList('invoices');
  if (state === 'loading') return <div className={styles.summary} aria-hidden="true" />;
  if (state !== 'ready') return null;
  const unpaid = data.sent.filter((invoice) => invoice.state === 'open' || invoice.state === 'overdue');
  const overdue = unpaid.filter((invoice) => invoice.state === 'overdue');
  const total = unpaid.reduce((sum, invoice) => sum + invoice.balance_cents, 0);
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

/** The prepaid hour bundles, shown to the customers who bought one. */
const HourBundlesSection = () => {
  const { data, state } = usePortalList('hourBundles');
  if (state !== 'ready' || data.bundles.length === 0) return null;
  return (
    <section aria-labelledby="strippenkaart" className={styles.section}>
      <h2 id="strippenkaart">Strippenkaart</h2>
      <p className="prose">
        Goedgekeurde uren gaan eerst van je strippenkaart af; wat er niet meer op past, komt op je volgende
        factuur.
      </p>
      <HourBundles bundles={data.bundles} />
    </section>
  );
};

/** The customer's invoices: sent ones with PDF and e-invoice, drafts, subscriptions and work not yet invoiced. */
export const InvoicesPage = () => {
  const invoices = usePortalList('invoices');
  const proForma = usePortalList('proForma');
  const failure = 'De facturen konden niet worden geladen.';
  return (
    <>
      <h1>Facturen</h1>
      <p className="prose">
        Je facturen met btw, de vervaldatum en of ze betaald zijn. Download een factuur als PDF voor je
        administratie, of als e-factuur (UBL) om in te lezen in je boekhoudpakket.
      </p>
      {/* Always here, before the lists load: how to pay needs no data, and nothing moves when they come. */}
      <p className="prose">
        Betalen kan door het bedrag over te maken naar <strong>{provider.iban}</strong> ten name van{' '}
        {provider.name}, onder vermelding van het factuurnummer.
      </p>
      <OpenSummary />
      <p>
        <AppLink to="/klantenportaal/facturen/rekeningoverzicht">Rekeningoverzicht</AppLink>: alles wat
        openstaat, je tegoed en het totaal te betalen, ook als PDF.
      </p>
      <PaymentReturnNotice />

      <section aria-labelledby="facturen-verstuurd" className={styles.section}>
        <h2 id="facturen-verstuurd">Verstuurde facturen</h2>
        <PlaceholderListStatus
          {...invoices}
          failure={failure}
          loading="Facturen worden geladen…"
          placeholder={
            <ListPlaceholder
              label="Facturen worden geladen…"
              rows={7}
              className={tables.placeholder}
              rowClassName={styles.invoiceRowPlaceholder}
            />
          }
        >
          <SentInvoices invoices={invoices.data.sent} />
        </PlaceholderListStatus>
      </section>

      <DirectDebitSection className={styles.section} />

      <HourBundlesSection />

      <section aria-labelledby="facturen-nog-te-factureren" className={styles.section}>
        <h2 id="facturen-nog-te-factureren">Nog te factureren</h2>
        <p>
          Gewerkte uren komen hier zodra je ze hebt goedgekeurd:{' '}
          <AppLink to="/klantenportaal/facturen/uren">Uren ter goedkeuring</AppLink>.
        </p>
        <PlaceholderListStatus
          {...proForma}
          failure="Het werk dat nog gefactureerd wordt kon niet worden geladen."
          placeholder={
            <ListPlaceholder
              rows={4}
              className={tables.placeholder}
              rowClassName={styles.lineRowPlaceholder}
            />
          }
        >
          <ProFormaLines lines={proForma.data} />
        </PlaceholderListStatus>
      </section>

      <section aria-labelledby="facturen-concepten" className={styles.section}>
        <h2 id="facturen-concepten">Conceptfacturen</h2>
        <PlaceholderListStatus
          {...invoices}
          failure={failure}
          placeholder={<ListPlaceholder rows={1} rowClassName={styles.cardPlaceholder} />}
        >
          <SavedInvoices invoices={invoices.data.saved} />
        </PlaceholderListStatus>
      </section>

      <section aria-labelledby="facturen-abonnementen" className={styles.section}>
        <h2 id="facturen-abonnementen">Abonnementen</h2>
        <PlaceholderListStatus
          {...invoices}
          failure={failure}
          placeholder={
            <ListPlaceholder
              rows={4}
              className={tables.placeholder}
              rowClassName={styles.lineRowPlaceholder}
            />
          }
        >
          <Subscriptions subscriptions={invoices.data.subscriptions} />
        </PlaceholderListStatus>
      </section>
    </>
  );
};
