import type { ReactNode } from 'react';
import styles from './list-status.module.css';

export interface ListStatusProps {
  state: 'loading' | 'ready' | 'error';
  isFetching: boolean;
  retry: () => unknown;
  /** What failed, in a sentence: 'De facturen konden niet worden geladen.' */
  failure: string;
  loading?: string;
  children: ReactNode;
}

/** Fetches a failed list again; busy while it does. */
export const RetryButton = ({ retry, isFetching }: Pick<ListStatusProps, 'retry' | 'isFetching'>) => (
  <button
    type="button"
    className="button button-secondary"
    onClick={() => void retry()}
    disabled={isFetching}
  >
    {isFetching ? 'Bezig met laden…' : 'Opnieuw proberen'}
  </button>
);

/** A portal list's content once loaded; before that a busy line, after a failed fetch an error with a retry. */
export const ListStatus = ({ state, isFetching, retry, failure, loading, children }: ListStatusProps) => {
  if (state === 'loading') {
    return (
      <p className={styles.loading} aria-busy="true">
        {loading ?? 'Bezig met laden…'}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p>{failure}</p>
        <RetryButton retry={retry} isFetching={isFetching} />
      </div>
    );
  }
  return <>{children}</>;
};
