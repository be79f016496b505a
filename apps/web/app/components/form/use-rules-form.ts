import { useEffect, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** Form input debounce of spec §9: messages follow typing 20 ms after the last key. */
export const INPUT_DEBOUNCE_MS = 20;

/** A contract schema, or a loader of one, so that a public page loads zod only when it is sent. */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

interface UseRulesFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /**
   * The contract's schema of what the form sends: its Dutch messages are the form's messages, so
   * the form and the API judge alike. Fields then take no `rules` of their own.
   */
  schema?: FormSchema;
}

/** The schema as react-hook-form's resolver; the values the form holds stay as typed (raw). */
const schemaResolver = <TValues extends FieldValues>(schema: FormSchema): Resolver<TValues> => {
  let loaded: Promise<Resolver<TValues>> | undefined;
  const resolver = () => {
    // The resolver (and zod with it) loads with the first check: the login popup, which is part of
    // every public page, takes no schema and so keeps zod out of the first visit's JavaScript.
    loaded ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : Promise.resolve(schema),
    ]).then(
      ([{ zodResolver }, ready]) =>
        zodResolver(ready as never, undefined, { raw: true }) as unknown as Resolver<TValues>,
    );
    return loaded;
  };
  return async (values, context, options) => (await resolver())(values, context, options);
};

/**
 * react-hook-form set up the way every form of the site behaves: nothing is judged before the
 * first submit; after it, every field is judged again 20 ms after the last change, so that
 * messages disappear as they are fixed (and confirm fields follow their partner).
 */
export const useRulesForm = <TValues extends FieldValues>({
  defaultValues,
  schema,
}: UseRulesFormOptions<TValues>): UseFormReturn<TValues> => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a form keeps the schema it started with
  const resolver = useMemo(() => (schema ? schemaResolver<TValues>(schema) : undefined), []);
  const form = useForm<TValues>({
    defaultValues,
    ...(resolver && { resolver }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { subscribe, trigger, getValues } = form;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ isSubmitted, type }) => {
        if (!isSubmitted || type !== 'change') return;
        clearTimeout(timer);
        // The fields by name: a whole-form check with a schema would also drop the answer of the
        // last submit (errors.root), which stays until the next submit.
        const names = Object.keys(getValues()) as FieldPath<TValues>[];
        timer = setTimeout(() => void trigger(names), INPUT_DEBOUNCE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, trigger, getValues]);

  return form;
};
