import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCalendarDate, formatEuro } from './money-and-dates.ts';

describe('amounts and dates in Dutch', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [-2500, '€ -25,00'],
  ])('%i cents read as %s', (cents, text) => {
    expect(formatEuro(cents).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    ['95', 9500],
    ['95,5', 9550],
    [' 95,50 ', 9550],
    ['1234.05', 123405],
    ['-0,50', -50],
    ['-12,34', -1234],
    ['0', 0],
    ['95,505', undefined],
    ['1.234,00', undefined],
    ['€ 95', undefined],
    ['', undefined],
    ['tien', undefined],
  ])('%j typed in euros is %s cents', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  it('writes cents as an amount to edit, and reads it back', () => {
    expect(centsToEuros(123405)).toBe('1234,05');
    expect(eurosToCents(centsToEuros(995))).toBe(995);
  });

  it('names a calendar date as that day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-03')).toBe('3 maart 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31 december 2026');
  });
});
