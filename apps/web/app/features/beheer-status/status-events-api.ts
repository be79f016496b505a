import { apiRoutes } from '@maatwerk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const eventsKey = ['staff-status-events'] as const;

/** Incidents and maintenance, posted and to come. */
export const useStatusEvents = () =>
  useQuery({ queryKey: eventsKey, queryFn: () => staffApi(apiRoutes.staffListStatusEvents, {}) });

/** The customers' services an event can name; asked only by those who may post one. */
export const useStatusResources = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff-status-resources'],
    queryFn: () => staffApi(apiRoutes.staffListStatusResources, {}),
    enabled,
  });

/** An event posted, updated, edited or removed: the list is read again (settles once it is there). */
export const useStatusEventsChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventsKey });
};
