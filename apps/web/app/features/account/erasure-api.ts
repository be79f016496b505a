import { apiRoutes, type RequestErasureBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';

const erasureQueryKey = ['account', 'erasure-request'] as const;

/** The person's latest request for erasure, if any. */
export const useErasureRequest = () =>
  useQuery({ queryKey: erasureQueryKey, queryFn: () => api(apiRoutes.getMyErasureRequest, {}) });

export const useRequestErasure = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestErasureBody) => api(apiRoutes.requestErasure, { body }),
    onSuccess: (answer) => queryClient.setQueryData(erasureQueryKey, answer),
  });
};
