import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCalendarDate, formatEuro, readEuros } from './money-and-dates.ts';

describe('amounts and dates in Dutch', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [-0, '€ 0,00'],
    [-2500, '€ -25,00'],
  ])('%i cents read as %s', (cents, text) => {
    expect(formatEuro(cents).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    ['1.663,75', 166375],
    ['1663,75', 166375],
    ['1663', 166300],
    ['€ 1.663,75', 166375],
    ['€1.663,75', 166375],
    ['€\u00a01.663,75', 166375],
    ['1.663,75 €', 166375],
    ['1.234.567,8', 123456780],
    ['1.663', 166300],
    ['95', 9500],
    ['95,5', 9550],
    [' 95,50 ', 9550],
    ['0,05', 5],
    ['-0,50', -50],
    ['-12,34', -1234],
    ['€ -25,00', -2500],
    ['0', 0],
  ])('%j typed in euros is %i cents', (text, cents) => {
    expect(readEuros(text)).toEqual({ cents });
    expect(eurosToCents(text)).toBe(cents);
  });

  it.each([
    ['12.50', 'Bedrag: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.'],
    ['1234.05', 'Bedrag: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.'],
    ['1,663.75', 'Bedrag: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.'],
    ['1.663.75', 'Bedrag: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.'],
    ['0.500', 'Bedrag: vul een bedrag in euro’s in, zoals 95,00.'],
    ['16.63,75', 'Bedrag: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.'],
    ['95,505', 'Bedrag: vul een bedrag in met hoogstens twee cijfers achter de komma.'],
    ['95,', 'Bedrag: vul een bedrag in euro’s in, zoals 95,00.'],
    ['€', 'Bedrag: vul een bedrag in euro’s in, zoals 95,00.'],
    ['tien', 'Bedrag: vul een bedrag in euro’s in, zoals 95,00.'],
    ['45 euro', 'Bedrag: vul een bedrag in euro’s in, zoals 95,00.'],
    ['  ', 'Bedrag is verplicht.'],
  ])('%j is refused: %s', (text, problem) => {
    expect(readEuros(text)).toEqual({ problem });
    expect(eurosToCents(text)).toBeUndefined();
  });

  it('names the field in its message', () => {
    expect(readEuros('12.50', 'Uurtarief').problem).toMatch(/^Uurtarief: schrijf de centen na een komma/);
  });

  it('writes cents as an amount to edit, and reads it back', () => {
    expect(centsToEuros(123405)).toBe('1.234,05');
    expect(centsToEuros(995)).toBe('9,95');
    expect(eurosToCents(centsToEuros(166375))).toBe(166375);
  });

  it('names a calendar date as that day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-03')).toBe('3 maart 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31 december 2026');
  });
});
