import type { InputHTMLAttributes } from 'react';
import { fieldStyles } from '~/components/form/index.ts';
import local from './beheer-staff.module.css';

interface FilterProps {
  id: string;
  /** The name of the query parameter. */
  name: string;
  label: string;
  /** The value in the address now. */
  value: string;
}

/** A choice of a filter form, with a first choice for no filter at all. */
export const FilterSelect = ({
  id,
  name,
  label,
  value,
  all,
  options,
}: FilterProps & { all: string; options: readonly { value: string; label: string }[] }) => (
  <div className={local.filter}>
    <label htmlFor={id}>{label}</label>
    <select id={id} name={name} className={fieldStyles.input} defaultValue={value}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue'>;

/** A text or date field of a filter form. */
export const FilterInput = ({ id, name, label, value, ...rest }: FilterProps & InputProps) => (
  <div className={local.filter}>
    <label htmlFor={id}>{label}</label>
    <input id={id} name={name} className={fieldStyles.input} defaultValue={value} {...rest} />
  </div>
);
