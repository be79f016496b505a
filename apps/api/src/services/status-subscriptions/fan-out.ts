import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentRequestId } from '../../lib/request-id.ts';

/** The work queue of the subscribers' mails; each job is one update to one subscriber. */
export const STATUS_SUBSCRIPTION_MAIL_QUEUE = 'status-subscription-mail';

/**
 * Records, in the transaction that writes the update, that each confirmed subscriber it concerns is
 * to be mailed about it, and queues one job per subscriber in the same statement. Subscribers to
 * everything get every event; a customer's subscribers get the incidents linked to that customer's
 * resources. The primary key of status_subscription_mails makes it once per update and subscriber;
 * the queue's single claim makes each job run once, on one instance.
 */
export const queueSubscriberMails = async (tx: DbOrTx, eventId: number, updateId: number): Promise<void> => {
  await tx.execute(sql`
    with delivered as (
      insert into status_subscription_mails (update_id, subscriber_id)
      select ${updateId}, s.id
      from status_subscribers s
      where s.status = 'confirmed'
        and (
          s.customer_id is null
          or exists (
            select 1 from status_event_resources r
            where r.event_id = ${eventId} and r.customer_id = s.customer_id
          )
        )
      on conflict do nothing
      returning subscriber_id
    )
    insert into jobs (queue, payload, request_id)
    select ${STATUS_SUBSCRIPTION_MAIL_QUEUE},
      jsonb_build_object('updateId', ${updateId}::int, 'subscriberId', subscriber_id),
      ${currentRequestId() ?? null}
    from delivered`);
};
