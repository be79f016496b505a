import { apiRoutes, type Domain, type DomainScreenshot as Screenshot } from '@maatwerk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './domain.module.css';
import { failureMessage } from './domain-api.ts';

const screenshotKey = (id: number) => ['domain-screenshot', id] as const;

/** While the API renders the site, the page asks again after a few seconds. */
const PENDING_RETRY_MS = 3_000;

const caption = (shot: Screenshot, domain: string) => {
  const when = shot.taken_at ? formatDateTime(shot.taken_at) : '';
  if (shot.state === 'unreachable')
    return `De website van ${domain} gaf geen antwoord toen we keken (${when}).`;
  return `Zo zag ${domain} eruit op ${when}.`;
};

/** A picture of the domain's website as the provider's browser sees it, or a clear placeholder. */
export const DomainScreenshot = ({ domain }: { domain: Domain }) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: screenshotKey(domain.id),
    queryFn: () => api(apiRoutes.getDomainScreenshot, { params: { id: domain.id }, query: { create: '1' } }),
    staleTime: 5 * 60 * 1000,
    retry: false,
    refetchInterval: (current) => (current.state.data?.state === 'pending' ? PENDING_RETRY_MS : false),
  });
  const shot = query.data;
  const busy = query.isFetching || shot?.state === 'pending';

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>Website</h2>
      <div className={styles.screenshotFrame}>
        {shot?.image && (shot.state === 'ok' || shot.state === 'unreachable') ? (
          <figure className={styles.figure}>
            <img
              src={shot.image}
              width={1280}
              height={800}
              alt={
                shot.state === 'ok'
                  ? `Schermafbeelding van de website ${domain.name}`
                  : `Website ${domain.name} niet bereikbaar`
              }
              className={styles.screenshot}
            />
            <figcaption className={shot.state === 'unreachable' ? styles.warningText : styles.hint}>
              {caption(shot, domain.name)}
            </figcaption>
          </figure>
        ) : (
          <p className={styles.screenshotPlaceholder}>
            {query.isError
              ? failureMessage(query.error, 'De schermafbeelding kon niet worden opgehaald.')
              : shot?.state === 'failed'
                ? (shot.message ?? 'Er kan nu geen schermafbeelding worden gemaakt.')
                : `Schermafbeelding van ${domain.name} wordt gemaakt…`}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void queryClient.refetchQueries({ queryKey: screenshotKey(domain.id) })}
      >
        {busy ? 'Bezig…' : 'Opnieuw bekijken'}
      </button>
    </section>
  );
};
