import { get, useFormContext } from 'react-hook-form';
import { formLabels, type Rules, validateValue } from '~/lib/validation/index.ts';
import styles from './form.module.css';
import { useRulesFormState } from './form-context.ts';

export interface FieldOptions {
  name: string;
  label: string;
  rules?: Rules | undefined;
  /** A hint under the label, e.g. what format is expected. */
  hint?: string | undefined;
  /** Marks the label '(niet verplicht)'; the marker is not part of the messages. */
  optional?: boolean | undefined;
}

/**
 * Registers a field of the surrounding RulesForm with its rules, and gives the ids and ARIA
 * attributes that tie the control to its label, hint and message. Messages only exist after the
 * first submit (the form does not judge before).
 */
export const useField = ({ name, label, rules, hint, optional }: FieldOptions) => {
  const { register, formState } = useFormContext();
  const { locale, idPrefix } = useRulesFormState();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A nested name ('lines.0.description') finds its message inside the list's errors.
  const error = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  const message = typeof error === 'string' ? error : undefined;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const registration = register(name, {
    validate: rules
      ? (value: unknown, values: Record<string, unknown>) =>
          validateValue(value, rules, { label, name, values, locale }) ?? true
      : undefined,
  });
  const labelText = optional ? (
    <>
      {label} <span className={styles.optional}>({formLabels[locale].optional})</span>
    </>
  ) : (
    label
  );
  return {
    labelText,
    id,
    errorId,
    hintId,
    message,
    registration,
    aria: {
      'aria-invalid': message ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-errormessage': message ? errorId : undefined,
    },
  };
};

/** useField for a field component's props: the field, and the props that are left for its control. */
export const useFieldProps = <P extends FieldOptions>({ name, label, rules, hint, optional, ...rest }: P) => {
  const field = useField({ name, label, rules, hint, optional });
  return { field, rest };
};
