import type { TimeEntry } from '@maatwerk/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryApproval } from './hours-approval.tsx';

const entry = (approval: Partial<TimeEntry['approval']>): TimeEntry =>
  ({
    approval: {
      state: 'nieuw',
      approved_automatically: false,
      answered_by: null,
      answered_at: null,
      dispute_comment: null,
      ...approval,
    },
  }) as TimeEntry;

const text = (approval: Partial<TimeEntry['approval']>) =>
  renderToString(<EntryApproval entry={entry(approval)} />)
    .replace(/<[^>]+>/g, '')
    .replace(/<!-- -->/g, '');

const answer = { answered_by: 'Jan de Vries', answered_at: '2026-11-26T10:00:00.000Z' };

describe("an entry's approval in the back office", () => {
  it('names who disputed or approved it, and when', () => {
    expect(text({ state: 'betwist', ...answer, dispute_comment: 'Te veel' })).toContain(
      'Betwist door Jan de Vries op 26 november 2026',
    );
    expect(text({ state: 'goedgekeurd', ...answer })).toContain('door Jan de Vries');
  });

  it('names no one once a correction sent the disputed entry back to nieuw', () => {
    const corrected = text({ state: 'nieuw', ...answer });
    expect(corrected).toContain('Nog niet ingediend');
    expect(corrected).not.toContain('Jan de Vries');
  });
});
