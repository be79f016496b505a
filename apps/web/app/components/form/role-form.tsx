import { useId, useState } from 'react';
import fieldStyles from './form.module.css';

/**
 * One person's role as a select with its own save button, in a list of people: the label and the
 * button name the person for a screen reader. The button is off while the role is unchanged.
 */
export const RoleForm = <Role extends string>({
  personName,
  role: current,
  options,
  onSave,
  className,
  buttonClassName,
}: {
  personName: string;
  role: Role;
  options: readonly { value: Role; label: string }[];
  onSave: (role: Role) => Promise<unknown>;
  className?: string;
  buttonClassName?: string;
}) => {
  const id = useId();
  const [role, setRole] = useState<Role>(current);
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(role);
      }}
    >
      <label htmlFor={id}>
        Rol<span className="visually-hidden"> van {personName}</span>
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={buttonClassName ? `button button-secondary ${buttonClassName}` : 'button button-secondary'}
        disabled={role === current}
      >
        Rol opslaan<span className="visually-hidden"> van {personName}</span>
      </button>
    </form>
  );
};
