import { apiRoutes, type CompanyEmergencyCall, emergencyCallStateLabels } from '@maatwerk/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '~/components/list-status.tsx';
import { api } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './emergency.module.css';
import { companyCallsKey, emergencyTermsQuery } from './emergency-queries.ts';

/** Where the call stands, in a sentence: who of us took it up when, or that it is done. */
const stateText = (call: CompanyEmergencyCall) => {
  if (call.state === 'open') return 'Nog niet opgepakt. De dienstdoende engineer is gewaarschuwd.';
  const taken = `Opgepakt door ${call.acknowledged_by ?? 'een medewerker'} op ${formatDateTime(call.acknowledged_at ?? call.created_at)}.`;
  return call.state === 'afgerond' && call.resolved_at
    ? `${taken} Afgerond op ${formatDateTime(call.resolved_at)}.`
    : taken;
};

const Call = ({ call }: { call: CompanyEmergencyCall }) => {
  const headingId = `noodoproep-${call.id}`;
  return (
    <li>
      <article className={styles.call} aria-labelledby={headingId}>
        <header className={styles.callHeader}>
          <h3 id={headingId} className={styles.callTitle}>
            Noodoproep #{call.id}
          </h3>
          <span className={styles.state} data-state={call.state}>
            {emergencyCallStateLabels[call.state]}
          </span>
        </header>
        <p className={styles.callMeta}>
          <time dateTime={call.created_at}>{formatDateTime(call.created_at)}</time>, door{' '}
          {call.caller?.name ?? 'een oud-teamlid'}
        </p>
        <p className={styles.callState}>{stateText(call)}</p>
        <p className={styles.quote}>{call.description}</p>
      </article>
    </li>
  );
};

/**
 * The company's calls, newest first, for everyone who may make one: a colleague sees that a call
 * was made and taken up. Fetched again each half minute, so "opgepakt" shows without a reload.
 */
export const CompanyCalls = () => {
  const headingId = useId();
  // The list waits for the form above it, so that the form's arrival never pushes it down.
  const formReady = !useQuery(emergencyTermsQuery).isPending;
  const calls = useQuery({
    queryKey: companyCallsKey,
    queryFn: () => api(apiRoutes.listEmergencyRequests, {}),
    refetchInterval: 30_000,
  });
  if (!formReady) return null;
  return (
    <section aria-labelledby={headingId} className={styles.calls}>
      <h2 id={headingId}>Noodoproepen van je team</h2>
      {calls.isPending ? (
        <p aria-busy="true">Bezig met laden…</p>
      ) : calls.isError ? (
        <LoadError
          failure="De noodoproepen konden niet worden geladen."
          retry={calls.refetch}
          isFetching={calls.isFetching}
        />
      ) : calls.data.length === 0 ? (
        <p>Je team heeft nog geen noodoproepen gedaan.</p>
      ) : (
        <ol className={styles.callList}>
          {calls.data.map((call) => (
            <Call key={call.id} call={call} />
          ))}
        </ol>
      )}
    </section>
  );
};
