import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { apiRoutes } from './routes.ts';

/** A client whose fetch answers what the test gives, and records what it was asked. */
const clientAnswering = (answer: (init: RequestInit) => Promise<Response> | Response) => {
  const calls: RequestInit[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'token',
    fetch: (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return answer(init);
    }) as typeof fetch,
  });
  return { api, calls };
};

const caught = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

const proxyPage = (status: number) =>
  new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });

describe('the API client', () => {
  it.each([502, 504])(
    'turns a %i HTML page from a proxy into ApiRequestError with the status',
    async (status) => {
      const { api } = clientAnswering(() => proxyPage(status));
      const error = await caught(api(apiRoutes.getAccount, {}));
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(status);
      expect((error as ApiRequestError).body).toBeUndefined();
    },
  );

  it('turns an error answer with broken JSON into ApiRequestError', async () => {
    const { api } = clientAnswering(
      () => new Response('{"statusCode":5', { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    const error = await caught(api(apiRoutes.getAccount, {}));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(503);
  });

  it('keeps the error body of a JSON error answer', async () => {
    const body = {
      statusCode: 401,
      error: 'unauthorized',
      message: 'Je sessie is verlopen. Log opnieuw in.',
    };
    const { api } = clientAnswering(() => Response.json(body, { status: 401 }));
    const error = (await caught(api(apiRoutes.getAccount, {}))) as ApiRequestError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
  });

  it('refuses a 200 answer that is not JSON with ApiRequestError, not SyntaxError', async () => {
    const { api } = clientAnswering(() => new Response('<html>portal</html>', { status: 200 }));
    const error = await caught(api(apiRoutes.getAccount, {}));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(200);
  });

  it('passes an abort signal on, so that a superseded call is cancelled', async () => {
    const { api, calls } = clientAnswering(
      (init) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const pending = api(apiRoutes.frontendSearch, { body: { q: 'dom' }, signal: controller.signal });
    controller.abort();
    const error = await caught(pending);
    expect((error as Error).name).toBe('AbortError');
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('gives up after the timeout of the call with ApiRequestError status 0', async () => {
    const { api } = clientAnswering(
      (init) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    const error = await caught(api(apiRoutes.getAccount, { timeoutMs: 50 }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("passes a visitor's address on as X-Forwarded-For when the site calls for them", async () => {
    const { api, calls } = clientAnswering(
      () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
    );
    await api(apiRoutes.subscribeToNewsletter, {
      body: { email: 'a@voorbeeld.nl' },
      forwardedFor: '203.0.113.5',
    });
    await api(apiRoutes.subscribeToNewsletter, { body: { email: 'b@voorbeeld.nl' } });
    const forwarded = (call: RequestInit | undefined) => new Headers(call?.headers).get('x-forwarded-for');
    expect(forwarded(calls[0])).toBe('203.0.113.5');
    expect(forwarded(calls[1])).toBeNull();
  });

  it('turns a network failure into ApiRequestError status 0', async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api(apiRoutes.getAccount, {}));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
  });
});
