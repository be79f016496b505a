import { useId } from 'react';
import styles from '~/components/beheer-page.module.css';
import { ColumnHeads } from '~/components/column-heads.tsx';
import table from '~/components/data-table.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { useCustomerChats } from './chat-api.ts';
import { StateAndAssigneeCells } from './chat-cells.tsx';

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
              <ColumnHeads names={['Begonnen', 'Wie', 'Status', 'Behandelaar']} />
              <tbody>
                {data.chats.map((chat) => (
                  <tr key={chat.chat_id}>
                    <td>{formatDateTime(chat.started_at)}</td>
                    <td>{chat.visitor_name ?? '—'}</td>
                    <StateAndAssigneeCells chat={chat} />
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
