import { ApiErrorBody } from '@maatwerk/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** An API call as a logged-in customer (or as nobody). */
export const call = (
  app: FastifyInstance,
  who: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

export const errorOf = (response: LightMyRequestResponse): ApiErrorBody =>
  ApiErrorBody.parse(response.json());
