import { apiRoutes, type CustomerAgreement } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';

const agreementsQueryKey = ['agreements'] as const;

/** The current version of each document the company must accept, with whether it was accepted. */
export const useAgreements = () =>
  useQuery({ queryKey: agreementsQueryKey, queryFn: () => api(apiRoutes.listAgreements, {}) });

/** SHA-256 (hex) of the text as the page shows it: the API checks it is the document's. */
export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const useAcceptAgreement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: CustomerAgreement) =>
      api(apiRoutes.acceptAgreement, {
        body: { document: document.id, sha256: await sha256Hex(document.content_html), statement: true },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementsQueryKey }),
  });
};
