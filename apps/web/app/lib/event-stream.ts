import { type StreamEvent, takeStreamEvents } from '@maatwerk/contract';

export interface FollowOptions {
  url: string;
  /** Headers of each connection (the chat's secret, a staff token), read again at each one. */
  headers: () => Record<string, string>;
  /** The id of the last event the caller has: sent as Last-Event-ID, so nothing is sent twice. */
  lastId: () => number;
  onEvent: (event: StreamEvent) => void;
  /** The stream was refused (404, 401): it is not tried again. */
  onRefused?: (status: number) => void;
}

const RETRY_MS = 2000;

/**
 * Follows a server-sent event stream of the API (decision 0062) with fetch, since EventSource
 * cannot send headers, and comes back after a dropped connection with the last id the caller has.
 * Answers the function that stops it.
 */
export const followEventStream = ({
  url,
  headers,
  lastId,
  onEvent,
  onRefused,
}: FollowOptions): (() => void) => {
  let stopped = false;
  let abort: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    abort = new AbortController();
    try {
      const last = lastId();
      const response = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          ...headers(),
          ...(last > 0 && { 'last-event-id': String(last) }),
        },
        signal: abort.signal,
      });
      if (response.status >= 400 && response.status < 500) {
        stopped = true;
        onRefused?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const taken = takeStreamEvents(buffer + value);
        buffer = taken.rest;
        for (const event of taken.events) onEvent(event);
      }
    } catch {
      // Dropped, or stopped: tried again below unless stopped.
    }
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    abort?.abort();
  };
};
