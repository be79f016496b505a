import {
  type Account,
  apiRoutes,
  type CompanyChangeRequestBody,
  type CreateApiKeyBody,
  type CreateWebhookEndpointBody,
  type UpdateAccountBody,
  type UpdateProfileBody,
  type UpdateWebhookEndpointBody,
} from '@maatwerk/contract';
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

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api(apiRoutes.updateProfile, { body }),
    onSuccess: (account: Account) => queryClient.setQueryData(accountQueryKey, account),
  });
};

/** The request becomes an order: the orders list is read again the next time it is shown. */
export const useRequestCompanyChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyChangeRequestBody) => api(apiRoutes.requestCompanyChange, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-stories'] }),
  });
};

const apiKeysQueryKey = ['api-keys'] as const;

/** The customer's API keys, for its eigenaar (Mijn account → API-sleutels). */
export const useApiKeys = (enabled: boolean) =>
  useQuery({ queryKey: apiKeysQueryKey, queryFn: () => api(apiRoutes.listApiKeys, {}), enabled });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api(apiRoutes.createApiKey, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(apiRoutes.revokeApiKey, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

const webhooksQueryKey = ['webhooks'] as const;

/** The customer's webhook endpoints, for its eigenaar (Mijn account → Webhooks). */
export const useWebhookEndpoints = (enabled: boolean) =>
  useQuery({ queryKey: webhooksQueryKey, queryFn: () => api(apiRoutes.listWebhookEndpoints, {}), enabled });

/** The last deliveries of one endpoint, read while its log is open. */
export const useWebhookDeliveries = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...webhooksQueryKey, id, 'deliveries'],
    queryFn: () => api(apiRoutes.listWebhookDeliveries, { params: { id } }),
    enabled,
  });

/** Every change to an endpoint or its deliveries: the list and the open logs are read again. */
const useWebhookMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};

export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((body: CreateWebhookEndpointBody) => api(apiRoutes.createWebhookEndpoint, { body }));

export const useUpdateWebhookEndpoint = () =>
  useWebhookMutation(({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) =>
    api(apiRoutes.updateWebhookEndpoint, { params: { id }, body }),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => api(apiRoutes.rotateWebhookSecret, { params: { id } }));

export const useDeleteWebhookEndpoint = () =>
  useWebhookMutation((id: string) => api(apiRoutes.deleteWebhookEndpoint, { params: { id } }));

export const useSendWebhookTest = () =>
  useWebhookMutation((id: string) => api(apiRoutes.sendWebhookTest, { params: { id } }));

export const useRedeliverWebhook = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api(apiRoutes.redeliverWebhook, { params: { id, deliveryId } }),
  );

const teamQueryKey = ['team'] as const;

/** The customer's people, for its eigenaar (Mijn account → Team). */
export const useTeam = (enabled: boolean) =>
  useQuery({ queryKey: teamQueryKey, queryFn: () => api(apiRoutes.listTeamMembers, {}), enabled });

/** Invite, change a role or remove: the list is read again afterwards. */
export const useTeamChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
};
