import { apiRoutes, CHAT_LIMITS } from '@maatwerk/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '~/lib/api-client.ts';
import type { ChatKeys } from './use-chat.ts';

/**
 * Tells staff which pages the visitor opens while the chat is open ("pages seen in this visit"):
 * one small call per navigation, never the same path twice in a row; the API drops what is past its
 * per-browser budget, and a failure is not the visitor's concern.
 */
export const usePageReport = (keys: ChatKeys | null, open: boolean) => {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!keys || !open) return;
    const path = `${pathname}${search}`.slice(0, CHAT_LIMITS.pageMax);
    if (path === last.current) return;
    last.current = path;
    void api(apiRoutes.chatPageSeen, {
      params: { chatId: keys.chatId },
      body: { session_id: keys.sessionId, path },
    }).catch(() => undefined);
  }, [keys, open, pathname, search]);
};
