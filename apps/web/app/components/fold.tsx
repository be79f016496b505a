import { type ReactNode, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';

/**
 * A form folded away under a button-like summary, so that a long list stays readable; its content
 * is made only when opened, and is labelled by the summary.
 */
export const Fold = ({
  summary,
  children,
}: {
  summary: ReactNode;
  children: (labelledBy: string) => ReactNode;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.fold} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary id={id}>{summary}</summary>
      {open && children(id)}
    </details>
  );
};
