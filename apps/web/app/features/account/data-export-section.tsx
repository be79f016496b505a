import {
  type Account,
  type DataExport,
  type DataExportScope,
  dataExportContents,
  dataExportScopeLabels,
  dataExportTexts,
  formatFileSize,
} from '@maatwerk/contract';
import { useId } from 'react';
import { formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from './data-export-api.ts';

const texts = dataExportTexts;

/** Where the newest export of one kind stands: its progress, its download, or what became of it. */
const ExportState = ({ item }: { item: DataExport }) => {
  const download = useDownloadDataExport();
  const label = dataExportScopeLabels[item.scope];
  switch (item.state) {
    case 'queued':
    case 'running':
      return (
        <div>
          <progress
            className={styles.progress}
            max={100}
            value={item.percent}
            aria-label={texts.progressLabel(label)}
          />
          <p className={styles.muted}>{texts.running(item.percent)}</p>
        </div>
      );
    case 'ready':
      return (
        <div>
          <p role="status">
            {texts.readyUntil(formatDateTime(item.expires_at ?? item.created_at))}
            {item.size_bytes !== null && ` (${formatFileSize(item.size_bytes)})`}
          </p>
          <button
            type="button"
            className="button"
            disabled={download.isPending}
            onClick={() => download.mutate(item)}
          >
            {download.isPending ? texts.downloading : texts.download}
          </button>
          {download.error && (
            <p className={styles.error} role="alert">
              {download.error.message}
            </p>
          )}
        </div>
      );
    case 'downloaded':
      return <p className={styles.muted}>{texts.downloaded}</p>;
    case 'expired':
      return <p className={styles.muted}>{texts.expired}</p>;
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {item.error}
        </p>
      );
  }
};

const ExportKind = ({ scope, latest }: { scope: DataExportScope; latest: DataExport | undefined }) => {
  const request = useRequestDataExport();
  const busy = request.isPending || latest?.state === 'queued' || latest?.state === 'running';
  return (
    <div>
      <h3 className={styles.subheading}>{dataExportScopeLabels[scope]}</h3>
      <p>{texts.what}:</p>
      <ul>
        {dataExportContents[scope].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {latest && <ExportState item={latest} />}
      {!busy && (
        <button type="button" className="button button-secondary" onClick={() => request.mutate(scope)}>
          {texts.request[scope]}
        </button>
      )}
      {request.error && (
        <p className={styles.error} role="alert">
          {request.error.message}
        </p>
      )}
    </div>
  );
};

/**
 * Mijn account → Je gegevens: a copy of one's own data, and for the eigenaar of the company's, made
 * in the background with a progress bar, downloaded once (AVG).
 */
export const DataExportSection = ({ account }: { account: Account }) => {
  const headingId = useId();
  const exports = useDataExports();
  const scopes: DataExportScope[] = account.team_role === 'eigenaar' ? ['person', 'company'] : ['person'];
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <p className={styles.muted}>{texts.validity}</p>
      {exports.error && (
        <p className={styles.error} role="alert">
          {exports.error.message}
        </p>
      )}
      {scopes.map((scope) => (
        <ExportKind key={scope} scope={scope} latest={exports.data?.find((item) => item.scope === scope)} />
      ))}
    </section>
  );
};
