import styles from './billing.module.css';

/** Column headings over figures, aligned with them on the right. */
export const NumberHeaders = ({ labels }: { labels: readonly string[] }) =>
  labels.map((label) => (
    <th key={label} scope="col" className={styles.number}>
      {label}
    </th>
  ));
