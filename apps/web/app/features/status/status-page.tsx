import type { StatusBoard, StatusEvent } from '@maatwerk/contract';
import {
  type ServiceState,
  serviceStateLabels,
  statusEventKindLabels,
  statusEventStateLabels,
  statusImpactLabels,
  statusServiceLabels,
} from '@maatwerk/contract/constants';
import type { ReactNode } from 'react';
import factList from '~/components/fact-list.module.css';
import { formatDateTime } from '~/lib/format.ts';
import styles from './status.module.css';

const overallText = (board: StatusBoard) => {
  const worst = board.services.map((row) => row.state).filter((state) => state !== 'operationeel');
  if (worst.length === 0) return 'Alle diensten werken normaal.';
  if (worst.every((state) => state === 'onderhoud')) return 'Er wordt onderhoud uitgevoerd.';
  return 'Een of meer diensten hebben een storing.';
};

const Time = ({ value }: { value: string }) => <time dateTime={value}>{formatDateTime(value)}</time>;

const StateBadge = ({ state }: { state: ServiceState }) => (
  <span className={styles.badge} data-state={state}>
    {serviceStateLabels[state]}
  </span>
);

/** One incident or maintenance with its updates, newest first. */
export const StatusEventView = ({
  event,
  headingLevel = 3,
}: {
  event: StatusEvent;
  headingLevel?: 2 | 3;
}) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `melding-${event.id}`;
  return (
    <article className={styles.event} aria-labelledby={headingId} data-kind={event.kind}>
      <Heading id={headingId} className={styles.eventTitle}>
        {event.title}
      </Heading>
      <p className={styles.eventMeta}>
        <span className={styles.kind}>{statusEventKindLabels[event.kind]}</span> ·{' '}
        {statusEventStateLabels[event.state]} · {event.services.map((s) => statusServiceLabels[s]).join(', ')}
        {event.kind === 'storing' && <> · {statusImpactLabels[event.impact]}</>}
      </p>
      <dl className={factList.facts}>
        <dt>{event.kind === 'onderhoud' ? 'Begint' : 'Begonnen'}</dt>
        <dd>
          <Time value={event.starts_at} />
        </dd>
        {event.planned_end_at && !event.closed_at && (
          <>
            <dt>Verwacht einde</dt>
            <dd>
              <Time value={event.planned_end_at} />
            </dd>
          </>
        )}
        {event.closed_at && (
          <>
            <dt>{event.kind === 'onderhoud' ? 'Afgerond' : 'Opgelost'}</dt>
            <dd>
              <Time value={event.closed_at} />
            </dd>
          </>
        )}
      </dl>
      {event.updates.length > 0 && (
        <ol className={styles.updates} aria-label={`Updates over ${event.title}`}>
          {event.updates.map((update) => (
            <li key={update.id}>
              <p className={styles.updateHead}>
                <strong>{statusEventStateLabels[update.state]}</strong> · <Time value={update.created_at} />
              </p>
              <p className={styles.updateText}>{update.message}</p>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
};

const EventList = ({ events, empty }: { events: StatusEvent[]; empty: string }) =>
  events.length === 0 ? (
    <p className={styles.muted}>{empty}</p>
  ) : (
    <ul className={styles.events}>
      {events.map((event) => (
        <li key={event.id}>
          <StatusEventView event={event} />
        </li>
      ))}
    </ul>
  );

/**
 * The public status page: rendered on the server, complete without JavaScript. `children` (the
 * sign-up for mails) comes after the history.
 */
export const StatusPage = ({ board, children }: { board: StatusBoard; children?: ReactNode }) => (
  <div className="container page">
    <div className={styles.page}>
      <h1>Systeemstatus</h1>
      <p
        className={styles.summary}
        data-overall={board.services.every((row) => row.state === 'operationeel')}
      >
        {overallText(board)}
      </p>
      <p className={styles.updated}>
        Laatst bijgewerkt op <Time value={board.generated_at} />
        {board.stale && '. De actuele stand kon even niet worden opgehaald; dit is de laatst bekende stand.'}
      </p>

      <section aria-labelledby="diensten" className={styles.section}>
        <h2 id="diensten">Diensten</h2>
        <ul className={styles.services}>
          {board.services.map((row) => (
            <li key={row.service} className={styles.service}>
              <span className={styles.serviceName}>{statusServiceLabels[row.service]}</span>
              <StateBadge state={row.state} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="actueel" className={styles.section}>
        <h2 id="actueel">Actuele storingen en onderhoud</h2>
        <EventList events={board.current} empty="Er zijn op dit moment geen storingen of onderhoud." />
      </section>

      <section aria-labelledby="gepland" className={styles.section}>
        <h2 id="gepland">Gepland onderhoud</h2>
        <EventList events={board.planned} empty="Er is geen onderhoud gepland." />
      </section>

      <section aria-labelledby="eerder" className={styles.section}>
        <h2 id="eerder">Eerdere meldingen</h2>
        <EventList events={board.past} empty="Geen meldingen in de afgelopen 30 dagen." />
      </section>
      {children}
    </div>
  </div>
);
