import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import {
  chatToOrder,
  customerChats,
  handOverChat,
  listChats,
  setChatAvailability,
  staffChatDetail,
  staffChatMessage,
  staffEndChat,
  staffTyping,
  takeChat,
} from '../../services/chat/index.ts';
import { writerOf } from '../staff-request.ts';

/** The live chat in the back office (decision 0062): every write is in the audit log. */
export const staffChatRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffChats, async ({ request }) =>
    listChats(app.db, staffOf(request).staffId),
  );

  registerRoute(app, apiRoutes.staffChatsEvents, async ({ request, reply }) => {
    await app.realtime.streamChatList(request, reply);
    return reply as never;
  });

  registerRoute(app, apiRoutes.staffChat, async ({ params }) => staffChatDetail(app.db, params.chatId));

  registerRoute(app, apiRoutes.staffChatEvents, async ({ params, request, reply }) => {
    await staffChatDetail(app.db, params.chatId);
    await app.realtime.streamChat(request, reply, { chatId: params.chatId, audience: 'medewerker' });
    return reply as never;
  });

  registerRoute(app, apiRoutes.setChatAvailability, async ({ body, request }) => {
    await setChatAvailability(app.db, writerOf(request), body.available);
    return { available: body.available };
  });

  registerRoute(app, apiRoutes.takeChat, async ({ params, request }) =>
    takeChat(app.db, writerOf(request), params.chatId),
  );

  registerRoute(app, apiRoutes.staffChatMessage, async ({ params, body, request }) =>
    staffChatMessage(app.db, writerOf(request), params.chatId, body),
  );

  registerRoute(app, apiRoutes.staffChatTyping, async ({ params }) => {
    await staffTyping(app.db, params.chatId);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.handOverChat, async ({ params, body, request }) =>
    handOverChat(app.db, writerOf(request), params.chatId, body.staff_id),
  );

  registerRoute(app, apiRoutes.staffEndChat, async ({ params, request }) =>
    staffEndChat(app.db, writerOf(request), params.chatId),
  );

  registerRoute(app, apiRoutes.chatToOrder, async ({ params, body, request }) =>
    chatToOrder(app.db, writerOf(request), params.chatId, body.title),
  );

  registerRoute(app, apiRoutes.customerChats, async ({ params }) => ({
    chats: await customerChats(app.db, params.id),
  }));
};
