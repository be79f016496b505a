import { type DataExportState, dataExportScopeLabels } from '@maatwerk/contract/constants';
import { useId } from 'react';
import page from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDateTime } from '~/lib/format.ts';
import own from './privacy.module.css';
import { useStaffDataExports } from './privacy-api.ts';

const styles = combineStyles(page, own);

const stateLabels: Record<DataExportState, string> = {
  queued: 'In de wachtrij',
  running: 'Wordt gemaakt',
  ready: 'Klaar om te downloaden',
  downloaded: 'Gedownload',
  expired: 'Verlopen',
  failed: 'Mislukt',
};

/** The copies of their data people asked for: who, of what, and what became of them. */
export const ExportsPanel = () => {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Gegevensexports</h2>
      <QueryListStatus query={useStaffDataExports(true)} failure="De exports konden niet worden geladen.">
        {(exports) =>
          exports.length === 0 ? (
            <p className={styles.meta}>Nog niemand vroeg een kopie van zijn gegevens op.</p>
          ) : (
            <table className={stacked.table}>
              <caption className="visually-hidden">Gegevensexports, nieuwste eerst</caption>
              <thead>
                <tr>
                  <th scope="col">Aangevraagd</th>
                  <th scope="col">Door</th>
                  <th scope="col">Klant</th>
                  <th scope="col">Soort</th>
                  <th scope="col">Stand</th>
                </tr>
              </thead>
              <tbody>
                {exports.map((item) => (
                  <tr key={item.id}>
                    <td data-label="Aangevraagd">{formatDateTime(item.created_at)}</td>
                    <td data-label="Door">{item.person_name}</td>
                    <td data-label="Klant">{item.customer_name}</td>
                    <td data-label="Soort">{dataExportScopeLabels[item.scope]}</td>
                    <td data-label="Stand">
                      {stateLabels[item.state]}
                      {item.downloaded_at ? ` (${formatDateTime(item.downloaded_at)})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryListStatus>
    </section>
  );
};
