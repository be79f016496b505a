import type { UseQueryResult } from '@tanstack/react-query';
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

/** A list or page that could not be loaded: what failed, and a retry unless it would fail again. */
export const LoadError = ({
  failure,
  retry,
  isFetching = false,
}: Pick<ListStatusProps, 'failure'> & Partial<Pick<ListStatusProps, 'retry' | 'isFetching'>>) => (
  <div className={styles.error} role="alert">
    <p>{failure}</p>
    {retry && <RetryButton retry={retry} isFetching={isFetching} />}
  </div>
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
  if (state === 'error') return <LoadError failure={failure} retry={retry} isFetching={isFetching} />;
  return <>{children}</>;
};

export interface QueryListStatusProps<TData> extends Pick<ListStatusProps, 'failure' | 'loading'> {
  query: UseQueryResult<TData>;
  /** What the page shows of the data once it is loaded. */
  children: (data: TData) => ReactNode;
}

/**
 * A TanStack query's data, shown as `ListStatus` shows a list: a busy line until the first answer,
 * an error with a retry if there never was one. Data once loaded stays on screen while it is fetched
 * again (after a write, or for a new filter) and if that fetch fails.
 */
export const QueryListStatus = <TData,>({
  query,
  failure,
  loading,
  children,
}: QueryListStatusProps<TData>) => (
  <ListStatus
    state={query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading'}
    isFetching={query.isFetching}
    retry={query.refetch}
    failure={failure}
    loading={loading}
  >
    {query.data !== undefined && children(query.data)}
  </ListStatus>
);
