import { describe, expect, it } from 'vitest';
import { takeStreamEvents } from './event-stream.ts';

describe('takeStreamEvents', () => {
  it('reads whole events with their id and keeps an unfinished one for later', () => {
    const { events, rest } = takeStreamEvents(
      'retry: 2000\n\n: \n\nid: 7\nevent: message\ndata: {"body":"Hallo"}\n\nevent: typing\ndata: {"by":"medewerker"}\n\nid: 8\nevent: mess',
    );
    expect(events).toEqual([
      { id: 7, event: 'message', data: { body: 'Hallo' } },
      { id: undefined, event: 'typing', data: { by: 'medewerker' } },
    ]);
    expect(rest).toBe('id: 8\nevent: mess');
  });
});
