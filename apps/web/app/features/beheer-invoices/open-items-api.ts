import { apiRoutes, type OpenItemsCsvQuery, type OpenItemsQuery } from '@maatwerk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffApi, staffToken } from '~/features/beheer-shell/index.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';

/** A page of every customer's open items by age; the last page stays on screen while the next loads. */
export const useOpenItems = (query: OpenItemsQuery) =>
  useQuery({
    queryKey: ['staff-open-items', query],
    queryFn: () => staffApi(apiRoutes.staffListOpenItems, { query }),
    placeholderData: keepPreviousData,
  });

/** A customer's rekeningoverzicht, as the customer sees it. */
export const useCustomerStatement = (customerId: number) =>
  useQuery({
    queryKey: ['staff-customer-statement', customerId],
    queryFn: () => staffApi(apiRoutes.staffGetCustomerStatement, { params: { id: customerId } }),
  });

/** The open items of the filter as CSV; the API records the download in the audit log. Throws a Dutch message. */
export const downloadOpenItemsCsv = (query: OpenItemsCsvQuery, today: string) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return downloadWithToken({
    path: `${apiRoutes.staffDownloadOpenItemsCsv.path}${search ? `?${search}` : ''}`,
    token: staffToken(),
    accept: 'text/csv',
    filename: `openstaande-posten-${today}.csv`,
    what: 'De openstaande posten',
  });
};
