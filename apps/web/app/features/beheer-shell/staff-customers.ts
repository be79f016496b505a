import { apiRoutes } from '@maatwerk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-api.ts';

/** Every list of customers (all, or those a search finds) starts with this key. */
export const staffCustomersKey = ['staff-customers'] as const;

/**
 * The customers, all of them or those a search finds: the customers page, and the choice of a
 * customer on the invoice pages. A new search keeps the last answer on screen until it is there.
 */
export const useStaffCustomers = (search = '') =>
  useQuery({
    queryKey: [...staffCustomersKey, search],
    queryFn: () => staffApi(apiRoutes.staffListCustomers, { query: search ? { q: search } : {} }),
    placeholderData: keepPreviousData,
  });
