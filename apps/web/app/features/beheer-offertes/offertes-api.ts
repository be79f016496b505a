import { apiRoutes, type OfferteBody, type StaffOfferte } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const offertesKey = ['staff-offertes'] as const;
const offerteKey = (id: number) => ['staff-offerte', id] as const;

/** Every offerte, newest first. */
export const useStaffOffertes = () =>
  useQuery({ queryKey: offertesKey, queryFn: () => staffApi(apiRoutes.staffListOffertes, {}) });

/** One offerte with its versions, evidence and the work it started (the view is audited). */
export const useStaffOfferte = (id: number) =>
  useQuery({
    queryKey: offerteKey(id),
    queryFn: () => staffApi(apiRoutes.staffGetOfferte, { params: { id } }),
  });

/** The product list, for the lines of a recurring service. */
export const useOfferteProducts = () =>
  useQuery({ queryKey: ['staff-products'], queryFn: () => staffApi(apiRoutes.staffListProducts, {}) });

/** After a write: the offerte as the API answered it, and the list read again. */
const useOfferteWrite = <T>(write: (input: T) => Promise<StaffOfferte>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (offerte) => {
      queryClient.setQueryData(offerteKey(offerte.id), offerte);
      void queryClient.invalidateQueries({ queryKey: offertesKey });
    },
  });
};

export const useSaveOfferte = () =>
  useOfferteWrite(({ id, body }: { id?: number; body: OfferteBody }) =>
    id === undefined
      ? staffApi(apiRoutes.staffCreateOfferte, { body })
      : staffApi(apiRoutes.staffUpdateOfferte, { params: { id }, body }),
  );

export const useSendOfferte = () =>
  useOfferteWrite((id: number) => staffApi(apiRoutes.staffSendOfferte, { params: { id } }));
