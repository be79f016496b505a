import { describe, expect, it } from 'vitest';
import { leavesNoOwner } from './team-roles.ts';

describe('leavesNoOwner', () => {
  it.each([
    [1, 'eigenaar', 'verwijderd', true],
    [1, 'eigenaar', 'financieel', true],
    [1, 'eigenaar', 'eigenaar', false],
    [2, 'eigenaar', 'verwijderd', false],
    [2, 'eigenaar', 'technisch', false],
    [1, 'financieel', 'verwijderd', false],
    [0, 'opdrachten', 'verwijderd', false],
  ] as const)('with %i active eigenaar(s), a %s who becomes %s: %s', (owners, role, after, expected) => {
    expect(leavesNoOwner(owners, role, after)).toBe(expected);
  });
});
