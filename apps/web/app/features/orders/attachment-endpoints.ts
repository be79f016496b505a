import type { AttachmentEndpoints } from '~/components/attachments/index.ts';
import { clientStore } from '~/lib/client-store.ts';

/** The portal's attachments: uploaded and fetched with the customer's login. */
export const portalAttachments: AttachmentEndpoints = {
  uploadPath: '/user-story-attachments',
  filePath: (id) => `/user-story-attachments/${id}`,
  thumbnailPath: (id) => `/user-story-attachments/${id}/thumbnail`,
  token: () => clientStore.getState().loginCode,
};
