import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
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

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}
