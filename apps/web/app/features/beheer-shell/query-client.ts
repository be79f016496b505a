import { QueryClient } from '@tanstack/react-query';

let queryClient: QueryClient | undefined;

/** The back office's query cache, made when it is first needed; emptied on logout. */
export const staffQueryClient = (): QueryClient => {
  queryClient ??= new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
};
