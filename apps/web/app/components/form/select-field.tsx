import type { SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message.tsx';
import styles from './form.module.css';
import { type FieldOptions, useField } from './use-field.tsx';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface SelectFieldProps extends FieldOptions, SelectProps {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as 'Maak een keuze'; with `required` it must be changed. */
  placeholder?: string;
}

/** A labelled select with its rules and message. */
export const SelectField = ({
  name,
  label,
  rules,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) => {
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
      <select id={field.id} className={styles.input} {...rest} {...field.aria} {...field.registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
};
