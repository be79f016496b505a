import { ApiRequestError } from '@maatwerk/contract';

/** '123,45' or '123.45' as cents; undefined when it is not an amount with at most two decimals. */
export const eurosToCents = (text: string): number | undefined => {
  const match = /^\s*(-?\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + (whole < 0 ? -fraction : fraction);
};

/** Cents as a Dutch amount to edit: 12345 → '123,45'. */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** The message and per-field messages of a refused request, in Dutch. */
export const failureOf = (
  error: unknown,
  fallback: string,
): { message: string; fields: Record<string, string> } => {
  if (error instanceof ApiRequestError && error.body)
    return { message: error.body.message, fields: error.body.fields ?? {} };
  return { message: error instanceof Error ? error.message : fallback, fields: {} };
};
