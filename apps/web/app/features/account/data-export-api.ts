import { apiRoutes, type DataExport, type DataExportScope } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';

const dataExportsQueryKey = ['account', 'data-exports'] as const;
/** How often the page asks for the progress of an export under way. */
const POLL_MS = 1000;

const underWay = (item: DataExport) => item.state === 'queued' || item.state === 'running';

/** The person's exports, polled while one is being made (its progress bar). */
export const useDataExports = () =>
  useQuery({
    queryKey: dataExportsQueryKey,
    queryFn: () => api(apiRoutes.listDataExports, {}),
    refetchInterval: (query) => (query.state.data?.some(underWay) ? POLL_MS : false),
  });

export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: DataExportScope) => api(apiRoutes.requestDataExport, { body: { scope } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
};

/** The one download of a ready export, with the login token; the list then shows it as used. */
export const useDownloadDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DataExport) =>
      downloadWithToken({
        path: apiRoutes.downloadDataExport.path.replace(':id', item.id),
        token: clientStore.getState().loginCode,
        accept: 'application/zip',
        filename: `gegevens-${item.created_at.slice(0, 10)}.zip`,
        what: 'De kopie van je gegevens',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
};
