import { ApiRequestError } from '@maatwerk/contract';
import { QueryClient } from '@tanstack/react-query';

/** A 4xx is an answer, not a hiccup: it is not asked again. A failure of the server is, once. */
const retryServerErrors = (failures: number, error: Error): boolean =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 1;

let queryClient: QueryClient | undefined;

/** The back office's query cache, made when it is first needed; emptied on logout. */
export const staffQueryClient = (): QueryClient => {
  queryClient ??= new QueryClient({
    defaultOptions: {
      queries: { retry: retryServerErrors, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
};
