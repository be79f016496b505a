import type { ReactNode } from 'react';
import { useId } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { RetryButton } from '~/components/list-status.tsx';
import {
  ListPlaceholder,
  type PortalListData,
  type PortalListName,
  usePortalList,
} from '~/features/portal-data/index.ts';
import styles from './dashboard.module.css';

export interface ListCardProps<N extends PortalListName> {
  list: N;
  title: string;
  /** What failed, in a sentence: 'De opdrachten konden niet worden geladen.' */
  failure: string;
  link: { to: string; label: string };
  /** The height of the card with its list, in rem, kept while it loads so the cards below stay put. */
  height: number;
  children: (data: PortalListData<N>) => ReactNode;
}

/** A dashboard card over one named list: its content, a loading state, or an error card with a retry. */
export function ListCard<N extends PortalListName>({
  list,
  title,
  failure,
  link,
  height,
  children,
}: ListCardProps<N>) {
  const headingId = useId();
  const { data, state, isFetching, retry } = usePortalList(list);
  return (
    <section
      className={state === 'error' ? `${styles.card} ${styles.errorCard}` : styles.card}
      aria-labelledby={headingId}
      data-list={list}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      style={{ minHeight: `${height}rem` }}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {state === 'error' ? (
        <div className={styles.cardBody}>
          <p className={styles.errorText}>{failure}</p>
          <p>
            <RetryButton retry={retry} isFetching={isFetching} />
          </p>
        </div>
      ) : state === 'loading' ? (
        <ListPlaceholder
          className={`${styles.cardBody} ${styles.placeholderBody}`}
          rowClassName={styles.placeholderRow}
          rows={3}
        />
      ) : (
        <div className={styles.cardBody}>{children(data)}</div>
      )}
      <p className={styles.cardFooter}>
        <AppLink to={link.to} className={styles.cardLink}>
          {link.label}
        </AppLink>
      </p>
    </section>
  );
}
