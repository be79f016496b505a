import { get, useFormContext } from 'react-hook-form';
import { formLabels, isBlank, type Rules, validateValue } from '~/lib/validation/index.ts';
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
  /**
   * A further judgement of a filled-in value once its rules pass, which may load what it needs
   * (the password strength's dictionaries): the message, or undefined when the value is fine.
   */
  check?: ((value: string) => Promise<string | undefined>) | undefined;
}

/**
 * Registers a field of the surrounding RulesForm with its rules, and gives the ids and ARIA
 * attributes that tie the control to its label, hint and message. Messages only exist after the
 * first submit (the form does not judge before).
 */
export const useField = ({ name, label, rules, hint, optional, check }: FieldOptions) => {
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
    validate:
      rules || check
        ? (value: unknown, values: Record<string, unknown>) => {
            const message = rules ? validateValue(value, rules, { label, name, values, locale }) : null;
            if (message) return message;
            if (!check || isBlank(value)) return true;
            return check(String(value)).then((problem) => problem ?? true);
          }
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
export const useFieldProps = <P extends FieldOptions>({
  name,
  label,
  rules,
  hint,
  optional,
  check,
  ...rest
}: P) => {
  const field = useField({ name, label, rules, hint, optional, check });
  return { field, rest };
};
