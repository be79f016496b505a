import { lazy, Suspense } from 'react';
import { useClientStore } from '~/lib/client-store.ts';
import { importOrReload } from '~/lib/reload-guard.ts';

/** The panel's code loads when a chat is opened (or kept from an earlier page), never with a page. */
const ChatPanel = lazy(() =>
  importOrReload(() => import('./chat-panel.tsx')).then((module) => ({ default: module.ChatPanel })),
);

/**
 * Where the chat lives: beside the footer of every public and portal page, so that it stays open
 * across navigation. With a chat kept in local storage (chatId, spec §3) it opens again after a
 * reload or in a new tab.
 */
export const ChatDock = () => {
  const kept = useClientStore((state) => state.chatId !== null);
  const open = useClientStore((state) => state.chatPanelOpen);
  if (!kept && !open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
};
