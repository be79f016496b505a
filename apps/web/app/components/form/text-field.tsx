import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldMessage } from './field-message.tsx';
import styles from './form.module.css';
import { type FieldOptions, useField } from './use-field.tsx';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextFieldProps extends FieldOptions, InputProps {
  /** Keeps the label for assistive technology only (a compact band such as the newsletter). */
  hideLabel?: boolean;
}

/** A labelled input with its rules and message. */
export const TextField = ({
  name,
  label,
  rules,
  hint,
  optional,
  hideLabel,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) => {
  const field = useField({ name, label, rules, hint, optional });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={field.id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {field.labelText}
      </label>
      {hint && (
        <p className={styles.hint} id={field.hintId}>
          {hint}
        </p>
      )}
      <input
        id={field.id}
        type={type}
        className={styles.input}
        {...rest}
        {...field.aria}
        {...field.registration}
      />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
};

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextareaFieldProps extends FieldOptions, TextareaProps {}

/** A labelled multi-line text field with its rules and message. */
export const TextareaField = ({
  name,
  label,
  rules,
  hint,
  optional,
  className,
  rows = 6,
  ...rest
}: TextareaFieldProps) => {
  const field = useField({ name, label, rules, hint, optional });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={field.id} className={styles.label}>
        {field.labelText}
      </label>
      {hint && (
        <p className={styles.hint} id={field.hintId}>
          {hint}
        </p>
      )}
      <textarea
        id={field.id}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        {...rest}
        {...field.aria}
        {...field.registration}
      />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
};
