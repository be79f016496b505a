import { ApiRequestError } from '@maatwerk/contract';
import type { ReactNode } from 'react';
import { LoadError } from '~/components/list-status.tsx';

interface OrderQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * An order's page while its order is not there: loading, not found (404, with `missing` as the
 * explanation), or failed with a retry. Nothing once the order is there.
 */
export const OrderNotReady = ({
  id,
  query,
  back,
  missing,
}: {
  id: number;
  query: OrderQuery;
  back: ReactNode;
  missing: string;
}) => {
  if (query.isPending) {
    return (
      <>
        {back}
        <h1>Opdracht #{id}</h1>
        <p aria-busy="true">Bezig met laden…</p>
      </>
    );
  }
  if (!query.isError) return null;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <>
      {back}
      <h1>{notFound ? 'Opdracht niet gevonden' : `Opdracht #${id}`}</h1>
      {notFound ? (
        <p role="alert">{missing}</p>
      ) : (
        <LoadError
          failure="De opdracht kon niet worden geladen. Probeer het opnieuw."
          retry={query.refetch}
          isFetching={query.isFetching}
        />
      )}
    </>
  );
};
