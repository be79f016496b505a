import { ApiErrorBody, ApiRequestError } from './errors.ts';
import type { RouteDefinition, RouteInput, RouteResponse } from './route.ts';

export interface ApiClientOptions {
  /** The API's address, or a function that gives it at each call. */
  baseUrl: string | (() => string);
  /** The bearer login token, read at each call. */
  getToken?: () => string | null | undefined;
  /** The public search key, for routes whose auth is 'search-key'. */
  searchKey?: string;
  fetch?: typeof fetch;
}

export type ApiCall = <R extends RouteDefinition>(
  route: R,
  ...input: keyof RouteInput<R> extends never ? [RouteInput<R>?] : [RouteInput<R>]
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

/** A typed client for every route of the contract; errors arrive as ApiRequestError. */
export const createApiClient = (options: ApiClientOptions): ApiCall => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/$/, '');

  return (async (route: RouteDefinition, input?: { params?: unknown; query?: unknown; body?: unknown }) => {
    const override = route.methodOverride === true && route.method === 'PUT';
    const url =
      baseUrl() +
      fillPath(route.path, input?.params as Record<string, unknown>) +
      toSearch(input?.query as Record<string, unknown>, override);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.auth === 'bearer') {
      const token = options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    if (route.auth === 'search-key' && options.searchKey)
      headers.authorization = `Bearer ${options.searchKey}`;
    let body: string | undefined;
    if (input?.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const response = await doFetch(url, { method: override ? 'POST' : route.method, headers, body });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const parsed = ApiErrorBody.safeParse(json);
      throw new ApiRequestError(response.status, parsed.success ? parsed.data : undefined);
    }
    return json;
  }) as ApiCall;
};
