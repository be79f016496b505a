import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './form.module.css';
import { type FieldOptions, useFieldProps } from './use-field.tsx';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextFieldProps extends FieldOptions, InputProps {
  /** Keeps the label for assistive technology only (a compact band such as the newsletter). */
  hideLabel?: boolean;
}

/** A labelled input with its rules and message. */
export const TextField = (props: TextFieldProps) => {
  const {
    field,
    rest: { hideLabel, className, type = 'text', ...rest },
  } = useFieldProps(props);
  return (
    <FieldFrame field={field} hint={props.hint} className={className} hideLabel={hideLabel}>
      <input
        id={field.id}
        type={type}
        className={styles.input}
        {...rest}
        {...field.aria}
        {...field.registration}
      />
    </FieldFrame>
  );
};

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextareaFieldProps extends FieldOptions, TextareaProps {}

/** A labelled multi-line text field with its rules and message. */
export const TextareaField = (props: TextareaFieldProps) => {
  const {
    field,
    rest: { className, rows = 6, ...rest },
  } = useFieldProps(props);
  return (
    <FieldFrame field={field} hint={props.hint} className={className}>
      <textarea
        id={field.id}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        {...rest}
        {...field.aria}
        {...field.registration}
      />
    </FieldFrame>
  );
};
