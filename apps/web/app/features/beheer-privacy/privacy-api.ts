import { apiRoutes, type PublishAgreementBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const agreementsKey = ['staff-agreements'] as const;
const erasureKey = ['staff-erasure-requests'] as const;

/** Every published version of the documents customers must accept. */
export const useStaffAgreements = () =>
  useQuery({ queryKey: agreementsKey, queryFn: () => staffApi(apiRoutes.listStaffAgreements, {}) });

/** Who accepted one version, with the evidence; loaded when it is opened. */
export const useAcceptances = (id: string, open: boolean) =>
  useQuery({
    queryKey: ['staff-agreement-acceptances', id],
    queryFn: () => staffApi(apiRoutes.listAgreementAcceptances, { params: { id } }),
    enabled: open,
  });

export const usePublishAgreement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishAgreementBody) => staffApi(apiRoutes.publishAgreement, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementsKey }),
  });
};

export const useErasureRequests = (enabled: boolean) =>
  useQuery({
    queryKey: erasureKey,
    queryFn: () => staffApi(apiRoutes.listErasureRequests, {}),
    enabled,
    // While one is being carried out, its state follows.
    refetchInterval: (query) => (query.state.data?.some((one) => one.state === 'confirmed') ? 2000 : false),
  });

export const useErasureDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'refuse' }) =>
      staffApi(decision === 'confirm' ? apiRoutes.confirmErasureRequest : apiRoutes.refuseErasureRequest, {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: erasureKey }),
  });
};

export const useStaffDataExports = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff-data-exports'],
    queryFn: () => staffApi(apiRoutes.listStaffDataExports, {}),
    enabled,
  });
