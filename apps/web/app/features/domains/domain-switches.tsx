import type { Domain } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { formatDate } from '~/lib/format.ts';
import styles from './domain.module.css';
import { failureMessage, useUpdateDomain } from './domain-api.ts';

type SwitchName = 'locked' | 'auto_renew';

const Switch = ({
  label,
  description,
  checked,
  busy,
  onToggle,
}: {
  label: string;
  description: string;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
}) => {
  const labelId = useId();
  const descriptionId = useId();
  const stateId = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchTexts}>
        <p id={labelId} className={styles.switchLabel}>
          {label}
        </p>
        <p id={descriptionId} className={styles.hint}>
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        // The visible state is part of the name, as the switch shows it (WCAG 2.5.3).
        aria-labelledby={`${labelId} ${stateId}`}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        disabled={busy}
        className={styles.switch}
        onClick={onToggle}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span id={stateId} className={styles.switchText}>
          {checked ? 'Aan' : 'Uit'}
        </span>
      </button>
    </div>
  );
};

/** The lock and automatic renewal of a domain: each switch saves at once. */
export const DomainSwitches = ({ domain }: { domain: Domain }) => {
  const update = useUpdateDomain(domain.id);
  const [pending, setPending] = useState<SwitchName | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  const toggle = async (name: SwitchName, label: string) => {
    setPending(name);
    setStatus(null);
    const value = !domain[name];
    try {
      await update.mutateAsync({ [name]: value });
      setStatus({ kind: 'saved', text: `${label} staat nu ${value ? 'aan' : 'uit'}.` });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: failureMessage(error, `${label} kon niet worden gewijzigd. Probeer het opnieuw.`),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="domein-instellingen">
      <h2 id="domein-instellingen">Instellingen</h2>
      <Switch
        label="Domeinvergrendeling"
        description="Voorkomt dat de domeinnaam zonder jouw toestemming naar een andere provider verhuist."
        checked={domain.locked}
        busy={pending === 'locked'}
        onToggle={() => void toggle('locked', 'Domeinvergrendeling')}
      />
      <Switch
        label="Automatisch verlengen"
        description={`De domeinnaam loopt af op ${formatDate(domain.expires_on)}. Staat dit aan, dan verlengen we hem dan met een jaar.`}
        checked={domain.auto_renew}
        busy={pending === 'auto_renew'}
        onToggle={() => void toggle('auto_renew', 'Automatisch verlengen')}
      />
      <p className={status?.kind === 'error' ? styles.errorText : styles.savedText} role="status">
        {status?.text}
      </p>
    </section>
  );
};
