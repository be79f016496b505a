import type { ApiErrorBody, ErrorCode } from '@maatwerk/contract';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  mfa_setup_required: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  service_unavailable: 503,
  internal_error: 500,
};

const defaultMessage: Record<ErrorCode, string> = {
  bad_request: 'Het verzoek is niet juist opgebouwd.',
  validation_failed: 'Niet alle velden zijn correct ingevuld.',
  unauthorized: 'Je bent niet (meer) ingelogd.',
  forbidden: 'Je hebt geen toegang tot dit onderdeel.',
  mfa_setup_required: 'Stel eerst de tweestapsverificatie in met je authenticator-app.',
  not_found: 'Dit bestaat niet, of is niet van jou.',
  conflict: 'Dit botst met iets dat al bestaat.',
  too_many_requests: 'Te veel pogingen. Probeer het later opnieuw.',
  service_unavailable: 'De dienst is even niet bereikbaar. Probeer het zo opnieuw.',
  internal_error: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
};

/** An error the API answers on purpose, in the documented shape. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: Pick<ApiErrorBody, 'fields' | 'mfa' | 'retryAfter'> = {},
  ) {
    super(message ?? defaultMessage[code]);
    this.statusCode = statusOf[code];
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, error: this.code, message: this.message, ...this.extra };
  }
}

export const notFound = (message?: string) => new HttpError('not_found', message);

export const errorBody = (code: ErrorCode, message?: string): ApiErrorBody =>
  new HttpError(code, message).toBody();
