import { apiRoutes, type CustomerBody } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi, staffCustomersKey } from '~/features/beheer-shell/index.ts';

const customerKey = (id: number) => ['staff-customer', id] as const;
const servicesKey = (id: number) => ['staff-customer-services', id] as const;

export const useStaffCustomer = (id: number) =>
  useQuery({
    queryKey: customerKey(id),
    queryFn: () => staffApi(apiRoutes.staffGetCustomer, { params: { id } }),
  });

export const useCustomerServices = (id: number) =>
  useQuery({
    queryKey: servicesKey(id),
    queryFn: () => staffApi(apiRoutes.staffListCustomerServices, { params: { id } }),
  });

/**
 * After a write to a customer's people, rate or services: that part is read again (the promise
 * settles once it is there) and the lists of customers are marked stale.
 */
export const useCustomerChanged = (id: number) => {
  const queryClient = useQueryClient();
  return {
    customer: async () => {
      void queryClient.invalidateQueries({ queryKey: staffCustomersKey });
      await queryClient.invalidateQueries({ queryKey: customerKey(id) });
    },
    services: () => queryClient.invalidateQueries({ queryKey: servicesKey(id) }),
  };
};

/** The company data saved: the answer is the customer on the page; the lists are read again. */
export const useUpdateCustomer = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) => staffApi(apiRoutes.staffUpdateCustomer, { params: { id }, body }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKey(id), customer);
      void queryClient.invalidateQueries({ queryKey: staffCustomersKey });
    },
  });
};

/** A new customer: the lists of customers are read again before the form is done. */
export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) => staffApi(apiRoutes.staffCreateCustomer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCustomersKey }),
  });
};
