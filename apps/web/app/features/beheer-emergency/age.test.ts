import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

describe('formatAge', () => {
  const now = Date.parse('2026-03-02T12:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says how long a call has waited, in Dutch', () => {
    expect(formatAge(ago(0), now)).toBe('minder dan een minuut');
    expect(formatAge(ago(1), now)).toBe('1 minuut');
    expect(formatAge(ago(45), now)).toBe('45 minuten');
    expect(formatAge(ago(60), now)).toBe('1 uur');
    expect(formatAge(ago(185), now)).toBe('3 uur en 5 minuten');
    expect(formatAge(ago(24 * 60), now)).toBe('1 dag');
    expect(formatAge(ago(3 * 24 * 60 + 5), now)).toBe('3 dagen');
  });
});
