import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';

/** Form input debounce of spec §9: messages follow typing 20 ms after the last key. */
export const INPUT_DEBOUNCE_MS = 20;

export interface UseRulesFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
}

/**
 * react-hook-form set up the way every form of the site behaves: nothing is judged before the
 * first submit; after it, every field is judged again 20 ms after the last change, so that
 * messages disappear as they are fixed (and confirm fields follow their partner).
 */
export const useRulesForm = <TValues extends FieldValues>({
  defaultValues,
}: UseRulesFormOptions<TValues>): UseFormReturn<TValues> => {
  const form = useForm<TValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { subscribe, trigger } = form;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ isSubmitted, type }) => {
        if (!isSubmitted || type !== 'change') return;
        clearTimeout(timer);
        timer = setTimeout(() => void trigger(), INPUT_DEBOUNCE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, trigger]);

  return form;
};
