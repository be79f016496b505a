import { apiRoutes, type ServiceLevels } from '@maatwerk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const levelsKey = ['staff-service-levels'] as const;

/** The business hours, targets per priority and holidays. */
export const useServiceLevels = () =>
  useQuery({ queryKey: levelsKey, queryFn: () => staffApi(apiRoutes.getServiceLevels, {}) });

/** What a save answered becomes the page's service levels. */
export const useServiceLevelsSaved = () => {
  const queryClient = useQueryClient();
  return (levels: ServiceLevels) => queryClient.setQueryData(levelsKey, levels);
};

/** The first responses of one month ('2026-03'). */
export const useServiceLevelReport = (month: string) =>
  useQuery({
    queryKey: ['staff-service-level-report', month],
    queryFn: () => staffApi(apiRoutes.getServiceLevelReport, { query: { month } }),
  });

/** The answers to the satisfaction question of one month ('2026-03'). */
export const useSatisfactionReport = (month: string) =>
  useQuery({
    queryKey: ['staff-satisfaction-report', month],
    queryFn: () => staffApi(apiRoutes.staffSatisfactionReport, { query: { month } }),
  });
