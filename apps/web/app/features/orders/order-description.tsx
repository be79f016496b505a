import { type ReactNode, useId } from 'react';
import styles from '~/components/order-views/order-detail.module.css';
import { RichTextView } from './rich-text-view.tsx';

/** The section of an order's page with the description the order was made with. */
export const OrderDescription = ({ html, files }: { html: string; files?: ReactNode }) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>Omschrijving</h2>
      <RichTextView html={html} />
      {files}
    </section>
  );
};
