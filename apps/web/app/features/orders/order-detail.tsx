import { isClosedUserStoryStatus } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { AttachmentList } from '~/components/attachments/index.ts';
import styles from '~/components/order-views/order-detail.module.css';
import { OrderNotReady } from '~/components/order-views/order-not-ready.tsx';
import { OrderHours } from '~/features/hours/index.ts';
import { portalAttachments } from './attachment-endpoints.ts';
import { useOrder, useOrderMutations } from './order-api.ts';
import { OrderDescription } from './order-description.tsx';
import { OrderSidePanel } from './order-side-panel.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ReplyForm } from './reply-form.tsx';
import { ReplyThread } from './reply-thread.tsx';
import { SatisfactionQuestion } from './satisfaction-question.tsx';
import { StatusBadge } from './status-badge.tsx';

const BackLink = () => (
  <p className={styles.back}>
    <AppLink to="/klantenportaal/opdrachten">← Alle opdrachten</AppLink>
  </p>
);

/** One order: its description, the thread of replies with a reply box, and its status, time and settings. */
export const OrderDetail = ({ id }: { id: number }) => {
  const order = useOrder(id);
  const mutations = useOrderMutations(id);
  const repliesId = useId();

  if (order.isPending || order.isError) {
    return (
      <OrderNotReady
        id={id}
        query={order}
        back={<BackLink />}
        missing="Deze opdracht bestaat niet, of is niet van jou."
      />
    );
  }

  const story = order.data;
  const closed = isClosedUserStoryStatus(story.status);
  return (
    <>
      <BackLink />
      <h1 className={styles.title}>{story.title}</h1>
      <OrderSummary story={story} badge={<StatusBadge status={story.status} />} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderDescription
            html={story.description_html}
            files={<AttachmentList endpoints={portalAttachments} files={story.attachments} />}
          />
          <section aria-labelledby={repliesId} className={styles.section}>
            <h2 id={repliesId}>Reacties ({story.replies.length})</h2>
            <ReplyThread replies={story.replies} />
            {closed ? (
              <p className={styles.muted}>Deze opdracht is gesloten. Heropen hem om te reageren.</p>
            ) : (
              <ReplyForm
                draft={`reactie-opdracht-${story.id}`}
                onReply={(html, attachmentIds) => mutations.reply.mutateAsync({ html, attachmentIds })}
              />
            )}
          </section>
          {story.closed_at !== null && <SatisfactionQuestion id={story.id} />}
          <OrderHours orderId={story.id} />
        </div>
        <OrderSidePanel order={story} mutations={mutations} />
      </div>
    </>
  );
};
