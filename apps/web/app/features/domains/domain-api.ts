import { ApiRequestError, apiRoutes, type Domain, type UpdateDomainBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';

export const domainQueryKey = (id: number) => ['domain', id] as const;

/** One domain of the customer; a 404 (not there, or another customer's) is not retried. */
export const useDomain = (id: number) =>
  useQuery({
    queryKey: domainQueryKey(id),
    queryFn: () => api(apiRoutes.getDomain, { params: { id } }),
    enabled: id > 0,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

/**
 * Sends a change with `POST /domain-names/{id}?_method=PUT`; the answer becomes the domain on the
 * page and the overview list is fetched again.
 */
export const useUpdateDomain = (id: number) => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  return useMutation({
    mutationFn: (changes: UpdateDomainBody) => api(apiRoutes.updateDomain, { params: { id }, body: changes }),
    onSuccess: (domain: Domain) => {
      queryClient.setQueryData(domainQueryKey(id), domain);
      void refetch('domains');
    },
  });
};

/** The Dutch message of a failed call, for people. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
