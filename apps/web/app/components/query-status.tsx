import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStatusProps<TData> {
  query: UseQueryResult<TData>;
  /** What failed, in a sentence (it may hold a link): 'Je team kon niet worden geladen.' */
  failure: ReactNode;
  /** What the page shows of the data once it is loaded. */
  children: (data: TData) => ReactNode;
}

/** Fetched data on a page: a busy line while it loads, what failed with a retry, or what it shows. */
export const QueryStatus = <TData,>({ query, failure, children }: QueryStatusProps<TData>) => {
  if (query.isPending) return <p aria-busy="true">Bezig met laden…</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{failure}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          Opnieuw proberen
        </button>
      </div>
    );
  }
  return children(query.data);
};
