import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import styles from './hours.module.css';
import { useBillableHours } from './hours-api.ts';
import { HoursList } from './hours-list.tsx';

/** This month and the eleven before it, newest first, as JJJJ-MM with a Dutch label. */
const recentMonths = (now = new Date()) => {
  const label = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: label.format(first) };
  });
};

/** Uren ter goedkeuring: the submitted hours of every order, per month; `?maand=JJJJ-MM` opens one. */
export const HoursPage = () => {
  const months = recentMonths();
  const [params] = useSearchParams();
  const asked = months.find((option) => option.value === params.get('maand'));
  const [month, setMonth] = useState((asked ?? months[0]!).value);
  const hours = useBillableHours({ month });
  const selectId = useId();
  return (
    <>
      <p className={styles.back}>
        <AppLink to="/klantenportaal/facturen">← Facturen</AppLink>
      </p>
      <h1>Uren ter goedkeuring</h1>
      <p className="prose">
        De uren die we voor je opdrachten hebben gewerkt. Keur ze goed, of betwist een tijdregel als er iets
        niet klopt. Alleen goedgekeurde uren komen op een factuur.
      </p>
      <div className={styles.month}>
        <label htmlFor={selectId}>Maand</label>
        <select id={selectId} value={month} onChange={(event) => setMonth(event.target.value)}>
          {months.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hours.isPending && <p aria-busy="true">Uren worden geladen…</p>}
      {hours.isError && <p role="alert">De uren konden niet worden geladen.</p>}
      {hours.isSuccess && <HoursList hours={hours.data} showOrder />}
    </>
  );
};
