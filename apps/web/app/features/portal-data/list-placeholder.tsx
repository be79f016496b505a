import type { ReactNode } from 'react';
import { ListStatus, type ListStatusProps } from '~/components/list-status.tsx';
import styles from './list-placeholder.module.css';

export interface ListPlaceholderProps {
  /** Read out while the list loads: 'Facturen worden geladen…' */
  label?: string;
  /** As many rows as a loaded list usually shows. */
  rows: number;
  /** Gives a row the height of a loaded row (and the frame of the loaded list). */
  rowClassName?: string;
  className?: string;
  /** Lines of text per row, as grey bars. */
  lines?: number;
}

/** Keys for rows that are all alike and never reorder. */
const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => `${prefix}-${n}`);

/**
 * Grey rows in the place of a list that is loading, as high as the loaded rows, so the list
 * replaces them without moving what is below. Screen readers hear the label, not the rows.
 */
export const ListPlaceholder = ({
  label = 'Bezig met laden…',
  rows,
  rowClassName,
  className,
  lines = 2,
}: ListPlaceholderProps) => (
  <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} aria-busy="true">
    <p className="visually-hidden">{label}</p>
    {keys('row', rows).map((row) => (
      <div
        key={row}
        className={rowClassName ? `${styles.row} ${rowClassName}` : styles.row}
        aria-hidden="true"
      >
        {keys('line', lines).map((line) => (
          <span key={line} className={styles.bar} />
        ))}
      </div>
    ))}
  </div>
);

/** A portal list's status with a placeholder of the loaded list's size while it loads. */
export const PlaceholderListStatus = ({
  placeholder,
  ...status
}: ListStatusProps & { placeholder: ReactNode }) =>
  status.state === 'loading' ? placeholder : <ListStatus {...status} />;
