import { apiRoutes, CHAT_LIMITS } from '@maatwerk/contract';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type AttachmentEndpoints,
  AttachmentPicker,
  STILL_UPLOADING,
  useAttachments,
} from '~/components/attachments/index.ts';
import { api } from '~/lib/api-client.ts';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './chat.module.css';
import { chatFileEndpoints } from './chat-files.ts';
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

const Compose = ({
  files: endpoints,
  onSend,
  onTyping,
}: {
  files: AttachmentEndpoints;
  onSend: (body: string, attachmentIds: string[]) => void;
  onTyping: () => void;
}) => {
  const id = useId();
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState('');
  const files = useAttachments(endpoints);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (files.busy) {
      setNotice(STILL_UPLOADING);
      return;
    }
    const sent = files.files.filter((file) => file.attachment);
    // A file alone is a line too: its names are its text.
    const text = body.trim() || sent.map((file) => file.name).join(', ');
    if (!text) return;
    onSend(text.slice(0, CHAT_LIMITS.messageMax), files.ids);
    setBody('');
    setNotice('');
    files.clear();
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
      <AttachmentPicker state={files} label="Bestanden" />
      {notice && <p role="alert">{notice}</p>}
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
  const talk = useChat();
  const { chatId, keys, chat, lines, pending } = talk;
  const available = useAvailability(!chatId && !chat);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLElement>(null);

  const shown = lines.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls down each time a line is added
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [shown]);

  const ended = chat?.status === 'beeindigd';
  const noAnswer = useNoAnswer(chat?.status, lines);
  const files = useMemo(() => (keys ? chatFileEndpoints(keys) : null), [keys]);
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
        {talk.announcement}
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
              <section
                ref={list}
                className={styles.scroll}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                aria-label="Gesprek"
              >
                <ChatLines lines={lines} pending={pending} staffReadUpTo={chat.staffReadUpTo} files={files} />
              </section>
              {talk.staffTyping && !ended && (
                <p className={styles.typing}>{chat.staffName ?? 'Een medewerker'} typt…</p>
              )}
              {ended && keys && <TranscriptForm onMail={talk.mailTranscript} />}
              {noAnswer && !ended && keys && <LeaveMessageForm chat={keys} />}
              {!ended && files && (
                <>
                  <Compose
                    files={files}
                    onSend={(body, attachmentIds) => void talk.send(body, attachmentIds)}
                    onTyping={talk.typing}
                  />
                  <button type="button" className={styles.end} onClick={() => void talk.end()}>
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
            <StartForm onStart={talk.start} />
          ) : (
            <LeaveMessageForm />
          )}
        </div>
      )}
    </aside>
  );
};
