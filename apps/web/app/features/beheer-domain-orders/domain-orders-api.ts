import { apiRoutes, type DomainOrderStatus } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const ordersKey = ['staff-domain-orders'] as const;

/** Ordered domain names still to be handled, oldest first. */
export const useStaffDomainOrders = () =>
  useQuery({ queryKey: ordersKey, queryFn: () => staffApi(apiRoutes.staffListDomainOrders, {}) });

/** A name moved to a status: the list is read again before the move counts as done. */
export const useMoveDomainOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DomainOrderStatus }) =>
      staffApi(apiRoutes.staffSetDomainOrderStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
};
