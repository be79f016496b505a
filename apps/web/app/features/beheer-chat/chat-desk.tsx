import type { StaffChatSummary } from '@maatwerk/contract';
import { useEffect, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { ColumnHeads } from '~/components/column-heads.tsx';
import table from '~/components/data-table.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import textButtons from '~/components/text-button.module.css';
import { useChats, useSetAvailability } from './chat-api.ts';
import { StateAndAssigneeCells } from './chat-cells.tsx';
import { ChatDetail } from './chat-detail.tsx';
import { DeskChime } from './new-chat-alert.tsx';

/** The clock waiting times are shown against, ticking every quarter minute. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const waited = (since: string | null, now: number): string => {
  if (since === null) return '—';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return minutes < 1 ? 'minder dan een minuut' : `${minutes} min`;
};

const visitor = (chat: StaffChatSummary) => chat.visitor_name ?? 'Bezoeker zonder naam';

/**
 * /beheer/chat: who is available, the waiting and active chats (longest waiting first), and the
 * chat chosen from them. The list follows its event stream, so a new chat shows at once.
 */
export const ChatDesk = () => {
  const availabilityId = useId();
  const chats = useChats();
  const setAvailability = useSetAvailability();
  const [chosen, setChosen] = useState<string | null>(null);
  const now = useNow();
  const available = chats.data?.available ?? false;

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={availabilityId}>
        <h2 id={availabilityId}>Beschikbaarheid</h2>
        <p role="status">
          {available
            ? 'Je bent beschikbaar voor chats.'
            : 'Je bent afwezig: bezoekers zien de chat niet via jou.'}{' '}
          Beschikbaar: {chats.data?.available_staff.map((member) => member.name).join(', ') || 'niemand'}.
        </p>
        <button
          type="button"
          className="button"
          disabled={setAvailability.isPending || chats.data === undefined}
          onClick={() => setAvailability.mutate(!available)}
        >
          {available ? 'Zet mij op afwezig' : 'Zet mij op beschikbaar'}
        </button>
        <DeskChime chats={chats.data?.chats} />
      </section>
      <QueryListStatus query={chats} failure="De chats konden niet worden geladen.">
        {(data) =>
          data.chats.length === 0 ? (
            <p>Er zijn geen wachtende of actieve chats.</p>
          ) : (
            <table className={table.table}>
              <caption className="visually-hidden">Wachtende en actieve chats</caption>
              <ColumnHeads names={['Wie', 'Bedrijf', 'Pagina', 'Wacht', 'Status', 'Behandelaar']} />
              <tbody>
                {data.chats.map((chat) => (
                  <tr key={chat.chat_id} aria-current={chosen === chat.chat_id ? 'true' : undefined}>
                    <td>
                      <button
                        type="button"
                        className={textButtons.textButton}
                        onClick={() => setChosen(chat.chat_id)}
                      >
                        {visitor(chat)}
                      </button>
                    </td>
                    <td>{chat.customer_name ?? '—'}</td>
                    <td>
                      {chat.pages_seen.at(-1) ?? chat.page ?? '—'}
                      {chat.pages_seen.length > 1 && ` (${chat.pages_seen.length} pagina's)`}
                    </td>
                    <td>{waited(chat.waiting_since, now)}</td>
                    <StateAndAssigneeCells chat={chat} />
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryListStatus>
      {chosen && (
        <ChatDetail key={chosen} chatId={chosen} availableStaff={chats.data?.available_staff ?? []} />
      )}
    </div>
  );
};
