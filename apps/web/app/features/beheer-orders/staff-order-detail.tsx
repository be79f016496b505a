import { isClosedUserStoryStatus, OPERATIONS } from '@maatwerk/contract';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { AttachmentList } from '~/components/attachments/index.ts';
import shared from '~/components/order-views/order-detail.module.css';
import { OrderNotReady } from '~/components/order-views/order-not-ready.tsx';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { OrderDescription, OrderSummary } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { staffAttachments } from './attachment-endpoints.ts';
import own from './beheer-order-detail.module.css';

const styles = combineStyles(shared, own);

import { OrderControls } from './order-controls.tsx';
import { OrderThread } from './order-thread.tsx';
import { useStaffOrder, useStaffOrderFilterOptions, useStaffOrderMutations } from './staff-order-api.ts';
import { StaffReplyForm } from './staff-reply-form.tsx';
import { StaffSatisfaction } from './staff-satisfaction.tsx';
import { StaffStatusBadge } from './staff-status-badge.tsx';
import { TimeEntries } from './time-entries.tsx';

const BackLink = () => (
  <p className={styles.back}>
    <AppLink to="/beheer/opdrachten">← Werkvoorraad</AppLink>
  </p>
);

/** One order as staff see it: thread with notes, reply box, status, assignee, estimate and time. */
export const StaffOrderDetail = ({ id }: { id: number }) => {
  const order = useStaffOrder(id);
  // Reading is for every role; answering and changing for the operational roles only (as the API checks).
  const canChange = useStaffCan(OPERATIONS);
  const options = useStaffOrderFilterOptions();
  const mutations = useStaffOrderMutations(id);
  const threadId = useId();

  if (order.isPending || order.isError) {
    return <OrderNotReady id={id} query={order} back={<BackLink />} missing="Deze opdracht bestaat niet." />;
  }

  const story = order.data;
  const staff = options.data?.staff ?? [];
  return (
    <>
      <BackLink />
      <h1 className={styles.title}>{story.title}</h1>
      <OrderSummary
        story={story}
        badge={<StaffStatusBadge status={story.status} />}
        customer={story.customer.name}
        createdBy={story.created_by}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderDescription
            html={story.description_html}
            files={<AttachmentList endpoints={staffAttachments} files={story.attachments} />}
          />
          <section aria-labelledby={threadId} className={styles.section}>
            <h2 id={threadId}>Reacties en notities ({story.replies.length})</h2>
            <OrderThread replies={story.replies} />
            {canChange && (
              <StaffReplyForm mutations={mutations} closed={isClosedUserStoryStatus(story.status)} />
            )}
          </section>
        </div>
        <aside className={styles.aside} aria-label="Behandeling van de opdracht">
          {canChange && <OrderControls order={story} mutations={mutations} staff={staff} />}
          <TimeEntries order={story} mutations={mutations} staff={staff} canChange={canChange} />
          <StaffSatisfaction orderId={story.id} />
        </aside>
      </div>
    </>
  );
};
