import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './account.module.css';

export interface AccountListStatusProps<TItem> {
  query: UseQueryResult<TItem[]>;
  /** What failed, in a sentence: 'Je passkeys konden niet worden geladen.' */
  failure: string;
  /** The line for a list without items; without it an empty list is shown as it is. */
  empty?: string;
  /** What the section shows of the loaded items. */
  children: (items: TItem[]) => ReactNode;
}

/** A list in a section of the account page: a busy line, what failed, a line for no items, or the items. */
export const AccountListStatus = <TItem,>({
  query,
  failure,
  empty,
  children,
}: AccountListStatusProps<TItem>) => {
  if (query.isPending) return <p aria-busy="true">Bezig met laden…</p>;
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    );
  }
  if (empty && query.data.length === 0) return <p className={styles.muted}>{empty}</p>;
  return children(query.data);
};
