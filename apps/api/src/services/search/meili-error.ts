import type { MeiliErrorBody } from '@maatwerk/contract';

/** An error answered in Meilisearch's shape, on the route that speaks its protocol. */
export class MeiliError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly type: MeiliErrorBody['type'] = 'invalid_request',
  ) {
    super(message);
  }

  toBody(): MeiliErrorBody {
    return {
      message: this.message,
      code: this.code,
      type: this.type,
      link: `https://docs.meilisearch.com/errors#${this.code}`,
    };
  }
}
