import { describe, expect, it } from 'vitest';
import { combineStyles } from './combine-styles.ts';

describe('combineStyles', () => {
  it('keeps every class of each module and joins the names of a class both define', () => {
    expect(
      combineStyles({ reply: 'a_reply', thread: 'a_thread' }, { reply: 'b_reply', kindTag: 'b_tag' }),
    ).toEqual({
      reply: 'a_reply b_reply',
      thread: 'a_thread',
      kindTag: 'b_tag',
    });
  });
});
