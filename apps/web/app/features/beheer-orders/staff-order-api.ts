import {
  apiRoutes,
  type StaffOrderDetail,
  type StaffOrderListQuery,
  type StaffOrderSummary,
  type StaffReplyKind,
  type TimeEntryBody,
  type UserStoryStatus,
} from '@maatwerk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const queueKey = ['staff-orders'] as const;
export const staffOrderKey = (id: number) => ['staff-order', id] as const;

export const useStaffOrders = (query: StaffOrderListQuery) =>
  useQuery({
    queryKey: [...queueKey, query],
    queryFn: () => staffApi(apiRoutes.listStaffOrders, { query }),
    placeholderData: keepPreviousData,
  });

export const useStaffOrderFilterOptions = () =>
  useQuery({
    queryKey: ['staff-order-filter-options'],
    queryFn: () => staffApi(apiRoutes.getStaffOrderFilterOptions, {}),
    staleTime: 60_000,
  });

export const useStaffOrder = (id: number) =>
  useQuery({
    queryKey: staffOrderKey(id),
    queryFn: () => staffApi(apiRoutes.getStaffOrder, { params: { id } }),
  });

/**
 * The changes staff make to an order. Each reads the order again (or merges the answer into it)
 * and marks the queue stale, so that the list shows the change on return.
 */
export const useStaffOrderMutations = (id: number) => {
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: staffOrderKey(id) });
    void queryClient.invalidateQueries({ queryKey: queueKey });
  };
  const merge = (summary: StaffOrderSummary) => {
    queryClient.setQueryData<StaffOrderDetail>(staffOrderKey(id), (detail) =>
      detail ? { ...detail, ...summary } : detail,
    );
    return reload();
  };

  return {
    reply: useMutation({
      mutationFn: (input: { kind: StaffReplyKind; body_html: string; attachment_ids: string[] }) =>
        staffApi(apiRoutes.createStaffOrderReply, { params: { id }, body: input }),
      onSuccess: reload,
    }),
    status: useMutation({
      mutationFn: (status: UserStoryStatus) =>
        staffApi(apiRoutes.updateStaffOrderStatus, { params: { id }, body: { status } }),
      onSuccess: (result) => merge(result.order),
    }),
    estimate: useMutation({
      mutationFn: (minutes: number | null) =>
        staffApi(apiRoutes.updateStaffOrderEstimate, { params: { id }, body: { estimate_minutes: minutes } }),
      onSuccess: merge,
    }),
    assignee: useMutation({
      mutationFn: (staffId: number | null) =>
        staffApi(apiRoutes.updateStaffOrderAssignee, { params: { id }, body: { staff_id: staffId } }),
      onSuccess: merge,
    }),
    addTime: useMutation({
      mutationFn: (body: TimeEntryBody) => staffApi(apiRoutes.createTimeEntry, { params: { id }, body }),
      onSuccess: reload,
    }),
    deleteTime: useMutation({
      mutationFn: (entryId: number) => staffApi(apiRoutes.deleteTimeEntry, { params: { id, entryId } }),
      onSuccess: reload,
    }),
  };
};
export type StaffOrderMutations = ReturnType<typeof useStaffOrderMutations>;
