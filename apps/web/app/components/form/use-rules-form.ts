import { useEffect, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useClientStore } from '~/lib/client-store.ts';
import { forgetDraft, readDraft, writeDraft } from './form-draft.ts';

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
  /**
   * The name of a draft (form-draft.ts): the values typed are kept in this tab for the person
   * logged in and come back when the form opens again, until a reset to the defaults (after
   * sending) forgets them. For long texts in the portal, where a login can end while typing.
   */
  draft?: string;
}

/** The defaults with a stored draft laid over them: only the form's own fields, of the same type. */
const withDraft = <TValues extends FieldValues>(
  defaults: DefaultValues<TValues>,
  stored: Record<string, unknown> | undefined,
): DefaultValues<TValues> => {
  if (!stored) return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    if (typeof stored[name] === typeof value) restored[name] = stored[name];
  }
  return restored as DefaultValues<TValues>;
};

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).every((name) => a[name] === b[name]);

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
  draft,
}: UseRulesFormOptions<TValues>): UseFormReturn<TValues> => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a form keeps the schema it started with
  const resolver = useMemo(() => (schema ? schemaResolver<TValues>(schema) : undefined), []);
  const owner = useClientStore((state) => (draft ? state.userData?.email : undefined));
  const [startValues] = useState(() =>
    draft && owner ? withDraft(defaultValues, readDraft(owner, draft)) : defaultValues,
  );
  const form = useForm<TValues>({
    defaultValues: startValues,
    ...(resolver && { resolver }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { subscribe, trigger, getValues, reset } = form;

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults the form started with
  useEffect(() => {
    if (!draft || !owner) return;
    // The form opened with the draft; its defaults (what reset() goes back to) are the form's own.
    if (startValues !== defaultValues) reset(defaultValues, { keepValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, defaultValues)) forgetDraft(owner, draft);
        else writeDraft(owner, draft, values);
      },
    });
  }, [subscribe, reset, draft, owner]);

  return form;
};
