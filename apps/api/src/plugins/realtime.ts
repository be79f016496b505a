import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { type EventStream, lastEventId, openEventStream } from '../lib/event-stream.ts';
import { HttpError } from '../lib/http-error.ts';
import type { ChatSignal, Realtime } from '../ports/realtime.ts';
import { CHAT_CHANNEL, chatStreamSource, readChatSignal } from '../services/chat/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime & {
      /** Streams one chat's lines after Last-Event-ID and then as they come; notes only for staff. */
      streamChat: (
        request: FastifyRequest,
        reply: FastifyReply,
        chat: { chatId: string; audience: 'bezoeker' | 'medewerker' },
      ) => Promise<void>;
      /** Streams a `changed` event whenever any chat starts, changes hands or ends. */
      streamChatList: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    };
  }
}

/**
 * The real-time channel (decision 0062): one LISTEN of the chat channel per instance, opened at the
 * first stream, whose signals go to the streams of their chat in this process. The database
 * delivers a notification to every instance on it (PostgreSQL) or in this process (PGlite).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { listen }: { listen?: Database['listen'] }) => {
    const listeners = new Map<string, Set<(signal: ChatSignal) => void>>();
    const streams = new Set<EventStream>();
    let listening: Promise<() => Promise<void>> | undefined;

    const deliver = (payload: string) => {
      const signal = readChatSignal(payload);
      if (!signal) return;
      for (const key of [signal.chatId, '*']) {
        for (const listener of listeners.get(key) ?? []) listener(signal);
      }
    };

    const subscribe: Realtime['subscribe'] = async (chatId, onSignal) => {
      if (!listen) throw new Error('this database cannot listen');
      listening ??= listen(CHAT_CHANNEL, deliver);
      await listening;
      const set = listeners.get(chatId) ?? new Set();
      set.add(onSignal);
      listeners.set(chatId, set);
      return () => {
        set.delete(onSignal);
        if (set.size === 0) listeners.delete(chatId);
      };
    };

    const open = (request: FastifyRequest, reply: FastifyReply): EventStream => {
      // A caller that does not ask for a stream (a script, a test's inject) would wait for an
      // answer that never ends: it hears what this address gives instead.
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new HttpError(
          'bad_request',
          'Dit adres geeft een stroom van gebeurtenissen: vraag om text/event-stream.',
        );
      }
      app.leaveRequestQueue(request);
      const stream = openEventStream(reply);
      streams.add(stream);
      stream.onClose(() => streams.delete(stream));
      return stream;
    };

    /** Subscribes for an open stream; a stream whose subscription fails ends, and the browser comes back. */
    const follow = async (
      request: FastifyRequest,
      stream: EventStream,
      key: string,
      onSignal: (signal: ChatSignal) => void,
    ) => {
      try {
        const unsubscribe = await subscribe(key, onSignal);
        stream.onClose(unsubscribe);
        return true;
      } catch (error) {
        request.log.error({ err: error }, 'chat stream could not listen');
        stream.end();
        return false;
      }
    };

    const streamChat: FastifyInstance['realtime']['streamChat'] = async (
      request,
      reply,
      { chatId, audience },
    ) => {
      const source = chatStreamSource(app.db, chatId, audience);
      let cursor = lastEventId(request);
      const stream = open(request, reply);
      let queue = Promise.resolve();
      // One read at a time, each from the last id sent: a line is sent once, in order, whatever
      // signals arrive meanwhile.
      const flush = () => {
        queue = queue
          .then(async () => {
            for (const message of await source.after(cursor)) {
              stream.send('message', message, message.id);
              cursor = message.id;
            }
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'chat stream could not read'));
      };
      const following = await follow(request, stream, chatId, (signal) => {
        if (signal.kind === 'message') flush();
        else if (signal.by !== audience)
          stream.send(signal.kind, { by: signal.by ?? null, up_to: signal.upTo ?? null });
      });
      // Subscribed first, then the catch-up: a line written in between is read by one or the other.
      if (following) flush();
    };

    const streamChatList: FastifyInstance['realtime']['streamChatList'] = async (request, reply) => {
      const stream = open(request, reply);
      await follow(request, stream, '*', (signal) => {
        if (signal.kind === 'status' || signal.kind === 'message')
          stream.send('changed', { chat_id: signal.chatId });
      });
    };

    app.decorate('realtime', { subscribe, streamChat, streamChatList });

    // Open streams would keep the server from closing: they end first, then the LISTEN.
    app.addHook('preClose', async () => {
      for (const stream of [...streams]) stream.end();
    });
    app.addHook('onClose', async () => {
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    });
  },
);
