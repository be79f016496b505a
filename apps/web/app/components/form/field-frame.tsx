import type { ReactNode } from 'react';
import { FieldMessage } from './field-message.tsx';
import styles from './form.module.css';
import type { useField } from './use-field.tsx';

type Field = ReturnType<typeof useField>;

/** The hint of a field, under its label; the id is what aria-describedby points at. */
export const FieldHint = ({ field, hint }: { field: Field; hint: string | undefined }) =>
  hint ? (
    <p className={styles.hint} id={field.hintId}>
      {hint}
    </p>
  ) : null;

/** What every labelled field shows around its control: the label, the hint, and the message. */
export const FieldFrame = ({
  field,
  hint,
  className,
  hideLabel = false,
  children,
}: {
  field: Field;
  hint: string | undefined;
  className: string | undefined;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean | undefined;
  children: ReactNode;
}) => (
  <div className={[styles.field, className].filter(Boolean).join(' ')}>
    <label htmlFor={field.id} className={hideLabel ? 'visually-hidden' : styles.label}>
      {field.labelText}
    </label>
    <FieldHint field={field} hint={hint} />
    {children}
    <FieldMessage id={field.errorId} message={field.message} />
  </div>
);
