import type { TestApp } from './build-test-app.ts';

/** Who calls: a logged-in customer or staff member (the headers of their login), or null for nobody. */
export type Caller = { headers: Record<string, string> } | null;

/**
 * Calls to the test API as one caller or another, with a JSON payload where one is given.
 * The API is read at call time, so the test API may still be being built when this is made.
 */
export const apiCaller =
  (t: TestApp) => (who: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload !== undefined && { payload: payload as object }),
    });
