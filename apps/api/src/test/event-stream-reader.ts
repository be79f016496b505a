export interface StreamEvent {
  id: number | undefined;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  contentType: string | null;
  /** Every event read so far. */
  events: StreamEvent[];
  /** The first event (read so far or to come) that matches, or a rejection after `ms`. */
  next: (matches: (event: StreamEvent) => boolean, ms?: number) => Promise<StreamEvent>;
  close: () => void;
}

const parse = (block: string): StreamEvent | undefined => {
  let id: number | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length === 0 ? undefined : { id, event, data: JSON.parse(data.join('\n')) };
};

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
  const waiters: { matches: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const reader: EventStreamReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    next: (matches, ms = 5000) => {
      const found = events.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${ms} ms; had ${JSON.stringify(events)}`)),
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
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!event) continue;
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
  })();
  return reader;
};
