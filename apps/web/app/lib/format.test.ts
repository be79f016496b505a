import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatDateTime, formatEuro, formatMinutes } from './format.ts';

describe('Dutch formats', () => {
  it('writes amounts in euro with a decimal comma', () => {
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('€ 1.234,56');
  });

  it('reads a calendar date as that day and a date-time in Amsterdam time', () => {
    expect(formatDate('2025-03-01')).toBe('1 maart 2025');
    expect(formatDateTime('2025-03-01T22:30:00Z')).toBe('1 maart 2025 om 23:30');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 minuten');
    expect(formatMinutes(1)).toBe('1 minuut');
    expect(formatMinutes(120)).toBe('2 uur');
    expect(formatMinutes(95)).toBe('1 uur en 35 minuten');
  });

  it('counts days to a date from today in Amsterdam', () => {
    const lateEvening = new Date('2025-03-01T23:30:00Z'); // already 2 March in Amsterdam
    expect(daysUntil('2025-03-02', lateEvening)).toBe(0);
    expect(daysUntil('2025-03-12', lateEvening)).toBe(10);
    expect(daysUntil('2025-02-28', lateEvening)).toBe(-2);
  });
});
