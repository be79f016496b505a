import { ApiRequestError, apiRoutes, createApiClient } from '@maatwerk/contract';
import { serverEnv } from '~/lib/env.server.ts';

/** The provider API as the site's server calls it. */
const api = createApiClient({ baseUrl: () => serverEnv.API_URL });

export type SubscriptionOutcome =
  | { ok: true }
  | { ok: false; message: string; status: number; fields?: Record<string, string> };

const unreachable = 'De statusmeldingen zijn even niet bereikbaar. Probeer het later opnieuw.';

const failure = (
  error: unknown,
): { ok: false; message: string; status: number; fields?: Record<string, string> } => {
  if (error instanceof ApiRequestError && error.body) {
    return {
      ok: false,
      message: error.body.message,
      status: error.status,
      ...(error.body.fields ? { fields: error.body.fields } : {}),
    };
  }
  return { ok: false, message: unreachable, status: 503 };
};

/** Each call passes on the visitor's address: the API's limits count visitors, not this server. */
export const subscribeToStatusThroughApi = async (
  email: string,
  visitor: string,
): Promise<SubscriptionOutcome> => {
  try {
    await api(apiRoutes.subscribeToStatus, { body: { email }, forwardedFor: visitor });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
};

export const confirmStatusThroughApi = async (
  token: string,
  visitor: string,
): Promise<SubscriptionOutcome> => {
  try {
    await api(apiRoutes.confirmStatusSubscription, { body: { token }, forwardedFor: visitor });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
};

export const unsubscribeFromStatusThroughApi = async (
  token: string,
  visitor: string,
): Promise<SubscriptionOutcome> => {
  try {
    await api(apiRoutes.unsubscribeFromStatus, { body: { token }, forwardedFor: visitor });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
};

/** The API's Atom feed of the status page, as it wrote it. */
export const statusFeedFromApi = async (): Promise<Response> => {
  const response = await fetch(new URL('/status/feed.atom', serverEnv.API_URL), {
    signal: AbortSignal.timeout(5_000),
  });
  return new Response(await response.text(), {
    status: response.ok ? 200 : 503,
    headers: {
      'content-type': response.ok ? 'application/atom+xml; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=60',
    },
  });
};
