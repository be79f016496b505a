import { apiRoutes, FINANCE, type StaffRole } from '@maatwerk/contract';
import { type FormEvent, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { formatEuro } from '~/lib/format.ts';

const centsOf = (text: string): number | undefined => {
  const match = /^\s*(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
};

/** The hourly rate approved hours are billed at; finance staff change it. */
export const HourlyRatePanel = ({
  customerId,
  hourlyRateCents,
  role,
  onSaved,
}: {
  customerId: number;
  hourlyRateCents: number;
  role: StaffRole;
  onSaved: () => void;
}) => {
  const id = useId();
  const [value, setValue] = useState((hourlyRateCents / 100).toFixed(2).replace('.', ','));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const mayChange = FINANCE.includes(role);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(value);
    if (cents === undefined) {
      setMessage('Vul een bedrag in euro’s in, zoals 95,00.');
      return;
    }
    setBusy(true);
    try {
      await staffApi(apiRoutes.staffSetHourlyRate, {
        params: { id: customerId },
        body: { hourly_rate_cents: cents },
      });
      setMessage('Het uurtarief is opgeslagen.');
      onSaved();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Het opslaan is niet gelukt.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Uurtarief</h2>
      <p>Goedgekeurde uren komen tegen dit tarief (excl. btw) op de pro-formaregels.</p>
      {mayChange ? (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}-tarief`}>Uurtarief in euro’s</label>
          <input
            id={`${id}-tarief`}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            Uurtarief opslaan
          </button>
        </form>
      ) : (
        <p>{formatEuro(hourlyRateCents)} per uur</p>
      )}
      <p className={styles.notice} role="status">
        {message}
      </p>
    </section>
  );
};
