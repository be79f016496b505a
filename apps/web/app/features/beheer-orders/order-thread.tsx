import type { StaffOrderReply } from '@maatwerk/contract';
import { AttachmentList } from '~/components/attachments/index.ts';
import shared from '~/components/order-views/order-detail.module.css';
import { RichTextView } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDateTime } from '~/lib/format.ts';
import { staffAttachments } from './attachment-endpoints.ts';
import own from './beheer-order-detail.module.css';

const styles = combineStyles(shared, own);

/** Replies and internal notes, oldest first; a note is marked as hidden from the customer. */
export const OrderThread = ({ replies }: { replies: readonly StaffOrderReply[] }) =>
  replies.length === 0 ? (
    <p className={styles.muted}>Er zijn nog geen reacties of notities.</p>
  ) : (
    <ol className={styles.thread}>
      {replies.map((reply) => (
        <li key={reply.id}>
          <article
            className={styles.reply}
            data-kind={reply.kind}
            data-from={reply.from_provider ? 'provider' : 'customer'}
          >
            <header className={styles.replyHeader}>
              <strong>{reply.author_name}</strong>
              {reply.kind === 'internal_note' ? (
                <span className={styles.noteTag}>Interne notitie, niet zichtbaar voor de klant</span>
              ) : (
                <span className={styles.authorTag}>{reply.from_provider ? 'Kodewerk' : 'Klant'}</span>
              )}
              <time dateTime={reply.created_at} className={styles.muted}>
                {formatDateTime(reply.created_at)}
              </time>
            </header>
            <RichTextView html={reply.body_html} />
            <AttachmentList endpoints={staffAttachments} files={reply.attachments} />
          </article>
        </li>
      ))}
    </ol>
  );
