import { ApiRequestError, apiRoutes, type BillableHoursQuery } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';

const hoursKey = ['billable-hours'] as const;

/** The customer's submitted hours of one order or one month; a 4xx is final. */
export const useBillableHours = (query: BillableHoursQuery, enabled = true) =>
  useQuery({
    queryKey: [...hoursKey, query],
    enabled,
    queryFn: () => api(apiRoutes.listBillableHours, { query }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

/**
 * Approving and disputing; afterwards the hours, the work not yet invoiced and the strippenkaart
 * (approved hours are drawn from it first) are read again.
 */
export const useHoursAnswers = () => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: hoursKey });
    void refetch('proForma');
    void refetch('hourBundles');
  };
  return {
    approve: useMutation({
      mutationFn: (ids: number[]) => api(apiRoutes.approveBillableHours, { body: { entry_ids: ids } }),
      onSuccess: reload,
    }),
    dispute: useMutation({
      mutationFn: (input: { id: number; comment: string }) =>
        api(apiRoutes.disputeBillableHour, { params: { id: input.id }, body: { comment: input.comment } }),
      onSuccess: reload,
    }),
  };
};
