import { OPERATIONS, type StaffEmergencyCallListItem } from '@maatwerk/contract';
import { useEffect, useState } from 'react';
import { LoadError } from '~/components/list-status.tsx';
import { ServiceClockBadge } from '~/components/service-clock.tsx';
import { useMessageFocus } from '~/components/use-message-focus.ts';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import { formatAge } from './age.ts';
import styles from './beheer-emergency.module.css';
import { useAcknowledge, useEmergencyCalls, useResolve } from './emergency-api.ts';

/** The clock the ages are shown against, ticking each half minute. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

interface CallProps {
  call: StaffEmergencyCallListItem;
  now: number;
  acknowledge: ReturnType<typeof useAcknowledge>;
  resolve: ReturnType<typeof useResolve>;
  canAcknowledge: boolean;
}

const Call = ({ call, now, acknowledge, resolve, canAcknowledge }: CallProps) => {
  const open = call.acknowledged_at === null;
  const headingId = `noodoproep-${call.id}`;
  const busy = acknowledge.isPending && acknowledge.variables === call.id;
  const resolving = resolve.isPending && resolve.variables === call.id;
  const failure =
    acknowledge.isError && acknowledge.variables === call.id
      ? acknowledge.error.message
      : resolve.isError && resolve.variables === call.id
        ? resolve.error.message
        : null;
  return (
    <li>
      <article className={styles.call} data-open={open} aria-labelledby={headingId}>
        <header className={styles.callHeader}>
          <h3 id={headingId} className={styles.callTitle}>
            Noodoproep #{call.id} · {call.customer.name}
          </h3>
          <span className={styles.tag} data-open={open}>
            {open
              ? `Open, wacht ${formatAge(call.created_at, now)}`
              : call.resolved_at
                ? 'Afgerond'
                : 'In behandeling'}
          </span>
        </header>
        <p className={styles.description}>{call.description}</p>
        <dl className={styles.facts}>
          <dt>Gemeld</dt>
          <dd>
            <time dateTime={call.created_at}>{formatDateTime(call.created_at)}</time> (
            {formatAge(call.created_at, now)} geleden)
          </dd>
          {call.clock && (
            <>
              <dt>Tijd over</dt>
              <dd>
                <ServiceClockBadge clock={call.clock} />
              </dd>
            </>
          )}
          <dt>Door</dt>
          <dd>
            {call.caller ? (
              <>
                {call.caller.name} · <a href={`mailto:${call.caller.email}`}>{call.caller.email}</a>
                {call.caller.phone && (
                  <>
                    {' '}
                    · <a href={`tel:${call.caller.phone.replace(/[^+\d]/g, '')}`}>{call.caller.phone}</a>
                  </>
                )}
              </>
            ) : (
              'onbekend (login verwijderd)'
            )}
          </dd>
          {call.acknowledged_at && (
            <>
              <dt>Opgepakt</dt>
              <dd>
                <time dateTime={call.acknowledged_at}>{formatDateTime(call.acknowledged_at)}</time>
                {call.acknowledged_by && ` door ${call.acknowledged_by.name}`}
              </dd>
            </>
          )}
          {call.resolved_at && (
            <>
              <dt>Afgerond</dt>
              <dd>
                <time dateTime={call.resolved_at}>{formatDateTime(call.resolved_at)}</time>
                {call.resolved_by && ` door ${call.resolved_by.name}`}
              </dd>
            </>
          )}
        </dl>
        {open && canAcknowledge && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => acknowledge.mutate(call.id)}
          >
            {busy ? 'Bezig…' : 'Oppakken en klant informeren'}
            <span className="visually-hidden"> (noodoproep #{call.id})</span>
          </button>
        )}
        {!open && !call.resolved_at && canAcknowledge && (
          <button
            type="button"
            className="button button-secondary"
            disabled={resolving}
            onClick={() => resolve.mutate(call.id)}
          >
            {resolving ? 'Bezig…' : 'Afronden'}
            <span className="visually-hidden"> (noodoproep #{call.id})</span>
          </button>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </article>
    </li>
  );
};

/** One group of calls, or what it says when there are none. */
const CallGroup = ({
  id,
  title,
  empty,
  calls,
  ...shared
}: Omit<CallProps, 'call'> & {
  id: string;
  title: string;
  empty: string;
  calls: StaffEmergencyCallListItem[];
}) => (
  <section aria-labelledby={id} className={styles.group}>
    <h2 id={id}>{title}</h2>
    {calls.length === 0 ? (
      <p className={styles.muted}>{empty}</p>
    ) : (
      <ol className={styles.list}>
        {calls.map((call) => (
          <Call key={call.id} call={call} {...shared} />
        ))}
      </ol>
    )}
  </section>
);

/** Open calls first, with how long they have waited; acknowledging one tells the customer by e-mail. */
export const EmergencyCalls = () => {
  const calls = useEmergencyCalls();
  const acknowledge = useAcknowledge();
  const resolve = useResolve();
  // The acknowledged call moves to the other group: focus goes to what became of it.
  const resultRef = useMessageFocus(acknowledge.data);
  const now = useNow();
  const canAcknowledge = useStaffCan(OPERATIONS);

  if (calls.isPending) return <p aria-busy="true">Bezig met laden…</p>;
  if (calls.isError) {
    return (
      <LoadError
        failure="De noodoproepen konden niet worden geladen."
        retry={calls.refetch}
        isFetching={calls.isFetching}
      />
    );
  }
  const open = calls.data.filter((call) => call.acknowledged_at === null);
  const handled = calls.data.filter((call) => call.acknowledged_at !== null);
  const result = acknowledge.data;
  const shared = { now, acknowledge, resolve, canAcknowledge };
  return (
    <>
      <p ref={resultRef} tabIndex={-1} className={styles.saved} role="status">
        {result &&
          (result.mails_queued > 0
            ? `Noodoproep #${result.call.id} opgepakt. ${result.mails_queued === 1 ? 'De klant krijgt' : `${result.mails_queued} mensen van de klant krijgen`} een e-mail.`
            : `Noodoproep #${result.call.id} opgepakt, maar bij de klant is niemand te mailen.`)}
      </p>
      <CallGroup
        id="open-noodoproepen"
        title={`Open (${open.length})`}
        empty="Er zijn geen open noodoproepen."
        calls={open}
        {...shared}
      />
      <CallGroup
        id="opgepakte-noodoproepen"
        title="Opgepakt"
        empty="Nog geen opgepakte noodoproepen."
        calls={handled}
        {...shared}
      />
    </>
  );
};
