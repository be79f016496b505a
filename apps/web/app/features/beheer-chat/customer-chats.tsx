import { chatStatusLabels } from '@maatwerk/contract';
import { useId } from 'react';
import styles from '~/components/beheer-page.module.css';
import table from '~/components/data-table.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { useCustomerChats } from './chat-api.ts';

/** The history of a customer's chats, on the customer page. */
export const CustomerChats = ({ customerId }: { customerId: number }) => {
  const headingId = useId();
  const chats = useCustomerChats(customerId);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Chats</h2>
      <QueryListStatus query={chats} failure="De chats konden niet worden geladen.">
        {(data) =>
          data.chats.length === 0 ? (
            <p>Deze klant heeft nog niet gechat.</p>
          ) : (
            <table className={table.table}>
              <caption className="visually-hidden">Chats van deze klant</caption>
              <thead>
                <tr>
                  <th scope="col">Begonnen</th>
                  <th scope="col">Wie</th>
                  <th scope="col">Status</th>
                  <th scope="col">Behandelaar</th>
                </tr>
              </thead>
              <tbody>
                {data.chats.map((chat) => (
                  <tr key={chat.chat_id}>
                    <td>{formatDateTime(chat.started_at)}</td>
                    <td>{chat.visitor_name ?? '—'}</td>
                    <td>{chatStatusLabels[chat.status]}</td>
                    <td>{chat.assignee_name ?? 'niemand'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryListStatus>
    </section>
  );
};
