import { type AcceptOfferteBody, apiRoutes, type CustomerOfferte } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';

const offertesKey = ['offertes'] as const;
const offerteKey = (id: number) => ['offerte', id] as const;

/** The customer's sent offertes, newest first. */
export const useOffertes = () =>
  useQuery({ queryKey: offertesKey, queryFn: () => api(apiRoutes.listOffertes, {}) });

/** One offerte's current version. */
export const useOfferte = (id: number) =>
  useQuery({ queryKey: offerteKey(id), queryFn: () => api(apiRoutes.getOfferte, { params: { id } }) });

/**
 * Accepting or declining answers the offerte as it now stands: shown at once, the list read again,
 * and the orders too, since an acceptance turns the lines into orders.
 */
const useOfferteWrite = <T>(write: (id: number, input: T) => Promise<CustomerOfferte>) => {
  const queryClient = useQueryClient();
  const { refetch } = usePortalFetchers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: T }) => write(id, input),
    onSuccess: (offerte) => {
      queryClient.setQueryData(offerteKey(offerte.id), offerte);
      void queryClient.invalidateQueries({ queryKey: offertesKey });
      if (offerte.status === 'geaccepteerd') void refetch('orders');
    },
  });
};

export const useAcceptOfferte = () =>
  useOfferteWrite((id, body: AcceptOfferteBody) => api(apiRoutes.acceptOfferte, { params: { id }, body }));

export const useDeclineOfferte = () =>
  useOfferteWrite((id, reason: string) =>
    api(apiRoutes.declineOfferte, { params: { id }, body: { reason } }),
  );

/** A question becomes an order: the orders are read again, so that it is there when the customer looks. */
export const useAskOfferteQuestion = () => {
  const { refetch } = usePortalFetchers();
  return useMutation({
    mutationFn: ({ id, bodyHtml }: { id: number; bodyHtml: string }) =>
      api(apiRoutes.askOfferteQuestion, { params: { id }, body: { body_html: bodyHtml } }),
    onSuccess: () => void refetch('orders'),
  });
};
