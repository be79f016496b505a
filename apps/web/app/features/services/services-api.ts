import { apiRoutes, type CustomerService, type PackageChanged, type TransferCode } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';

const servicesKey = ['services'] as const;

/** The customer's services on the product list. */
export const useServices = () =>
  useQuery({ queryKey: servicesKey, queryFn: () => api(apiRoutes.listServices, {}) });

/** Puts a changed service in the list as the API answered it. */
const useReplaceInList = () => {
  const queryClient = useQueryClient();
  return (changed: CustomerService) =>
    queryClient.setQueryData<CustomerService[]>(servicesKey, (list) =>
      list?.map((service) => (service.id === changed.id ? changed : service)),
    );
};

export type ServiceAction =
  | { kind: 'cancel'; id: number }
  | { kind: 'withdraw'; id: number }
  | { kind: 'auto-renew'; id: number; autoRenew: boolean };

/** Cancelling, taking it back and automatic renewal: each answers the service as it now stands. */
export const useServiceAction = () => {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (action: ServiceAction) => {
      const params = { id: action.id };
      if (action.kind === 'cancel') return api(apiRoutes.cancelService, { params });
      if (action.kind === 'withdraw') return api(apiRoutes.withdrawServiceCancellation, { params });
      return api(apiRoutes.setServiceAutoRenew, { params, body: { auto_renew: action.autoRenew } });
    },
    onSuccess: replace,
  });
};

/** A domain's transfer code: kept only in the page's memory, shown once. */
export const useTransferCode = () =>
  useMutation({
    mutationFn: (id: number): Promise<TransferCode> => api(apiRoutes.requestTransferCode, { params: { id } }),
  });

/** The packages a service may move to, asked for when the customer opens the choice. */
export const usePackageOptions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['services', id, 'package-options'],
    queryFn: () => api(apiRoutes.listPackageOptions, { params: { id } }),
    enabled,
  });

/** Moving a service to another package: the list shows the service as the API answered it. */
export const useChangePackage = () => {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ id, productId }: { id: number; productId: number }): Promise<PackageChanged> =>
      api(apiRoutes.changeServicePackage, { params: { id }, body: { product_id: productId } }),
    onSuccess: (changed) => replace(changed.service),
  });
};
