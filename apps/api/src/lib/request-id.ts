import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

/** Runs `next` and everything it starts as part of the request with this id. */
export const withRequestId = (id: string, next: () => void): void => requestIds.run(id, next);

/** The id of the request whose work is running (its X-Request-Id), or null outside a request. */
export const currentRequestId = (): string | null => requestIds.getStore() ?? null;
