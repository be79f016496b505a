import {
  apiRoutes,
  CHAT_TOO_MANY_MESSAGE,
  CHAT_TOO_MANY_STARTS_MESSAGE,
  CHAT_TOO_MANY_TRANSCRIPTS_MESSAGE,
} from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { bearerToken } from '../../plugins/auth.ts';
import {
  chatAvailable,
  endVisitorChat,
  hashChatSession,
  leaveChatMessage,
  recordPageSeen,
  reopenChat,
  requestChatTranscript,
  sendVisitorMessage,
  startChat,
  viewChat,
  visitorRead,
  visitorTyping,
} from '../../services/chat/index.ts';
import { findSession } from '../../services/sessions.ts';
import { chatFileRoutes } from './files.ts';
import { sessionFromHeader } from './session-header.ts';

/**
 * The visitor's side of the live chat (decision 0062). Anyone may start one; every later call
 * proves the browser by its session_id. A customer's login token, when sent, ties the chat to the
 * person and company; a wrong or expired one is ignored, as for an anonymous visitor.
 */
export const chatRoutes = async (app: FastifyInstance) => {
  await app.register(chatFileRoutes);

  const customerOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return undefined;
    return (await findSession(app.db, token, 'login')) ?? undefined;
  };

  /** Per browser and per address: a flood from one never slows the others or the staff side. */
  const takeMessage = async (request: FastifyRequest, sessionId: string) => {
    await app.limits.chatMessagesBySession.take(hashChatSession(sessionId), () => CHAT_TOO_MANY_MESSAGE);
    await app.limits.chatMessagesByAddress.take(request.ip, () => CHAT_TOO_MANY_MESSAGE);
  };

  registerRoute(app, apiRoutes.chatAvailability, async () => ({ available: await chatAvailable(app.db) }));

  registerRoute(app, apiRoutes.startChat, async ({ body, request }) => {
    await app.limits.chatStartsByAddress.take(request.ip, () => CHAT_TOO_MANY_STARTS_MESSAGE);
    return startChat(app.db, body, await customerOf(request));
  });

  registerRoute(app, apiRoutes.viewChat, async ({ params, body }) =>
    viewChat(app.db, params.chatId, body.session_id, body.after_id),
  );

  registerRoute(app, apiRoutes.sendChatMessage, async ({ params, body, request }) => {
    await takeMessage(request, body.session_id);
    return sendVisitorMessage(app.db, params.chatId, body.session_id, body.body, body.attachment_ids);
  });

  registerRoute(app, apiRoutes.chatTyping, async ({ params, body }) => {
    const budget = await app.limits.chatTypingBySession.tryTake(hashChatSession(body.session_id));
    // Typing past the budget is simply not shown: nobody needs an error for it.
    if (budget.taken) await visitorTyping(app.db, params.chatId, body.session_id);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.chatRead, async ({ params, body }) => {
    await visitorRead(app.db, params.chatId, body.session_id, body.up_to_id);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.endChat, async ({ params, body }) =>
    endVisitorChat(app.db, params.chatId, body.session_id),
  );

  registerRoute(app, apiRoutes.reopenChat, async ({ params, body }) =>
    reopenChat(app.db, params.chatId, body.session_id),
  );

  registerRoute(app, apiRoutes.chatEvents, async ({ params, request, reply }) => {
    // Answers 404 for a wrong secret before the stream opens.
    await viewChat(app.db, params.chatId, sessionFromHeader(request), Number.MAX_SAFE_INTEGER);
    await app.realtime.streamChat(request, reply, { chatId: params.chatId, audience: 'bezoeker' });
    return reply as never;
  });

  registerRoute(app, apiRoutes.mailChatTranscript, async ({ params, body, request }) => {
    await app.limits.chatTranscriptsByAddress.take(request.ip, () => CHAT_TOO_MANY_TRANSCRIPTS_MESSAGE);
    await requestChatTranscript(app.db, params.chatId, body.session_id, body.email);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.chatPageSeen, async ({ params, body }) => {
    const budget = await app.limits.chatPagesBySession.tryTake(hashChatSession(body.session_id));
    // Past the budget a page is simply not kept: the panel needs no error for it.
    if (budget.taken) await recordPageSeen(app.db, params.chatId, body.session_id, body.path);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.leaveChatMessage, async ({ body, request }) => {
    await app.limits.chatLeftByAddress.take(
      request.ip,
      () =>
        `Je hebt al veel berichten achtergelaten. Probeer het later opnieuw, of mail naar ${app.config.CONTACT_EMAIL}.`,
    );
    return leaveChatMessage(
      { db: app.db, mailer: app.mailer, to: app.config.CONTACT_EMAIL, log: request.log },
      body,
      await customerOf(request),
    );
  });
};
