import {
  apiRoutes,
  CHAT_SESSION_HEADER,
  CHAT_TYPING_MS,
  type ChatMessage,
  type ChatStatus,
  type ChatView,
} from '@maatwerk/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '~/lib/api-client.ts';
import { clientStore, useClientStore } from '~/lib/client-store.ts';
import { followEventStream } from '~/lib/event-stream.ts';
import { publicConfig } from '~/lib/public-config.ts';

/** A line the visitor sent that the API has not taken yet, or refused. */
export interface PendingLine {
  key: string;
  body: string;
  failed: string | null;
}

export interface ChatState {
  status: ChatStatus;
  staffName: string | null;
  staffReadUpTo: number;
}

/** What the visitor's own stored line shows: read by staff, or only delivered. */
export const lineState = (line: ChatMessage, staffReadUpTo: number): 'Gelezen' | 'Afgeleverd' =>
  line.id <= staffReadUpTo ? 'Gelezen' : 'Afgeleverd';

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** A chat and its browser's secret. */
export interface ChatKeys {
  chatId: string;
  sessionId: string;
}

/**
 * The visitor's chat: its lines from the API and then from its event stream (decision 0062),
 * resumed after the last id it has; lines sent, typing both ways, read receipts, and what a
 * screen reader announces.
 */
export const useChat = () => {
  const chatId = useClientStore((state) => state.chatId);
  const sessionId = useClientStore((state) => state.sessionId);
  const [chat, setChat] = useState<ChatState | null>(null);
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [staffTyping, setStaffTyping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastId = useRef(0);
  const lastTypingSent = useRef(0);
  /** The chat this browser just ended: its ids are cleared from storage, the transcript still needs them. */
  const [endedChat, setEndedChat] = useState<ChatKeys | null>(null);
  const keys = useMemo<ChatKeys | null>(
    () => (chatId && sessionId ? { chatId, sessionId } : endedChat),
    [chatId, sessionId, endedChat],
  );

  const merge = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    lastId.current = Math.max(lastId.current, ...incoming.map((line) => line.id));
    setLines((known) => {
      const ids = new Set(known.map((line) => line.id));
      const added = incoming.filter((line) => !ids.has(line.id));
      return added.length === 0 ? known : [...known, ...added].sort(byId);
    });
  }, []);

  const applyView = useCallback(
    (view: ChatView) => {
      setChat({ status: view.status, staffName: view.staff_name, staffReadUpTo: view.staff_read_up_to });
      merge(view.messages);
    },
    [merge],
  );

  /** The chat is gone (or not this browser's): forget it. */
  const forget = useCallback(() => {
    clientStore.getState().set({ chatId: null, sessionId: null });
    setChat(null);
    setLines([]);
    lastId.current = 0;
  }, []);

  useEffect(() => {
    if (!chatId || !sessionId) return;
    let stopStream: (() => void) | undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const reload = () =>
      api(apiRoutes.viewChat, {
        params: { chatId },
        body: { session_id: sessionId, after_id: lastId.current },
      }).then(applyView);
    const markRead = (upTo: number) =>
      void api(apiRoutes.chatRead, {
        params: { chatId },
        body: { session_id: sessionId, up_to_id: upTo },
      }).catch(() => undefined);
    api(apiRoutes.viewChat, { params: { chatId }, body: { session_id: sessionId } })
      .then((view) => {
        if (cancelled) return;
        applyView(view);
        const last = view.messages.at(-1);
        if (last && last.author !== 'bezoeker') markRead(last.id);
        stopStream = followEventStream({
          url: `${publicConfig().apiUrl}/chats/${chatId}/events`,
          headers: () => ({ [CHAT_SESSION_HEADER]: sessionId }),
          lastId: () => lastId.current,
          onRefused: forget,
          onEvent: ({ event, data }) => {
            if (event === 'message') {
              const line = data as ChatMessage;
              merge([line]);
              if (line.author !== 'bezoeker') {
                setStaffTyping(false);
                setAnnouncement(
                  line.author === 'medewerker'
                    ? `Nieuw bericht van ${line.author_name ?? 'Kodewerk'}: ${line.body}`
                    : line.body,
                );
                markRead(line.id);
              }
            } else if (event === 'typing') {
              setStaffTyping(true);
              clearTimeout(typingTimer);
              typingTimer = setTimeout(() => setStaffTyping(false), CHAT_TYPING_MS + 1000);
            } else if (event === 'read') {
              const upTo = (data as { up_to: number | null }).up_to ?? 0;
              setChat((state) => state && { ...state, staffReadUpTo: Math.max(state.staffReadUpTo, upTo) });
            } else if (event === 'status') {
              void reload().catch(() => undefined);
            }
          },
        });
      })
      .catch((error: { status?: number }) => {
        if (error.status === 404) forget();
      });
    return () => {
      cancelled = true;
      stopStream?.();
      clearTimeout(typingTimer);
    };
  }, [chatId, sessionId, applyView, merge, forget]);

  const start = async (name: string) => {
    const started = await api(apiRoutes.startChat, {
      body: { name: name.trim() || null, page: window.location.pathname },
    });
    setLines([]);
    lastId.current = 0;
    clientStore.getState().set({ chatId: started.chat_id, sessionId: started.session_id });
  };

  const send = async (body: string, attachmentIds: string[] = []) => {
    if (!chatId || !sessionId) return;
    const key = `${Date.now()}-${Math.random()}`;
    setPending((lines) => [...lines, { key, body, failed: null }]);
    try {
      const line = await api(apiRoutes.sendChatMessage, {
        params: { chatId },
        body: { session_id: sessionId, body, attachment_ids: attachmentIds },
      });
      merge([line]);
      setPending((lines) => lines.filter((one) => one.key !== key));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Niet verstuurd.';
      setPending((lines) => lines.map((one) => (one.key === key ? { ...one, failed: message } : one)));
    }
  };

  const typing = () => {
    if (!chatId || !sessionId || Date.now() - lastTypingSent.current < CHAT_TYPING_MS) return;
    lastTypingSent.current = Date.now();
    void api(apiRoutes.chatTyping, { params: { chatId }, body: { session_id: sessionId } }).catch(
      () => undefined,
    );
  };

  /** Ends the chat and forgets it in this browser (spec §3: cleared when the visitor ends it). */
  const end = async () => {
    if (!chatId || !sessionId) return;
    const view = await api(apiRoutes.endChat, { params: { chatId }, body: { session_id: sessionId } });
    applyView(view);
    setEndedChat({ chatId, sessionId });
    // The panel stays open on the ended chat (for its transcript) until the visitor closes it.
    clientStore.getState().set({ chatId: null, sessionId: null, chatPanelOpen: true });
  };

  /** Asks for the transcript of the ended chat by mail, once. */
  const mailTranscript = async (email: string) => {
    if (!keys) return;
    await api(apiRoutes.mailChatTranscript, {
      params: { chatId: keys.chatId },
      body: { session_id: keys.sessionId, email },
    });
  };

  return {
    chatId,
    keys,
    chat,
    lines,
    pending,
    staffTyping,
    announcement,
    start,
    send,
    typing,
    end,
    mailTranscript,
  };
};
