import { ApiRequestError } from '@maatwerk/contract';

/** The message and per-field messages of a refused request, in Dutch. */
export const failureOf = (
  error: unknown,
  fallback: string,
): { message: string; fields: Record<string, string> } => {
  if (error instanceof ApiRequestError && error.body)
    return { message: error.body.message, fields: error.body.fields ?? {} };
  return { message: error instanceof Error ? error.message : fallback, fields: {} };
};
