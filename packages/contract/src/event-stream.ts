/**
 * The chat's server-sent events as they travel (decision 0062): `id: …`, `event: …` and
 * `data: <JSON>` lines, a blank line after each event. Read by the site's stream follower and by
 * the API's tests alike.
 */
export interface StreamEvent {
  id: number | undefined;
  event: string;
  data: unknown;
}

/** One event of the stream (its lines without the blank line); undefined for a comment or a retry hint. */
export const parseStreamEvent = (block: string): StreamEvent | undefined => {
  let id: number | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length === 0) return undefined;
  try {
    return { id, event, data: JSON.parse(data.join('\n')) };
  } catch {
    return undefined;
  }
};

/** Takes the whole events out of what has arrived; answers them and the unfinished rest. */
export const takeStreamEvents = (buffer: string): { events: StreamEvent[]; rest: string } => {
  const events: StreamEvent[] = [];
  let rest = buffer;
  let end = rest.indexOf('\n\n');
  while (end >= 0) {
    const event = parseStreamEvent(rest.slice(0, end));
    if (event) events.push(event);
    rest = rest.slice(end + 2);
    end = rest.indexOf('\n\n');
  }
  return { events, rest };
};
