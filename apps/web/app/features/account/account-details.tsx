import type { Account } from '@maatwerk/contract';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from './account.module.css';

/** The user's and the company's data as the provider has them; changes go through the provider. */
export const AccountDetails = ({ account }: { account: Account }) => {
  const headingId = useId();
  const rows: [string, string | null][] = [
    ['Naam', `${account.first_name} ${account.last_name}`],
    ['E-mailadres', account.email],
    ['Telefoon', account.phone],
    ['Bedrijf', account.company.name],
    ['Adres', account.company.address],
    ['KvK-nummer', account.company.kvk_number],
    ['Btw-nummer', account.company.vat_id],
    ['Factuuradres (e-mail)', account.company.billing_email],
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Je gegevens</h2>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className={styles.muted}>
        Klopt er iets niet? <AppLink to="/contact">Laat het ons weten</AppLink>, dan passen wij het aan.
      </p>
    </section>
  );
};
