import { ApiErrorBody, ApiRequestError } from './errors.ts';
import type { RouteDefinition, RouteInput, RouteResponse } from './route.ts';

export interface ApiClientOptions {
  /** The API's address, or a function that gives it at each call. */
  baseUrl: string | (() => string);
  /** The bearer token (a customer's login, or a staff member's for a staff client), read at each call. */
  getToken?: () => string | null | undefined;
  /** The public search key, for routes whose auth is 'search-key'. */
  searchKey?: string;
  fetch?: typeof fetch;
  /** Milliseconds before a call gives up, unless the call says otherwise; none by default. */
  timeoutMs?: number;
}

/** Per call: a signal that cancels it (a superseded search), a time limit, another bearer token. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The bearer token of this call instead of getToken()'s (a login link's, beside a login). */
  token?: string;
  /**
   * The visitor's address, when the site's server calls on a visitor's behalf (X-Forwarded-For):
   * the API counts its per-address limits by it where it trusts the site (TRUST_PROXY).
   */
  forwardedFor?: string;
}

export type ApiCall = <R extends RouteDefinition>(
  route: R,
  ...input: keyof RouteInput<R> extends never
    ? [(RouteInput<R> & CallOptions)?]
    : [RouteInput<R> & CallOptions]
) => Promise<RouteResponse<R>>;

const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

const toSearch = (query: Record<string, unknown> | undefined, methodOverride: boolean): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  if (methodOverride) search.set('_method', 'PUT');
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The body as JSON, or undefined when it is empty, not JSON or broken (a proxy's HTML page). */
const readJson = async (response: Response): Promise<{ ok: boolean; value: unknown }> => {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
};

/**
 * A typed client for every route of the contract. Every failure but the caller's own abort
 * arrives as ApiRequestError: an error answer with its status (and the API's error body when it
 * has one), an answer that is not JSON with its status, no answer at all (network, time limit)
 * with status 0. An abort through the caller's signal rejects with the signal's AbortError.
 */
export const createApiClient = (options: ApiClientOptions): ApiCall => {
  const doFetch: typeof fetch = (url, init) => (options.fetch ?? globalThis.fetch)(url, init);
  const baseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/$/, '');

  return (async (
    route: RouteDefinition,
    input?: { params?: unknown; query?: unknown; body?: unknown } & CallOptions,
  ) => {
    const override = route.methodOverride === true && route.method === 'PUT';
    const url =
      baseUrl() +
      fillPath(route.path, input?.params as Record<string, unknown>) +
      toSearch(input?.query as Record<string, unknown>, override);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.auth === 'bearer' || route.auth === 'staff') {
      const token = input?.token ?? options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    if (route.auth === 'search-key' && options.searchKey)
      headers.authorization = `Bearer ${options.searchKey}`;
    if (input?.forwardedFor) headers['x-forwarded-for'] = input.forwardedFor;
    let body: string | undefined;
    if (input?.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const timeoutMs = input?.timeoutMs ?? options.timeoutMs;
    const timeout = timeoutMs === undefined ? undefined : new AbortController();
    const timer = timeout && setTimeout(() => timeout.abort(), timeoutMs);
    const signals = [input?.signal, timeout?.signal].filter((signal) => signal !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    let response: Response;
    let json: { ok: boolean; value: unknown };
    try {
      response = await doFetch(url, { method: override ? 'POST' : route.method, headers, body, signal });
      json = await readJson(response);
    } catch (error) {
      if (input?.signal?.aborted) throw input.signal.reason;
      throw new ApiRequestError(0, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const parsed = ApiErrorBody.safeParse(json.value);
      throw new ApiRequestError(response.status, parsed.success ? parsed.data : undefined);
    }
    if (!json.ok) throw new ApiRequestError(response.status, undefined);
    return json.value;
  }) as ApiCall;
};
