import type { Account } from '@maatwerk/contract';
import { useId } from 'react';
import styles from './account.module.css';
import { COMPANY_CHANGE_ANCHOR } from './company-change-form.tsx';

/** The user's and the company's data as the provider has them; company changes go through a request. */
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
        Klopt er iets niet aan je bedrijfsgegevens?{' '}
        <a
          href={`#${COMPANY_CHANGE_ANCHOR}`}
          onClick={() => document.getElementById(COMPANY_CHANGE_ANCHOR)?.focus({ preventScroll: true })}
        >
          Laat het ons weten
        </a>
        , dan passen wij het aan. Je naam en telefoonnummer wijzig je zelf hieronder.
      </p>
    </section>
  );
};
