/** The API's error body as far as a form needs it (see packages/contract errors.ts). */
interface ApiErrorLike {
  status: number;
  body?: { message?: unknown; fields?: unknown } | undefined;
}

const isApiErrorLike = (error: unknown): error is ApiErrorLike =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

export interface SubmitFailure {
  /** A message for the whole form, or null when the field messages say it all. */
  message: string | null;
  /** Messages per field name, from a validation_failed answer. */
  fields: Record<string, string>;
}

/**
 * What went wrong in a submit handler, in words for the form. An API answer brings its own Dutch
 * message and field messages; anything else (no network, a bug) gets the form's general message.
 * Kept apart from the contract package so that forms on public pages do not load every schema.
 */
export const describeSubmitFailure = (error: unknown, fallback: string): SubmitFailure => {
  if (!isApiErrorLike(error) || !error.body) return { message: fallback, fields: {} };
  const fields: Record<string, string> = {};
  if (typeof error.body.fields === 'object' && error.body.fields !== null) {
    for (const [name, message] of Object.entries(error.body.fields)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  const message =
    typeof error.body.message === 'string' && error.body.message !== '' ? error.body.message : fallback;
  return { message, fields };
};
