import { z } from 'zod';

interface BodySchemaOptions<V, B> {
  /** The body the form's values become (euros to cents, lines to a list); default: the values. */
  toBody?: (values: V) => B;
  /**
   * The field that shows a message about a body key, where the form names it otherwise: by key, or
   * from the message's path and the body (a list of ranges shown as one field a day).
   */
  fields?: Readonly<Record<string, string>> | ((path: readonly PropertyKey[], body: B) => string);
  /** The form's own fields that are no part of the body (a date that picks the slots shown). */
  formFields?: z.ZodObject;
}

/**
 * A contract schema as a form's schema (for useRulesForm) where the form's values are not the body
 * as they stand. Each message goes to the field it is about: the body's key (its first part for a
 * part of a field, `nameservers.1`) or the field that `fields` names for it; one message a field.
 * Imported from here, not from the form's index, so that zod stays out of the pages without it.
 *
 *   const toBody = (values: Values) => ({ ...values, price_cents: eurosToCents(values.price) });
 *   const schema = bodySchema(HourBundleBody, { toBody, fields: { price_cents: 'price' } });
 *   useRulesForm<Values>({ defaultValues, schema });
 *   onSubmit={(values) => save(HourBundleBody.parse(toBody(values)))}
 */
export const bodySchema = <V, B = V>(schema: z.ZodType, options: BodySchemaOptions<V, B> = {}) => {
  const { toBody = (values: V) => values as unknown as B, fields = {}, formFields } = options;
  return z.any().superRefine((values, ctx) => {
    const judged = new Set<string>();
    const report = (field: string, message: string) => {
      if (judged.has(field)) return;
      judged.add(field);
      ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    for (const issue of formFields?.safeParse(values).error?.issues ?? []) {
      report(String(issue.path[0] ?? ''), issue.message);
    }
    const body = toBody(values as V);
    for (const issue of schema.safeParse(body).error?.issues ?? []) {
      const key = String(issue.path[0] ?? '');
      report(typeof fields === 'function' ? fields(issue.path, body) : (fields[key] ?? key), issue.message);
    }
  });
};

/**
 * For `fields`: a message about an item of a list goes to the form's field of that item, renamed
 * where the form names it otherwise (`lines.1.unit_price_cents` shows by `lines.1.unitPrice`); any
 * other message to its body key.
 */
export const listItemFields =
  (list: string, renamed: Readonly<Record<string, string>>) =>
  (path: readonly PropertyKey[]): string =>
    path[0] === list && path.length >= 3
      ? `${list}.${String(path[1])}.${renamed[String(path[2])] ?? String(path[2])}`
      : String(path[0] ?? '');
