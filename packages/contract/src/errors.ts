import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  /** A staff member whose second factor is not set up yet: only the setup answers. */
  'mfa_setup_required',
  'not_found',
  'conflict',
  'too_many_requests',
  'service_unavailable',
  'internal_error',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one shape of every error the API answers. `message` is Dutch, for people. */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: ErrorCode,
    message: z.string(),
    /** Per field (dotted path) the first message, on validation_failed. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A fresh mfa token after a wrong code (spec §4). */
    mfa: z.string().optional(),
    /** Seconds until another try is allowed, on too_many_requests. */
    retryAfter: z.number().int().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * A call that failed: `status` is the answer's HTTP status, or 0 when no answer came (network
 * failure, time limit); `body` the API's error body when the answer had one.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      body?.message ?? (status === 0 ? 'No answer from the API' : `Request failed with status ${status}`),
      options,
    );
    this.name = 'ApiRequestError';
  }
}
