import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './form.module.css';
import { type FieldOptions, useFieldProps } from './use-field.tsx';

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
export const SelectField = (props: SelectFieldProps) => {
  const {
    field,
    rest: { className, options, placeholder, ...rest },
  } = useFieldProps(props);
  return (
    <FieldFrame field={field} hint={props.hint} className={className}>
      <select id={field.id} className={styles.input} {...rest} {...field.aria} {...field.registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};
