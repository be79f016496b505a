import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldHint } from './field-frame.tsx';
import { FieldMessage } from './field-message.tsx';
import styles from './form.module.css';
import { type FieldOptions, useFieldProps } from './use-field.tsx';

type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface CheckboxFieldProps extends FieldOptions, CheckboxProps {
  /** What sits beside the box; may hold a link. Default: the label. */
  children?: ReactNode;
}

/** A single checkbox (true/false) with its rules, e.g. `accepted` for the terms. */
export const CheckboxField = (props: CheckboxFieldProps) => {
  const {
    field,
    rest: { className, children, ...rest },
  } = useFieldProps(props);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          id={field.id}
          type="checkbox"
          className={styles.checkbox}
          {...rest}
          {...field.aria}
          {...field.registration}
        />
        <label htmlFor={field.id}>{children ?? field.labelText}</label>
      </div>
      <FieldHint field={field} hint={props.hint} />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
};
