import { apiRoutes, type StaffInvoice, type StaffInvoiceListQuery } from '@maatwerk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const invoicesKey = ['staff-invoices'] as const;
const invoiceKey = (id: number) => ['staff-invoice', id] as const;
const hourBundlesKey = (customerId: number) => ['staff-hour-bundles', customerId] as const;

/** The invoices a filter picks, newest first; the last answer stays on screen while a new filter loads. */
export const useStaffInvoices = (query: StaffInvoiceListQuery) =>
  useQuery({
    queryKey: [...invoicesKey, query],
    queryFn: () => staffApi(apiRoutes.staffListInvoices, { query }),
    placeholderData: keepPreviousData,
  });

export const useStaffInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKey(id),
    queryFn: () => staffApi(apiRoutes.staffGetInvoice, { params: { id } }),
  });

/**
 * After a write to an invoice: `put` shows the invoice the API answered, `reload` reads it again.
 * Either way the lists of invoices are marked stale, so that they show the change on return.
 */
export const useInvoiceCache = () => {
  const queryClient = useQueryClient();
  const listsStale = () => void queryClient.invalidateQueries({ queryKey: invoicesKey });
  return {
    put: (invoice: StaffInvoice) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      listsStale();
    },
    reload: async (id: number) => {
      await queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
      listsStale();
    },
    removed: (id: number) => {
      queryClient.removeQueries({ queryKey: invoiceKey(id) });
      listsStale();
    },
  };
};

/** A customer's prepaid hour bundles. */
export const useHourBundles = (customerId: number) =>
  useQuery({
    queryKey: hourBundlesKey(customerId),
    queryFn: () => staffApi(apiRoutes.staffListHourBundles, { params: { id: customerId } }),
  });

/** A bundle sold: the customer's bundles are read again, and its concept invoice joins the lists. */
export const useHourBundlesChanged = (customerId: number) => {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: invoicesKey });
    await queryClient.invalidateQueries({ queryKey: hourBundlesKey(customerId) });
  };
};
