import { OPERATIONS, type StaffEmergencyCall } from '@maatwerk/contract';
import { useEffect, useState } from 'react';
import { LoadError } from '~/components/list-status.tsx';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import { formatAge } from './age.ts';
import styles from './beheer-emergency.module.css';
import { useAcknowledge, useEmergencyCalls } from './emergency-api.ts';

/** The clock the ages are shown against, ticking each half minute. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const Call = ({
  call,
  now,
  acknowledge,
  canAcknowledge,
}: {
  call: StaffEmergencyCall;
  now: number;
  acknowledge: ReturnType<typeof useAcknowledge>;
  canAcknowledge: boolean;
}) => {
  const open = call.acknowledged_at === null;
  const headingId = `noodoproep-${call.id}`;
  const busy = acknowledge.isPending && acknowledge.variables === call.id;
  const failed = acknowledge.isError && acknowledge.variables === call.id;
  return (
    <li>
      <article className={styles.call} data-open={open} aria-labelledby={headingId}>
        <header className={styles.callHeader}>
          <h3 id={headingId} className={styles.callTitle}>
            Noodoproep #{call.id} · {call.customer.name}
          </h3>
          <span className={styles.tag} data-open={open}>
            {open ? `Open, wacht ${formatAge(call.created_at, now)}` : 'In behandeling'}
          </span>
        </header>
        <p className={styles.description}>{call.description}</p>
        <dl className={styles.facts}>
          <dt>Gemeld</dt>
          <dd>
            <time dateTime={call.created_at}>{formatDateTime(call.created_at)}</time> (
            {formatAge(call.created_at, now)} geleden)
          </dd>
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
        {failed && (
          <p className={styles.error} role="alert">
            {acknowledge.error.message}
          </p>
        )}
      </article>
    </li>
  );
};

/** Open calls first, with how long they have waited; acknowledging one tells the caller by e-mail. */
export const EmergencyCalls = () => {
  const calls = useEmergencyCalls();
  const acknowledge = useAcknowledge();
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
  return (
    <>
      <p className={styles.saved} role="status">
        {result &&
          (result.mail_sent
            ? `Noodoproep #${result.call.id} opgepakt. De klant heeft een e-mail gekregen.`
            : `Noodoproep #${result.call.id} opgepakt, maar de klant kon niet worden gemaild.`)}
      </p>
      <section aria-labelledby="open-noodoproepen" className={styles.group}>
        <h2 id="open-noodoproepen">Open ({open.length})</h2>
        {open.length === 0 ? (
          <p className={styles.muted}>Er zijn geen open noodoproepen.</p>
        ) : (
          <ol className={styles.list}>
            {open.map((call) => (
              <Call
                key={call.id}
                call={call}
                now={now}
                acknowledge={acknowledge}
                canAcknowledge={canAcknowledge}
              />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="opgepakte-noodoproepen" className={styles.group}>
        <h2 id="opgepakte-noodoproepen">Opgepakt</h2>
        {handled.length === 0 ? (
          <p className={styles.muted}>Nog geen opgepakte noodoproepen.</p>
        ) : (
          <ol className={styles.list}>
            {handled.map((call) => (
              <Call
                key={call.id}
                call={call}
                now={now}
                acknowledge={acknowledge}
                canAcknowledge={canAcknowledge}
              />
            ))}
          </ol>
        )}
      </section>
    </>
  );
};
