import { AppLink } from '~/components/app-link.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { useSatisfactionReport } from './service-level-api.ts';
import own from './service-levels.module.css';

/**
 * Beside the month's first responses: what customers answered when their order was finished,
 * goed or kan beter, the share goed and what they said could be better.
 */
export const SatisfactionFigures = ({ month }: { month: string }) => {
  const report = useSatisfactionReport(month);
  if (report.isError) return <p>De tevredenheid kon niet worden geladen.</p>;
  if (!report.data) return <p aria-busy="true">Bezig met laden…</p>;
  const data = report.data;
  return (
    <section aria-label={`Tevredenheid in ${data.month}`}>
      <h3>Tevredenheid</h3>
      <dl className={own.details}>
        <dt>Antwoorden</dt>
        <dd>{data.answers}</dd>
        <dt>Goed</dt>
        <dd>{data.goed}</dd>
        <dt>Kan beter</dt>
        <dd>{data.kan_beter}</dd>
        <dt>Aandeel goed</dt>
        <dd>{data.share_goed === null ? '—' : `${Math.round(data.share_goed * 100)}%`}</dd>
      </dl>
      {data.improvements.length > 0 && (
        <>
          <h4>Wat beter kan</h4>
          <ul>
            {data.improvements.map((item) => (
              <li key={item.order_id}>
                <AppLink to={`/beheer/opdrachten/${item.order_id}`}>Opdracht #{item.order_id}</AppLink> (
                {formatDateTime(item.answered_at)}): {item.comment}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
