import type { AttachmentEndpoints } from '~/components/attachments/index.ts';
import { staffToken } from '~/features/beheer-shell/index.ts';

/** The back office's attachments: uploaded and fetched with the staff login. */
export const staffAttachments: AttachmentEndpoints = {
  uploadPath: '/staff/attachments',
  filePath: (id) => `/staff/attachments/${id}`,
  thumbnailPath: (id) => `/staff/attachments/${id}/thumbnail`,
  token: staffToken,
};
