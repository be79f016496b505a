import { apiRoutes, type ProductBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const productsKey = ['staff-products'] as const;

/** The product and price list, by group and name. */
export const useStaffProducts = () =>
  useQuery({ queryKey: productsKey, queryFn: () => staffApi(apiRoutes.staffListProducts, {}) });

/** A product added or changed: the list is read again before the save counts as done. */
export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductBody }) =>
      id === undefined
        ? staffApi(apiRoutes.staffCreateProduct, { body })
        : staffApi(apiRoutes.staffUpdateProduct, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
};
