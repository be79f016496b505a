import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { formLabels, type Locale } from '~/lib/validation/index.ts';
import styles from './form.module.css';
import { RulesFormContext, type RulesFormContextValue } from './form-context.ts';
import { SubmitButton } from './submit-button.tsx';
import { describeSubmitFailure } from './submit-error.ts';

export interface RulesFormProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /**
   * Runs with valid values; the form is disabled until it settles. A thrown API error shows its
   * message and its field messages; a returned `false` means "not done" without a message.
   */
  onSubmit: (values: TValues) => Promise<unknown> | unknown;
  children: ReactNode;
  locale?: Locale;
  /** The submit button's text; default 'Versturen'. `false`: the children place a <SubmitButton>. */
  submitLabel?: string | false;
  /** The button's text while the handler runs. */
  busyLabel?: string;
  /** Shown when the form is submitted with broken rules; default 'Sorry, niet alle velden ...'. */
  incompleteMessage?: string;
  className?: string;
  /** Names the form for assistive technology, e.g. the id of its heading. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

export function RulesForm<TValues extends FieldValues>({
  form,
  onSubmit,
  children,
  locale = 'nl',
  submitLabel,
  busyLabel,
  incompleteMessage,
  className,
  ...aria
}: RulesFormProps<TValues>) {
  const labels = formLabels[locale];
  const idPrefix = useId();
  const [loading, setLoading] = useState(false);
  const [complete, setComplete] = useState(false);
  const running = useRef(false);
  const { formState, handleSubmit, setError, clearErrors } = form;
  const { isSubmitted, errors } = formState;
  const serverMessage = errors.root?.server?.message;
  const fieldErrorCount = Object.keys(errors).filter((key) => key !== 'root').length;
  const invalid = isSubmitted && fieldErrorCount > 0;

  const submit = handleSubmit(
    async (values) => {
      if (running.current) return;
      running.current = true;
      clearErrors('root.server');
      setComplete(false);
      setLoading(true);
      try {
        const result = await onSubmit(values);
        setComplete(result !== false);
      } catch (error) {
        const failure = describeSubmitFailure(error, labels.submitFailed);
        const names = Object.keys(values);
        const known = Object.entries(failure.fields).filter(([name]) => names.includes(name));
        for (const [name, message] of known) {
          setError(name as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: true });
        }
        if (known.length === 0 || failure.message !== labels.submitFailed) {
          setError('root.server', { type: 'server', message: failure.message ?? labels.submitFailed });
        }
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    () => setComplete(false),
  );

  const context = useMemo<RulesFormContextValue>(
    () => ({ locale, idPrefix, submitted: isSubmitted, loading, complete, invalid }),
    [locale, idPrefix, isSubmitted, loading, complete, invalid],
  );

  const statusMessage = invalid ? (incompleteMessage ?? labels.incomplete) : (serverMessage ?? null);

  return (
    <FormProvider {...form}>
      <RulesFormContext.Provider value={context}>
        <form
          noValidate
          className={className}
          onSubmit={submit}
          aria-busy={loading || undefined}
          data-state={
            loading
              ? 'loading'
              : complete
                ? 'complete'
                : invalid
                  ? 'invalid'
                  : isSubmitted
                    ? 'submitted'
                    : 'idle'
          }
          {...aria}
        >
          <fieldset className={styles.fieldset} disabled={loading}>
            {children}
            {submitLabel !== false && <SubmitButton label={submitLabel} busyLabel={busyLabel} />}
          </fieldset>
          <p className={styles.formMessage} role="alert" id={`${idPrefix}-status`}>
            {statusMessage}
          </p>
        </form>
      </RulesFormContext.Provider>
    </FormProvider>
  );
}
