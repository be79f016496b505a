import { fieldStyles } from '~/components/form/index.ts';
import { useStaffCustomers } from '~/features/beheer-shell/index.ts';
import own from './invoices.module.css';

/** The "Klant" choice of a filter above a finance list: every customer, or all of them (''). */
export const CustomerFilter = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (customerId: string) => void;
}) => {
  const customers = useStaffCustomers();
  return (
    <div className={own.field}>
      <label htmlFor={id}>Klant</label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Alle klanten</option>
        {customers.data?.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </select>
    </div>
  );
};

/** A choice of a filter above a finance list from a fixed list (a status, an age), or all of them (''). */
export const ChoiceFilter = <T extends string>({
  id,
  label,
  value,
  choices,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T | '';
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
}) => (
  <div className={own.field}>
    <label htmlFor={id}>{label}</label>
    <select
      id={id}
      className={fieldStyles.input}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <option value="">Alle</option>
      {choices.map((one) => (
        <option key={one} value={one}>
          {labels[one]}
        </option>
      ))}
    </select>
  </div>
);

/** A filter's onChange that also goes back to the list's first page, where the new filter begins. */
export const onFirstPage =
  <T,>(set: (value: T) => void, setPage: (page: number) => void) =>
  (value: T) => {
    set(value);
    setPage(1);
  };
