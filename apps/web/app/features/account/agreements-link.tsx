import { AGREEMENTS_PAGE_PATH } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from './account.module.css';

/** Where the verwerkersovereenkomst and the terms are read, and accepted by an eigenaar. */
export const AgreementsLink = () => {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Overeenkomsten</h2>
      <p>
        De verwerkersovereenkomst en de algemene voorwaarden, en wie ze namens je bedrijf accepteerde.{' '}
        <AppLink to={AGREEMENTS_PAGE_PATH}>Bekijk de overeenkomsten</AppLink>
      </p>
    </section>
  );
};
