import { ADMIN_ONLY, type ServiceFigures, type ServiceLevels } from '@maatwerk/contract';
import { formatBusinessMinutes, formatCalendarDate, todayInAmsterdam } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import page from '~/components/beheer-page.module.css';
import tables from '~/components/data-table.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaff } from '~/features/beheer-shell/index.ts';
import { priorityLabel } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { SatisfactionFigures } from './satisfaction-figures.tsx';
import { useServiceLevelReport, useServiceLevels, useServiceLevelsSaved } from './service-level-api.ts';
import own from './service-levels.module.css';
import { TargetsForm } from './targets-form.tsx';

const styles = combineStyles(page, tables, own);

const hours = (count: number) => `${count} uur`;
const share = (figures: ServiceFigures) =>
  figures.share_in_time === null ? '—' : `${Math.round(figures.share_in_time * 100)}%`;
const median = (figures: ServiceFigures) =>
  figures.median_first_response_minutes === null
    ? '—'
    : formatBusinessMinutes(figures.median_first_response_minutes);

/** The targets as every staff member reads them. */
const TargetsTable = ({ levels }: { levels: ServiceLevels }) => (
  <table className={styles.table}>
    <caption className="visually-hidden">Doelen per prioriteit, in kantooruren</caption>
    <thead>
      <tr>
        <th scope="col">Prioriteit</th>
        <th scope="col">Eerste reactie</th>
        <th scope="col">Oplossing</th>
      </tr>
    </thead>
    <tbody>
      {levels.targets.map((target) => (
        <tr key={target.priority}>
          <th scope="row">{priorityLabel(target.priority)}</th>
          <td>{hours(target.first_response_hours)}</td>
          <td>{hours(target.resolution_hours)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const Holidays = ({ levels }: { levels: ServiceLevels }) => {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Feestdagen</h2>
      <p className={styles.meta}>
        Op deze dagen staat de klok de hele dag stil. Bevrijdingsdag telt alleen in een lustrumjaar (2025,
        2030).
      </p>
      <ul className={styles.holidays}>
        {levels.holidays.map((holiday) => (
          <li key={holiday.date}>
            {holiday.name}: {formatCalendarDate(holiday.date)}
          </li>
        ))}
      </ul>
    </section>
  );
};

const MonthReport = () => {
  const headingId = useId();
  const monthId = useId();
  const [month, setMonth] = useState(() => todayInAmsterdam().slice(0, 7));
  const report = useServiceLevelReport(month);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Maandrapport</h2>
      <div className={styles.month}>
        <label htmlFor={monthId}>Maand</label>
        <input
          id={monthId}
          type="month"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
      </div>
      <QueryListStatus query={report} failure="Het rapport kon niet worden geladen.">
        {(data) => (
          <div className={styles.figures} aria-live="polite">
            {(
              [
                ['Opdrachten', data.orders],
                ['Noodoproepen', data.emergency_calls],
              ] as const
            ).map(([label, figures]) => (
              <section key={label} aria-label={`${label} in ${data.month}`}>
                <h3>{label}</h3>
                <dl className={styles.details}>
                  <dt>Binnengekomen</dt>
                  <dd>{figures.received}</dd>
                  <dt>Op tijd beantwoord</dt>
                  <dd>
                    {figures.answered_in_time} van {figures.settled}
                  </dd>
                  <dt>Aandeel op tijd</dt>
                  <dd>{share(figures)}</dd>
                  <dt>Mediaan eerste reactie</dt>
                  <dd>{median(figures)}</dd>
                </dl>
              </section>
            ))}
            <SatisfactionFigures month={data.month} />
          </div>
        )}
      </QueryListStatus>
      <p className={styles.meta}>
        Telt wat in de maand binnenkwam. Een onbeantwoorde opdracht telt pas mee als de tijd voor de eerste
        reactie om is; tijden in kantooruren. De tevredenheid telt de antwoorden die in de maand zijn gegeven.
      </p>
    </section>
  );
};

/** Service levels: the business hours and targets (beheerders change them), the holidays and the monthly report. */
export const ServiceLevelsPage = () => {
  const staff = useStaff();
  const canWrite = ADMIN_ONLY.includes(staff.role);
  const levels = useServiceLevels();
  const saved = useServiceLevelsSaved();
  return (
    <div className={styles.page}>
      <h1>Serviceniveaus</h1>
      <QueryListStatus query={levels} failure="De serviceniveaus konden niet worden geladen.">
        {(data) => (
          <>
            {canWrite ? (
              <TargetsForm levels={data} onSaved={saved} />
            ) : (
              <section className={styles.panel} aria-label="Kantooruren en doelen">
                <h2>Kantooruren en doelen</h2>
                <p className={styles.meta}>Alleen beheerders wijzigen de kantooruren en doelen.</p>
                <TargetsTable levels={data} />
              </section>
            )}
            <Holidays levels={data} />
          </>
        )}
      </QueryListStatus>
      <MonthReport />
    </div>
  );
};
