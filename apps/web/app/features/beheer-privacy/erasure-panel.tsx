import type { StaffErasureRequest } from '@maatwerk/contract';
import { erasureStateLabels, type TeamRole, teamRoleLabels } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import page from '~/components/beheer-page.module.css';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDateTime } from '~/lib/format.ts';
import own from './privacy.module.css';
import { useErasureDecision, useErasureRequests } from './privacy-api.ts';

const styles = combineStyles(page, own);

const roleLabel = (role: string) => teamRoleLabels[role as TeamRole] ?? role;

const Decision = ({ request }: { request: StaffErasureRequest }) => {
  const decide = useErasureDecision();
  const [sure, setSure] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (decision: 'confirm' | 'refuse') => {
    setMessage(null);
    try {
      await decide.mutateAsync({ id: request.id, decision });
    } catch (error) {
      setMessage(describeSubmitFailure(error, 'Dat is niet gelukt. Probeer het opnieuw.').message ?? null);
    }
  };
  if (request.blocked_reason)
    return <p className={styles.meta}>Kan nog niet: de laatste eigenaar van een bedrijf met anderen.</p>;
  return (
    <div className={own.actions}>
      {sure ? (
        <>
          <p>De gegevens van {request.person_name} worden verwijderd. Dit is niet terug te draaien.</p>
          <button type="button" className="button" disabled={decide.isPending} onClick={() => run('confirm')}>
            Ja, gegevens verwijderen
          </button>
          <button type="button" className="button button-secondary" onClick={() => setSure(false)}>
            Annuleren
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button" onClick={() => setSure(true)}>
            Bevestigen
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={decide.isPending}
            onClick={() => run('refuse')}
          >
            Afwijzen
          </button>
        </>
      )}
      {message && (
        <p className={own.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
};

/** Requests for erasure: open ones first, each confirmed or refused by a beheerder. */
export const ErasurePanel = () => {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Verwijderverzoeken</h2>
      <p className={styles.meta}>
        Na bevestigen verwijdert het systeem naam, e-mailadres, telefoonnummer, sessies, passkeys, het
        beveiligingslog en bijlagen van de persoon, en vervangt het hun teksten door een melding. Facturen en
        akkoorden blijven de wettelijke termijn bewaard.
      </p>
      <QueryListStatus query={useErasureRequests(true)} failure="De verzoeken konden niet worden geladen.">
        {(requests) =>
          requests.length === 0 ? (
            <p className={styles.meta}>Er zijn geen verzoeken.</p>
          ) : (
            <ul className={own.list}>
              {requests.map((request) => (
                <li key={request.id} aria-label={`Verzoek van ${request.person_name}`}>
                  <p>
                    <strong>{request.person_name}</strong> ({roleLabel(request.team_role)}) van{' '}
                    {request.customer_name}: {erasureStateLabels[request.state]}
                  </p>
                  <p className={styles.meta}>
                    Aangevraagd {formatDateTime(request.requested_at)}
                    {request.confirmed_by && request.confirmed_at
                      ? `; behandeld door ${request.confirmed_by} ${formatDateTime(request.confirmed_at)}`
                      : ''}
                    {request.done_at ? `; uitgevoerd ${formatDateTime(request.done_at)}` : ''}
                  </p>
                  {request.reason && <p>Reden: {request.reason}</p>}
                  {request.blocked_reason && <p className={own.error}>{request.blocked_reason}</p>}
                  {request.state === 'requested' && <Decision request={request} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryListStatus>
    </section>
  );
};
