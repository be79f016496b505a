import type { StaffChatSummary } from '@maatwerk/contract';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { useChats } from './chat-api.ts';
import { useChimeSetting, useNewChatChime } from './chat-chime.ts';
import desk from './chat-desk.module.css';

const waitingOf = (chats: StaffChatSummary[] | undefined) =>
  chats?.filter((chat) => chat.status === 'wachtend').map((chat) => chat.chat_id);

/** The switch for the sound of a new chat, remembered in this browser. */
export const ChimeToggle = ({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) => {
  const id = useId();
  return (
    <label htmlFor={id}>
      <input id={id} type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />{' '}
      Geluid bij een nieuwe chat
    </label>
  );
};

/** The desk's own list: a chime for each new waiting chat, and the switch for it. */
export const DeskChime = ({ chats }: { chats: StaffChatSummary[] | undefined }) => {
  const [on, setOn] = useChimeSetting();
  useNewChatChime(waitingOf(chats), on);
  return <ChimeToggle on={on} onChange={setOn} />;
};

/**
 * On Overzicht: how many chats wait for an answer, live from the chat list's event stream, with a
 * chime when a new one comes in. The count is a polite status, so a screen reader hears it change.
 */
export const WaitingChats = () => {
  const chats = useChats();
  const [on, setOn] = useChimeSetting();
  const waiting = waitingOf(chats.data?.chats);
  useNewChatChime(waiting, on);
  const count = waiting?.length;
  return (
    <div className={desk.sound}>
      <p role="status" data-count="chats_waiting">
        {chats.isError ? (
          'De chats konden niet worden geladen.'
        ) : count === undefined ? (
          'Chats laden…'
        ) : (
          <AppLink to="/beheer/chat">{count === 1 ? '1 wachtende chat' : `${count} wachtende chats`}</AppLink>
        )}
      </p>
      <ChimeToggle on={on} onChange={setOn} />
    </div>
  );
};
