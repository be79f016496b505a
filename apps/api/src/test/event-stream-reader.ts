import { type StreamEvent, takeStreamEvents } from '@maatwerk/contract';

export interface EventStreamReader {
  status: number;
  contentType: string | null;
  /** Every event read so far. */
  events: StreamEvent[];
  /** The first event (read so far or to come) that matches, or a rejection after `ms`. */
  next: (matches: (event: StreamEvent) => boolean, ms?: number) => Promise<StreamEvent>;
  close: () => void;
}

/** Opens a server-sent event stream over real HTTP, as a browser's fetch reads it. */
export const readEventStream = async (
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> => {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let ended = false;
  const waiters: { matches: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const reader: EventStreamReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    // Generous: a busy CI machine runs this beside other suites; the bench measures the speed.
    next: (matches, ms = 15_000) => {
      const found = events.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching event in ${ms} ms (${ended ? 'the stream had ended' : 'the stream was open'}); had ${JSON.stringify(events)}`,
              ),
            ),
          ms,
        );
        waiters.push({
          matches,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) return reader;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        const taken = takeStreamEvents(buffer + decoder.decode(chunk, { stream: true }));
        buffer = taken.rest;
        for (const event of taken.events) {
          events.push(event);
          for (const waiter of waiters.filter((one) => one.matches(event))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  return reader;
};
