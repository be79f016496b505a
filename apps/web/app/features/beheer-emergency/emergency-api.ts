import { apiRoutes } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const callsKey = ['staff-emergency-calls'] as const;

/** The calls, fetched again every half minute: a new call should not wait for a reload. */
export const useEmergencyCalls = () =>
  useQuery({
    queryKey: callsKey,
    queryFn: () => staffApi(apiRoutes.listStaffEmergencyCalls, {}),
    refetchInterval: 30_000,
  });

export const useAcknowledge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi(apiRoutes.acknowledgeStaffEmergencyCall, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callsKey }),
  });
};

export const useResolve = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi(apiRoutes.resolveStaffEmergencyCall, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callsKey }),
  });
};
