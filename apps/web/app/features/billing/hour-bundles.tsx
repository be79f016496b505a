import type { HourBundle } from '@maatwerk/contract';
import { formatMinutes } from '@maatwerk/contract/constants';
import { useId } from 'react';
import cards from '~/components/card-list.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatDateTime } from '~/lib/format.ts';
import own from './billing.module.css';

const styles = combineStyles(cards, own);

/** One bundle: what is left as a meter, where it was bought, and what was drawn from it. */
const Bundle = ({ bundle }: { bundle: HourBundle }) => {
  const meterId = useId();
  return (
    <li className={styles.card} data-runs-low={bundle.runs_low || undefined}>
      <p className={styles.cardTitle}>{bundle.description}</p>
      <label htmlFor={meterId}>
        Nog {formatMinutes(bundle.remaining_minutes)} van {formatMinutes(bundle.total_minutes)}
      </label>
      <meter
        id={meterId}
        className={styles.bundleMeter}
        min={0}
        max={bundle.total_minutes}
        low={bundle.total_minutes * 0.2 + 1}
        optimum={bundle.total_minutes}
        value={bundle.remaining_minutes}
      />
      {bundle.runs_low && (
        <p className={styles.overdue}>
          {bundle.remaining_minutes === 0 ? 'Deze strippenkaart is op.' : 'Deze strippenkaart is bijna op.'}
        </p>
      )}
      <p className={styles.meta}>
        Gekocht op {formatDate(bundle.bought_on)} met factuur {bundle.invoice_number}
      </p>
      {bundle.usages.length > 0 && (
        <details className={styles.bundleUsages}>
          <summary>Afgeschreven uren ({bundle.usages.length})</summary>
          <ul>
            {bundle.usages.map((usage) => (
              <li key={`${usage.drawn_at}-${usage.description}-${usage.minutes}`}>
                {formatMinutes(usage.minutes)}: {usage.description}
                <span className={styles.meta}>{formatDateTime(usage.drawn_at)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
};

/** The customer's prepaid hour bundles: approved hours are drawn from them before they are billed. */
export const HourBundles = ({ bundles }: { bundles: HourBundle[] }) => (
  <ul className={`${styles.cards} ${styles.bundles}`}>
    {bundles.map((bundle) => (
      <Bundle key={bundle.id} bundle={bundle} />
    ))}
  </ul>
);
