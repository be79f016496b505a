import { apiRoutes } from '@maatwerk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffApi, staffToken } from '~/features/beheer-shell/index.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';

/** The VAT return and ICP listing of a quarter ('2026-Q1'); the last one stays on screen while the next loads. */
export const useVatReturn = (quarter: string) =>
  useQuery({
    queryKey: ['staff-vat-return', quarter],
    queryFn: () => staffApi(apiRoutes.staffGetVatReturn, { query: { quarter } }),
    placeholderData: keepPreviousData,
  });

/** Revenue of a year per month and product group. */
export const useRevenue = (year: number) =>
  useQuery({
    queryKey: ['staff-revenue', year],
    queryFn: () => staffApi(apiRoutes.staffGetRevenue, { query: { year } }),
    placeholderData: keepPreviousData,
  });

const csvDownload = (path: string, filename: string, what: string) =>
  downloadWithToken({ path, token: staffToken(), accept: 'text/csv', filename, what });

/** The CSV files; each download is recorded in the audit log by the API. Throws a Dutch message. */
export const reportDownloads = {
  vatReturn: (quarter: string) =>
    csvDownload(
      `${apiRoutes.staffDownloadVatReturnCsv.path}?quarter=${quarter}`,
      `btw-aangifte-${quarter}.csv`,
      'De btw-aangifte',
    ),
  icp: (quarter: string) =>
    csvDownload(
      `${apiRoutes.staffDownloadIcpCsv.path}?quarter=${quarter}`,
      `icp-opgaaf-${quarter}.csv`,
      'De ICP-opgaaf',
    ),
  revenue: (year: number) =>
    csvDownload(
      `${apiRoutes.staffDownloadRevenueCsv.path}?year=${year}`,
      `omzet-${year}.csv`,
      'Het omzetoverzicht',
    ),
};
