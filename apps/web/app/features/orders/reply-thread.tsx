import type { UserStoryReply } from '@maatwerk/contract';
import { AttachmentList } from '~/components/attachments/index.ts';
import styles from '~/components/order-views/order-detail.module.css';
import { formatDateTime, formatMinutes } from '~/lib/format.ts';
import { portalAttachments } from './attachment-endpoints.ts';
import { RichTextView } from './rich-text-view.tsx';

/** The replies of an order, oldest first, the provider's set apart from the customer's. */
export const ReplyThread = ({ replies }: { replies: readonly UserStoryReply[] }) =>
  replies.length === 0 ? (
    <p className={styles.muted}>Er zijn nog geen reacties.</p>
  ) : (
    <ol className={styles.thread}>
      {replies.map((reply) => (
        <li key={reply.id}>
          <article className={styles.reply} data-from={reply.from_provider ? 'provider' : 'customer'}>
            <header className={styles.replyHeader}>
              <strong>{reply.author_name}</strong>
              {reply.from_provider && <span className={styles.authorTag}>Kodewerk</span>}
              <time dateTime={reply.created_at} className={styles.muted}>
                {formatDateTime(reply.created_at)}
              </time>
            </header>
            <RichTextView html={reply.body_html} />
            <AttachmentList endpoints={portalAttachments} files={reply.attachments} />
            {reply.time_spent_minutes > 0 && (
              <p className={styles.replyTime}>Tijd besteed: {formatMinutes(reply.time_spent_minutes)}</p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
