import styles from './form.module.css';

/** The message under a field; the id is what aria-describedby points at. */
export const FieldMessage = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p className={styles.error} id={id}>
      {message}
    </p>
  ) : null;
