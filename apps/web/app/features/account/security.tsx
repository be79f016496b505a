import {
  apiRoutes,
  type LoginSessionInfo,
  SECURITY_EVENTS_SHOWN,
  securityEventLabels,
} from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMessageFocus } from '~/components/use-message-focus.ts';
import { api } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import { AccountListStatus } from './account-list-status.tsx';

const sessionsQueryKey = ['account', 'sessions'] as const;
const eventsQueryKey = ['account', 'security-events'] as const;

const where = (item: { device: string; address: string | null }) =>
  item.address ? `${item.device}, ${item.address}` : item.device;

const Session = ({
  session,
  busy,
  onEnd,
}: {
  session: LoginSessionInfo;
  busy: boolean;
  onEnd: (session: LoginSessionInfo) => void;
}) => (
  <li className={styles.session}>
    <div>
      <p className={styles.device}>
        {session.device}
        {session.current && <span className={styles.badge}>Dit apparaat</span>}
      </p>
      <p className={styles.muted}>
        {session.address ?? 'Adres onbekend'} · laatst gebruikt{' '}
        <time dateTime={session.last_used_at}>{formatDateTime(session.last_used_at)}</time>
      </p>
      {session.login_links.map((link) => (
        <p key={link.id} className={styles.muted}>
          Open inloglink, geldig tot <time dateTime={link.expires_at}>{formatDateTime(link.expires_at)}</time>
        </p>
      ))}
    </div>
    {!session.current && (
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        aria-label={`Afmelden: ${where(session)}`}
        onClick={() => onEnd(session)}
      >
        Afmelden
      </button>
    )}
  </li>
);

/**
 * Mijn account → Beveiliging: where the person is logged in, ending one of those logins or all
 * others, and the last security events with time and address.
 */
export const Security = () => {
  const headingId = useId();
  const sessionsHeadingId = useId();
  const eventsHeadingId = useId();
  const queryClient = useQueryClient();
  // The button that ended a session is gone with it: focus goes to what was done.
  const [message, setMessage] = useState<{ text: string } | null>(null);
  const messageRef = useMessageFocus(message);
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: () => api(apiRoutes.listSessions, {}) });
  const events = useQuery({ queryKey: eventsQueryKey, queryFn: () => api(apiRoutes.listSecurityEvents, {}) });
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    ]);
  const endOne = useMutation({
    mutationFn: (session: LoginSessionInfo) => api(apiRoutes.endSession, { params: { id: session.id } }),
    onSuccess: (_, session) => {
      setMessage({ text: `Afgemeld: ${where(session)}.` });
      return reload();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => api(apiRoutes.endOtherSessions, {}),
    onSuccess: () => {
      setMessage({ text: 'Je bent op alle andere apparaten afgemeld.' });
      return reload();
    },
  });
  const busy = endOne.isPending || endOthers.isPending;
  const failure = endOne.error ?? endOthers.error;
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Beveiliging</h2>
      <h3 id={sessionsHeadingId} className={styles.subheading}>
        Waar je bent ingelogd
      </h3>
      <AccountListStatus query={sessions} failure="Je sessies konden niet worden geladen.">
        {(items) => (
          <>
            <ul className={styles.sessions} aria-labelledby={sessionsHeadingId}>
              {items.map((session) => (
                <Session
                  key={session.id}
                  session={session}
                  busy={busy}
                  onEnd={(chosen) => {
                    setMessage(null);
                    endOne.mutate(chosen);
                  }}
                />
              ))}
            </ul>
            {others.length > 0 ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  setMessage(null);
                  endOthers.mutate();
                }}
              >
                {endOthers.isPending ? 'Bezig met afmelden…' : 'Overal afmelden'}
              </button>
            ) : (
              <p className={styles.muted}>Je bent nergens anders ingelogd.</p>
            )}
          </>
        )}
      </AccountListStatus>
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      <p ref={messageRef} tabIndex={-1} className={styles.done} role="status">
        {message?.text}
      </p>

      <h3 id={eventsHeadingId} className={styles.subheading}>
        Recente gebeurtenissen
      </h3>
      <p className={styles.muted}>De laatste {SECURITY_EVENTS_SHOWN}, nieuwste eerst.</p>
      <AccountListStatus
        query={events}
        failure="De gebeurtenissen konden niet worden geladen."
        empty="Nog geen gebeurtenissen."
      >
        {(items) => (
          <ol className={styles.events} aria-labelledby={eventsHeadingId}>
            {items.map((event) => (
              <li key={event.id} className={styles.event}>
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                <span className={styles.eventKind}>{securityEventLabels[event.kind]}</span>
                <span className={styles.muted}>{where(event)}</span>
              </li>
            ))}
          </ol>
        )}
      </AccountListStatus>
    </section>
  );
};
