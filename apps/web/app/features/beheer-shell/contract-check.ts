import { ApiRequestError } from '@maatwerk/contract';
import type { z } from 'zod';

/**
 * Checks form values with the contract's schema before they are sent, so the form shows the same
 * Dutch messages per field as the API would; gives the parsed values.
 */
export const checkWith = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> => {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  throw new ApiRequestError(422, {
    statusCode: 422,
    error: 'validation_failed',
    message: 'Niet alle velden zijn correct ingevuld.',
    fields,
  });
};
