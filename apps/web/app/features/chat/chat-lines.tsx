import type { ChatMessage } from '@maatwerk/contract';
import { type AttachmentEndpoints, AttachmentList } from '~/components/attachments/index.ts';
import { formatClock } from '~/lib/format.ts';
import styles from './chat.module.css';
import { type LinePart, linkify } from './linkify.ts';
import { lineState, type PendingLine } from './use-chat.ts';

const Text = ({ parts }: { parts: LinePart[] }) => (
  <>
    {parts.map((part, i) =>
      'href' in part ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
        <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
          {part.text}
        </a>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
        <span key={i}>{part.text}</span>
      ),
    )}
  </>
);

const who = (line: ChatMessage) =>
  line.author === 'bezoeker' ? 'Jij' : line.author === 'medewerker' ? (line.author_name ?? 'Kodewerk') : null;

interface ChatLinesProps {
  lines: ChatMessage[];
  pending: PendingLine[];
  staffReadUpTo: number;
  /** Where this chat's files are fetched, with its browser's secret. */
  files: AttachmentEndpoints | null;
}

/** The chat's lines, oldest first: who, when, the text with its links, and the state of one's own. */
export const ChatLines = ({ lines, pending, staffReadUpTo, files }: ChatLinesProps) => (
  <ol className={styles.lines} aria-label="Berichten">
    {lines.map((line) => (
      <li key={line.id} className={styles.line} data-author={line.author}>
        {who(line) && (
          <span className={styles.who}>
            {who(line)} · <time dateTime={line.created_at}>{formatClock(line.created_at)}</time>
          </span>
        )}
        <span className={styles.body}>
          <Text parts={linkify(line.body)} />
        </span>
        {files && line.attachments.length > 0 && (
          <AttachmentList endpoints={files} files={line.attachments} />
        )}
        {line.author === 'bezoeker' && <span className={styles.state}>{lineState(line, staffReadUpTo)}</span>}
      </li>
    ))}
    {pending.map((line) => (
      <li key={line.key} className={styles.line} data-author="bezoeker">
        <span className={styles.who}>Jij</span>
        <span className={styles.body}>{line.body}</span>
        <span className={styles.state} data-failed={line.failed !== null}>
          {line.failed === null ? 'Wordt verstuurd…' : `Niet verstuurd: ${line.failed}`}
        </span>
      </li>
    ))}
  </ol>
);
