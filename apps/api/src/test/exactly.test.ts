import { UserStory } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { exactly } from './exactly.ts';

const story = {
  id: 1,
  title: 'Nieuwe webshop',
  status: 'nieuw',
  priority: 3,
  invoice_reference: null,
  time_spent_minutes: 0,
  estimate_minutes: null,
  reply_count: 0,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  closed_at: null,
};

describe('exactly', () => {
  it('passes an answer that holds what the contract names', () => {
    expect(exactly(UserStory, story)).toEqual(story);
  });

  it('fails an answer with a column the contract does not name', () => {
    expect(() => exactly(UserStory, { ...story, customer_id: 7 })).toThrow(/keys the contract does not name/);
    expect(() => exactly(UserStory.array(), [story, { ...story, description_html: '<p>x</p>' }])).toThrow();
  });
});
