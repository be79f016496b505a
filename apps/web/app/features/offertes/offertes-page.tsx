import { type CustomerOfferteSummary, offerteStatusLabels } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import badges from '~/components/badge.module.css';
import type { BadgeTone } from '~/components/badge.ts';
import cardHead from '~/components/card-head.module.css';
import cards from '~/components/card-list.module.css';
import sections from '~/components/portal-sections.module.css';
import { QueryStatus } from '~/components/query-status.tsx';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate } from '~/lib/format.ts';
import own from './offertes.module.css';
import { useOffertes } from './offertes-api.ts';

const styles = combineStyles(sections, badges, cards, cardHead, own);

export const offerteTones: Record<CustomerOfferteSummary['status'], BadgeTone> = {
  concept: 'neutral',
  verzonden: 'info',
  geaccepteerd: 'success',
  afgewezen: 'neutral',
};

/** What the customer may still do with it, beside its state. */
const stateText = (offerte: CustomerOfferteSummary) =>
  offerte.status === 'verzonden'
    ? offerte.acceptable
      ? `Geldig tot en met ${formatDate(offerte.valid_until)}`
      : `Verlopen op ${formatDate(offerte.valid_until)}`
    : offerteStatusLabels[offerte.status];

/** The customer's offertes: each with its number, version and whether it can still be accepted. */
export const OffertesPage = () => {
  const offertes = useOffertes();
  return (
    <>
      <h1>Offertes</h1>
      <p className="prose">
        Onze offertes aan je bedrijf. Open een offerte om opties te kiezen, een vraag te stellen, of om hem te
        accepteren of af te wijzen. Je ziet altijd de nieuwste versie.
      </p>
      <section aria-labelledby="offertes-lijst" className={styles.section}>
        <h2 id="offertes-lijst">Je offertes</h2>
        <QueryStatus query={offertes} failure="Je offertes konden niet worden geladen.">
          {(list) =>
            list.length === 0 ? (
              <p>Er staan nog geen offertes voor je klaar.</p>
            ) : (
              <ul className={styles.cards}>
                {list.map((offerte) => (
                  <li key={offerte.id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <h3 className={styles.cardTitle}>
                        <AppLink to={`/klantenportaal/offertes/${offerte.id}`}>{offerte.title}</AppLink>
                      </h3>
                      <span className={styles.badge} data-tone={offerteTones[offerte.status]}>
                        {offerteStatusLabels[offerte.status]}
                      </span>
                    </div>
                    <p>
                      Offerte {offerte.number}, versie {offerte.version}. {stateText(offerte)}
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </section>
    </>
  );
};
