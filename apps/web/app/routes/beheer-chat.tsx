import { ChatDesk } from '~/features/beheer-chat/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Chat (beheer)',
    description: 'Wachtende en actieve chats van bezoekers en klanten.',
    path: '/beheer/chat',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Chat</h1>
      <p className="prose">
        De langst wachtende chat staat bovenaan. Zet jezelf op beschikbaar om chats te ontvangen.
      </p>
      <ChatDesk />
    </>
  );
}
