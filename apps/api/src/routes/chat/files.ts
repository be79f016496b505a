import { apiRoutes, CHAT_TOO_MANY_MESSAGE } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { chatFileDownload, hashChatSession, uploadChatFile } from '../../services/chat/index.ts';
import { acceptFileBodies, bodyStream, declaredLength, sendFile } from '../file-bodies.ts';
import { sessionFromHeader } from './session-header.ts';

/**
 * Files in the chat: the chat's browser uploads one for a line (the order attachment rules, counted
 * with its messages against the per-browser limit) and downloads those of its own chat only.
 */
export const chatFileRoutes = async (app: FastifyInstance) => {
  acceptFileBodies(app);

  registerRoute(app, apiRoutes.uploadChatAttachment, async ({ params, query, request }) => {
    const sessionId = sessionFromHeader(request);
    await app.limits.chatMessagesBySession.take(hashChatSession(sessionId), () => CHAT_TOO_MANY_MESSAGE);
    return uploadChatFile(app.db, params.chatId, sessionId, {
      name: query.name,
      declaredLength: declaredLength(request),
      body: bodyStream(request),
    });
  });

  registerRoute(app, apiRoutes.downloadChatAttachment, async ({ params, request, reply }) =>
    sendFile(reply, await chatFileDownload(app.db, params.chatId, sessionFromHeader(request), params.id)),
  );

  registerRoute(app, apiRoutes.chatAttachmentThumbnail, async ({ params, request, reply }) =>
    sendFile(
      reply,
      await chatFileDownload(app.db, params.chatId, sessionFromHeader(request), params.id, {
        thumbnail: true,
      }),
    ),
  );
};
