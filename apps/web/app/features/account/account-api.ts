import { type Account, apiRoutes, type UpdateAccountBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';

export const accountQueryKey = ['account'] as const;

export const useAccount = () =>
  useQuery({ queryKey: accountQueryKey, queryFn: () => api(apiRoutes.getAccount, {}) });

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => api(apiRoutes.updateAccount, { body }),
    onSuccess: (account: Account) => queryClient.setQueryData(accountQueryKey, account),
  });
};

/** The second factor turned on or off: the account says so on its next read. */
export const useRefreshAccount = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountQueryKey });
};
