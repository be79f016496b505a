import { type CustomerService, type PackageOption, productPeriodLabels } from '@maatwerk/contract';
import { useState } from 'react';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import { formatDate, formatEuro } from '~/lib/format.ts';
import styles from './services.module.css';
import { useChangePackage, usePackageOptions } from './services-api.ts';

/** What choosing a package means, in a sentence, before the customer confirms. */
export const consequenceOf = (option: PackageOption): string => {
  if (option.change === 'upgrade') {
    return `Je gaat vandaag over. Voor de rest van deze periode betaal je ${formatEuro(option.difference_cents)} bij (excl. btw); dat komt op een aparte factuur.`;
  }
  if (option.difference_cents < 0) {
    return `Je gaat vandaag over. Voor de rest van deze periode krijg je ${formatEuro(-option.difference_cents)} terug (excl. btw) met een creditfactuur.`;
  }
  return `Je gaat over op ${formatDate(option.takes_effect_on)}, aan het begin van de volgende periode; tot dan blijft je huidige pakket.`;
};

/**
 * Another package of the same group (eigenaar, technisch): the options with their price and the
 * difference for the rest of the period, the choice confirmed before it is made.
 */
export const PackageChangePanel = ({ service }: { service: CustomerService }) => {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const options = usePackageOptions(service.id, open);
  const change = useChangePackage();
  if (!open) {
    return (
      <>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setOpen(true);
            setDone(null);
          }}
        >
          Ander pakket kiezen
        </button>
        {done && (
          <p className={styles.message} role="status">
            {done}
          </p>
        )}
      </>
    );
  }
  const selected = options.data?.options.find((option) => option.product_id === chosen);
  return (
    <div className={styles.confirm}>
      {options.isPending && <p>Pakketten worden geladen…</p>}
      {options.isError && (
        <p className={styles.message} data-tone="alert" role="alert">
          {describeSubmitFailure(options.error, 'De pakketten konden niet worden geladen.').message ??
            'De pakketten konden niet worden geladen.'}
        </p>
      )}
      {options.data && options.data.options.length === 0 && (
        <p>Er is geen ander pakket in deze productgroep.</p>
      )}
      {options.data && options.data.options.length > 0 && (
        <fieldset>
          <legend>Kies een ander pakket voor {service.description}</legend>
          {options.data.options.map((option) => (
            <label key={option.product_id} className={styles.choice}>
              <input
                type="radio"
                name={`pakket-${service.id}`}
                value={option.product_id}
                checked={chosen === option.product_id}
                onChange={() => setChosen(option.product_id)}
              />{' '}
              {option.name}: {formatEuro(option.price_cents)}{' '}
              {productPeriodLabels[service.product.period].toLowerCase()} (excl. btw)
            </label>
          ))}
        </fieldset>
      )}
      {selected && options.data && (
        <p role="status">
          {consequenceOf(selected)} Deze periode loopt tot en met {formatDate(options.data.period_end)}; er
          zijn nog {options.data.remaining_days} van de {options.data.period_days} dagen over.
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={!selected || change.isPending}
          onClick={() => {
            if (!selected) return;
            change.mutate(
              { id: service.id, productId: selected.product_id },
              {
                onSuccess: () => {
                  setOpen(false);
                  setChosen(null);
                  setDone(`Gekozen: ${selected.name}. ${consequenceOf(selected)}`);
                },
              },
            );
          }}
        >
          Pakket wijzigen bevestigen
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          Niet wijzigen
        </button>
      </div>
      {change.isError && (
        <p className={styles.message} data-tone="alert" role="alert">
          {describeSubmitFailure(change.error, 'Dat is niet gelukt. Probeer het opnieuw.').message ??
            'Dat is niet gelukt. Probeer het opnieuw.'}
        </p>
      )}
    </div>
  );
};
