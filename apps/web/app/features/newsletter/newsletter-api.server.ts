import { ApiRequestError, apiRoutes, createApiClient } from '@maatwerk/contract';
import { serverEnv } from '~/lib/env.server.ts';

/** The provider API as the site's server calls it. */
const api = createApiClient({ baseUrl: () => serverEnv.API_URL });

export type LinkOutcome =
  | { ok: true; status: 'confirmed' | 'unsubscribed' }
  | { ok: false; message: string; status: number };

const unreachable = 'De nieuwsbriefservice is even niet bereikbaar. Probeer het later opnieuw.';

const failure = (error: unknown): { ok: false; message: string; status: number } => {
  if (error instanceof ApiRequestError && error.body) {
    return { ok: false, message: error.body.message, status: error.status };
  }
  return { ok: false, message: unreachable, status: 503 };
};

/** Each call passes on the visitor's address: the API's limits count visitors, not this server. */
export const subscribeThroughApi = async (
  email: string,
  visitor: string,
): Promise<
  { ok: true } | { ok: false; message: string; status: number; fields?: Record<string, string> }
> => {
  try {
    await api(apiRoutes.subscribeToNewsletter, { body: { email }, forwardedFor: visitor });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.body?.fields) {
      return { ...failure(error), fields: error.body.fields };
    }
    return failure(error);
  }
};

export const confirmThroughApi = async (token: string, visitor: string): Promise<LinkOutcome> => {
  try {
    const { status } = await api(apiRoutes.confirmNewsletter, { body: { token }, forwardedFor: visitor });
    return { ok: true, status };
  } catch (error) {
    return failure(error);
  }
};

export const unsubscribeThroughApi = async (token: string, visitor: string): Promise<LinkOutcome> => {
  try {
    const { status } = await api(apiRoutes.unsubscribeNewsletter, { body: { token }, forwardedFor: visitor });
    return { ok: true, status };
  } catch (error) {
    return failure(error);
  }
};

/** The week mail's unsubscribe link: the person's week mail stops. */
export const unsubscribeWeekMailThroughApi = async (token: string, visitor: string): Promise<LinkOutcome> => {
  try {
    await api(apiRoutes.unsubscribeWeekMail, { body: { token }, forwardedFor: visitor });
    return { ok: true, status: 'unsubscribed' };
  } catch (error) {
    return failure(error);
  }
};
