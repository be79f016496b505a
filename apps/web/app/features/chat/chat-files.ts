import { CHAT_SESSION_HEADER } from '@maatwerk/contract';
import type { AttachmentEndpoints } from '~/components/attachments/index.ts';
import type { ChatKeys } from './use-chat.ts';

/** A chat's files: uploaded and fetched by its browser, with its secret in a header, never a login. */
export const chatFileEndpoints = ({ chatId, sessionId }: ChatKeys): AttachmentEndpoints => ({
  uploadPath: `/chats/${chatId}/attachments`,
  filePath: (id) => `/chats/${chatId}/attachments/${id}`,
  thumbnailPath: (id) => `/chats/${chatId}/attachments/${id}/thumbnail`,
  token: () => null,
  headers: () => ({ [CHAT_SESSION_HEADER]: sessionId }),
});
