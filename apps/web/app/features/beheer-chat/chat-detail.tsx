import { CHAT_LIMITS, CHAT_TYPING_MS, chatStatusLabels, OPERATIONS } from '@maatwerk/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { AttachmentList, AttachmentPicker, useAttachments } from '~/components/attachments/index.ts';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffAttachments } from '~/features/beheer-orders/index.ts';
import { useStaff } from '~/features/beheer-shell/index.ts';
import { formatClock } from '~/lib/format.ts';
import { useChatActions, useChatDetail } from './chat-api.ts';
import desk from './chat-desk.module.css';
import { PagesSeen } from './pages-seen.tsx';

interface ChatDetailProps {
  chatId: string;
  availableStaff: { id: number; name: string }[];
}

const speaker = (author: string, name: string | null, visitorName: string | null) =>
  author === 'bezoeker'
    ? (visitorName ?? 'Bezoeker')
    : author === 'medewerker'
      ? (name ?? 'Medewerker')
      : 'Chat';

/** One chat: its lines and notes, and taking, answering, a note, handing over, ending, an order. */
export const ChatDetail = ({ chatId, availableStaff }: ChatDetailProps) => {
  const staff = useStaff();
  const headingId = useId();
  const answerId = useId();
  const [visitorTyping, setVisitorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onVisitorTyping = useCallback(() => {
    setVisitorTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setVisitorTyping(false), CHAT_TYPING_MS + 1000);
  }, []);
  const chat = useChatDetail(chatId, onVisitorTyping);
  const actions = useChatActions(chatId);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [handTo, setHandTo] = useState('');
  const [title, setTitle] = useState('');
  const lastTyping = useRef(0);
  // Uploading is for operations, as on orders; every role sees and downloads the files.
  const canUpload = OPERATIONS.includes(staff.role);
  const files = useAttachments(staffAttachments);
  const failure = [actions.take, actions.say, actions.handOver, actions.end, actions.toOrder].find(
    (action) => action.isError,
  )?.error?.message;

  return (
    <QueryListStatus query={chat} failure="Deze chat kon niet worden geladen.">
      {(data) => {
        const open = data.status !== 'beeindigd';
        return (
          <section className={styles.panel} aria-labelledby={headingId}>
            <h2 id={headingId}>Chat met {data.visitor_name ?? 'een bezoeker'}</h2>
            <p>
              {chatStatusLabels[data.status]}
              {data.customer_id !== null && (
                <>
                  {' '}
                  · <AppLink to={`/beheer/klanten/${data.customer_id}`}>{data.customer_name}</AppLink>
                </>
              )}
              {data.assignee_name && ` · behandeld door ${data.assignee_name}`}
            </p>
            <PagesSeen first={data.page} pages={data.pages_seen} />
            <ol className={desk.lines} aria-label="Berichten">
              {data.messages.map((line) => (
                <li
                  key={line.id}
                  className={desk.line}
                  data-author={line.author}
                  data-internal={line.internal}
                >
                  <span className={desk.who}>
                    {speaker(line.author, line.author_name, data.visitor_name)}
                    {line.internal && ' (interne notitie)'} · {formatClock(line.created_at)}
                    {line.author === 'medewerker' &&
                      !line.internal &&
                      line.id <= data.visitor_read_up_to &&
                      ' · gelezen'}
                  </span>
                  <span>{line.body}</span>
                  <AttachmentList endpoints={staffAttachments} files={line.attachments} />
                </li>
              ))}
            </ol>
            {visitorTyping && open && <p>{data.visitor_name ?? 'De bezoeker'} typt…</p>}
            <p className={styles.notice} role="status">
              {failure ?? ''}
            </p>
            {open && (
              <>
                {data.assignee_id !== staff.staffId && (
                  <button type="button" className="button" onClick={() => actions.take.mutate()}>
                    Chat aannemen
                  </button>
                )}
                <form
                  className={desk.answer}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (files.busy) return;
                    const text =
                      body.trim() || files.files.flatMap((file) => file.attachment?.name ?? []).join(', ');
                    if (!text) return;
                    actions.say.mutate(
                      { body: text, internal, attachment_ids: files.ids },
                      {
                        onSuccess: () => {
                          setBody('');
                          files.clear();
                        },
                      },
                    );
                  }}
                >
                  <label htmlFor={answerId}>{internal ? 'Interne notitie' : 'Antwoord'}</label>
                  <textarea
                    id={answerId}
                    rows={3}
                    value={body}
                    maxLength={CHAT_LIMITS.messageMax}
                    onChange={(event) => {
                      setBody(event.target.value);
                      if (!internal && Date.now() - lastTyping.current > CHAT_TYPING_MS) {
                        lastTyping.current = Date.now();
                        actions.typing();
                      }
                    }}
                  />
                  {canUpload && <AttachmentPicker state={files} label="Bestanden" />}
                  <label>
                    <input
                      type="checkbox"
                      checked={internal}
                      onChange={(event) => setInternal(event.target.checked)}
                    />{' '}
                    Interne notitie (de bezoeker ziet dit niet)
                  </label>
                  <button type="submit" className="button" disabled={actions.say.isPending}>
                    {internal ? 'Notitie opslaan' : 'Versturen'}
                  </button>
                </form>
                <form
                  className={desk.row}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (handTo) actions.handOver.mutate(Number(handTo));
                  }}
                >
                  <label htmlFor={`${answerId}-hand`}>Overdragen aan</label>
                  <select
                    id={`${answerId}-hand`}
                    value={handTo}
                    onChange={(event) => setHandTo(event.target.value)}
                  >
                    <option value="">Kies een beschikbare collega</option>
                    {availableStaff
                      .filter((member) => member.id !== data.assignee_id)
                      .map((member) => (
                        <option key={member.id} value={member.id}>
                          {member.name}
                        </option>
                      ))}
                  </select>
                  <button type="submit" className="button" disabled={!handTo}>
                    Overdragen
                  </button>
                </form>
                <button type="button" className="button" onClick={() => actions.end.mutate()}>
                  Chat beëindigen
                </button>
              </>
            )}
            {data.customer_id !== null &&
              OPERATIONS.includes(staff.role) &&
              (data.user_story_id !== null ? (
                <p>
                  Omgezet in{' '}
                  <AppLink to={`/beheer/opdrachten/${data.user_story_id}`}>
                    opdracht #{data.user_story_id}
                  </AppLink>
                  .
                </p>
              ) : (
                <form
                  className={desk.row}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (title.trim()) actions.toOrder.mutate(title.trim());
                  }}
                >
                  <label htmlFor={`${answerId}-title`}>Titel van de opdracht</label>
                  <input
                    id={`${answerId}-title`}
                    value={title}
                    maxLength={150}
                    onChange={(event) => setTitle(event.target.value)}
                  />
                  <button type="submit" className="button">
                    Omzetten in opdracht
                  </button>
                </form>
              ))}
          </section>
        );
      }}
    </QueryListStatus>
  );
};
