import { offerteStatusLabels } from '@maatwerk/contract';
import { Link } from 'react-router';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { formatDate } from '~/lib/format.ts';
import { useStaffOffertes } from './offertes-api.ts';

/** Every offerte, newest first: concepts, sent ones and what the customer decided. */
export const StaffOffertesPage = () => {
  const list = useStaffOffertes();
  return (
    <div className={styles.page}>
      <h1>Offertes</h1>
      <p className="prose">
        Een offerte krijgt haar nummer bij het verzenden. Een wijziging daarna is een nieuwe versie, die de
        klant meteen ziet en opnieuw moet accepteren. Een geaccepteerde offerte verandert nooit meer.
      </p>
      <div className={styles.actions}>
        <Link to="/beheer/offertes/nieuw" className="button">
          Nieuwe offerte
        </Link>
      </div>
      <QueryListStatus query={list} failure="De offertes konden niet worden geladen.">
        {(offertes) =>
          offertes.length === 0 ? (
            <p className={styles.meta}>Er zijn nog geen offertes.</p>
          ) : (
            <ol className={styles.list} aria-label="Offertes">
              {offertes.map((offerte) => (
                <li key={offerte.id} className={styles.item}>
                  <article aria-labelledby={`offerte-${offerte.id}`}>
                    <div className={styles.itemHead}>
                      <h2 id={`offerte-${offerte.id}`}>
                        <Link to={`/beheer/offertes/${offerte.id}`}>
                          {offerte.number ?? 'Concept'}: {offerte.title}
                        </Link>
                      </h2>
                      <span className={styles.badge}>{offerteStatusLabels[offerte.status]}</span>
                    </div>
                    <p className={styles.meta}>
                      {offerte.customer.name} · versie {offerte.version} · geldig tot en met{' '}
                      {formatDate(offerte.valid_until)}
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </QueryListStatus>
    </div>
  );
};
