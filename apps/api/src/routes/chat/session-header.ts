import { CHAT_NOT_FOUND_MESSAGE, CHAT_SESSION_HEADER, ChatSessionId } from '@maatwerk/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The browser's secret from the x-chat-session header, for the calls without a JSON body (the event
 * stream, files): missing or malformed is 404, as a wrong one is.
 */
export const sessionFromHeader = (request: FastifyRequest): string => {
  const header = request.headers[CHAT_SESSION_HEADER];
  const sessionId = ChatSessionId.safeParse(Array.isArray(header) ? header[0] : header);
  if (!sessionId.success) throw new HttpError('not_found', CHAT_NOT_FOUND_MESSAGE);
  return sessionId.data;
};
