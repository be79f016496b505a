import { apiRoutes, CHAT_LIMITS } from '@maatwerk/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '~/lib/api-client.ts';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './chat.module.css';
import { ChatLines } from './chat-lines.tsx';
import { LeaveMessageForm } from './leave-message-form.tsx';
import { TranscriptForm } from './transcript-form.tsx';
import { useChat } from './use-chat.ts';
import { useNoAnswer } from './use-no-answer.ts';
import { usePageReport } from './use-page-report.ts';

/** Whether anyone is available: asked once when the panel opens without a chat. */
const useAvailability = (ask: boolean) => {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask) return;
    api(apiRoutes.chatAvailability, {})
      .then((answer) => setAvailable(answer.available))
      .catch(() => setAvailable(false));
  }, [ask]);
  return available;
};

const StartForm = ({ onStart }: { onStart: (name: string) => Promise<void> }) => {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.start}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await onStart(name);
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : 'De chat kon niet starten.');
          setBusy(false);
        }
      }}
    >
      <p>Een medewerker is beschikbaar. Stel je vraag in de chat.</p>
      <label htmlFor={`${id}-name`}>Je naam (niet verplicht)</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={CHAT_LIMITS.nameMax}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
      />
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Bezig met starten...' : 'Start de chat'}
      </button>
    </form>
  );
};

const Compose = ({ onSend, onTyping }: { onSend: (body: string) => void; onTyping: () => void }) => {
  const id = useId();
  const [body, setBody] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text) return;
    onSend(text);
    setBody('');
  };
  return (
    <form className={styles.compose} onSubmit={submit}>
      <label htmlFor={`${id}-body`} className="visually-hidden">
        Je bericht
      </label>
      <textarea
        id={`${id}-body`}
        rows={2}
        value={body}
        maxLength={CHAT_LIMITS.messageMax}
        placeholder="Typ je bericht"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setBody(event.target.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        Enter verstuurt, Shift+Enter begint een nieuwe regel.
      </span>
      <button type="submit" className="button">
        Versturen
      </button>
    </form>
  );
};

/**
 * The chat panel: starts a chat when someone is available, else takes a message; shows the lines
 * with their state and who is typing; announces new lines in a polite live region. It stays open
 * across pages (it lives beside the footer) and after a reload (chatId in local storage).
 */
export const ChatPanel = () => {
  const titleId = useId();
  const setState = useClientStore((state) => state.set);
  const [minimised, setMinimised] = useState(false);
  const {
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
  } = useChat();
  const available = useAvailability(!chatId && !chat);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const shown = lines.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls down each time a line is added
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [shown]);

  const ended = chat?.status === 'beeindigd';
  const noAnswer = useNoAnswer(chat?.status, lines);
  usePageReport(keys, chat !== null && !ended);
  const close = () => setState({ chatPanelOpen: false });

  return (
    <aside className={styles.panel} aria-labelledby={titleId} data-minimised={minimised}>
      <div className={styles.head}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          Chat met Kodewerk
        </h2>
        <button
          type="button"
          className={styles.headButton}
          aria-expanded={!minimised}
          onClick={() => setMinimised(!minimised)}
        >
          {minimised ? 'Openen' : 'Minimaliseren'}
        </button>
        {(!chatId || ended) && (
          <button type="button" className={styles.headButton} onClick={close}>
            Sluiten
          </button>
        )}
      </div>
      {/* Always in the page, so that a screen reader hears each new line as it is put in. */}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {!minimised && (
        <div className={styles.content}>
          {chat ? (
            <>
              <p className={styles.status}>
                {ended
                  ? 'De chat is beëindigd.'
                  : chat.staffName
                    ? `Je chat met ${chat.staffName}.`
                    : 'Je bent in de wacht: een medewerker reageert zo snel mogelijk.'}
              </p>
              <div ref={list} className={styles.scroll}>
                <ChatLines lines={lines} pending={pending} staffReadUpTo={chat.staffReadUpTo} />
              </div>
              {staffTyping && !ended && (
                <p className={styles.typing}>{chat.staffName ?? 'Een medewerker'} typt…</p>
              )}
              {ended && keys && <TranscriptForm onMail={mailTranscript} />}
              {noAnswer && !ended && keys && <LeaveMessageForm chat={keys} />}
              {!ended && (
                <>
                  <Compose onSend={(body) => void send(body)} onTyping={typing} />
                  <button type="button" className={styles.end} onClick={() => void end()}>
                    Chat beëindigen
                  </button>
                </>
              )}
            </>
          ) : chatId ? (
            <p>Bezig met laden...</p>
          ) : available === null ? (
            <p>Even kijken wie er is...</p>
          ) : available ? (
            <StartForm onStart={start} />
          ) : (
            <LeaveMessageForm />
          )}
        </div>
      )}
    </aside>
  );
};
