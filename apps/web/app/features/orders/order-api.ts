import {
  ApiRequestError,
  apiRoutes,
  type UserStory,
  type UserStoryDetail,
  type UserStoryStatus,
} from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';

export const orderQueryKey = (id: number) => ['user-story', id] as const;

/** One order with its replies; a 404 is final (not retried). */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: orderQueryKey(id),
    queryFn: () => api(apiRoutes.getUserStory, { params: { id } }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

/**
 * The changes a customer makes to an order. Each puts the answer in the cached detail and fetches
 * the order list again, so that the list and the dashboard show the change at once.
 */
export const useOrderMutations = (id: number) => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();

  const mergeSummary = (summary: UserStory) => {
    queryClient.setQueryData<UserStoryDetail>(orderQueryKey(id), (detail) =>
      detail ? { ...detail, ...summary } : detail,
    );
    void refetch('orders');
  };

  const reply = useMutation({
    mutationFn: ({ html, attachmentIds }: { html: string; attachmentIds: string[] }) =>
      api(apiRoutes.createUserStoryReply, {
        body: { user_story_id: id, body_html: html, attachment_ids: attachmentIds },
      }),
    onSuccess: async () => {
      // A reply can change the status too (waiting for you → in progress): read the whole order again.
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
      void refetch('orders');
    },
  });

  const status = useMutation({
    mutationFn: (next: UserStoryStatus) =>
      api(apiRoutes.updateUserStoryStatus, { body: { user_story_id: id, status: next } }),
    onSuccess: mergeSummary,
  });

  const priority = useMutation({
    mutationFn: (next: number) =>
      api(apiRoutes.updateUserStoryPriority, { params: { id }, body: { user_story_id: id, priority: next } }),
    onSuccess: mergeSummary,
  });

  const invoiceReference = useMutation({
    mutationFn: (next: string) =>
      api(apiRoutes.updateUserStoryInvoiceReference, {
        params: { id },
        body: { user_story_id: id, invoice_reference: next },
      }),
    onSuccess: mergeSummary,
  });

  return { reply, status, priority, invoiceReference };
};

/** Places an order and refreshes the list, so that it is there when the customer looks. */
export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  return useMutation({
    mutationFn: (body: {
      title: string;
      description_html: string;
      priority: number;
      attachment_ids: string[];
    }) => api(apiRoutes.createUserStory, { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(orderQueryKey(created.id), created);
      void refetch('orders');
    },
  });
};
