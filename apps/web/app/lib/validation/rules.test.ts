import { Email } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { parseRules, type Rules, ruleNames, validateValue } from './index.ts';

const ok = (value: unknown, rules: Rules, values: Record<string, unknown> = {}, name = 'veld') =>
  validateValue(value, rules, { label: 'veld', name, values }) === null;

describe('parseRules', () => {
  it('reads names and arguments from the string form', () => {
    expect(parseRules('required|length:2,50|matches:/^a|b$/i,x')).toEqual([
      { name: 'required', args: [] },
      { name: 'length', args: ['2', '50'] },
      { name: 'matches', args: ['/^a|b$/i', 'x'] },
    ]);
  });

  it('reads the array form, with RegExp arguments', () => {
    const regex = /^\d+$/;
    expect(parseRules(['required', ['between', 1, 9], ['matches', regex]])).toEqual([
      { name: 'required', args: [] },
      { name: 'between', args: [1, 9] },
      { name: 'matches', args: [regex] },
    ]);
  });

  it('refuses a rule it does not know', () => {
    expect(() => parseRules('required|bogus')).toThrow('Unknown validation rule: bogus');
  });

  it('knows every generic rule of spec §5', () => {
    const spec =
      'accepted, alpha, alpha_spaces, alphanumeric, between, confirm, date_after, date_before, date_between, date_format, email, ends_with, is, length, matches, max, min, not, number, required, starts_with, url';
    expect([...ruleNames]).toEqual(spec.split(', '));
  });
});

describe('rules', () => {
  it('required: a value must be there', () => {
    expect(ok('Jan', 'required')).toBe(true);
    expect(ok(0, 'required')).toBe(true);
    expect(ok(['a'], 'required')).toBe(true);
    for (const missing of ['', '   ', null, undefined, [], false])
      expect(ok(missing, 'required')).toBe(false);
  });

  it('a blank value passes the other rules, which leave it to required', () => {
    for (const rule of ['email', 'url', 'number', 'min:3', 'length:2,5', 'alpha', 'date_format']) {
      expect(ok('', rule)).toBe(true);
    }
    expect(ok('', 'required|email')).toBe(false);
  });

  it('accepted: yes, on, 1, true', () => {
    for (const yes of ['yes', 'on', '1', 1, true, 'true']) expect(ok(yes, 'accepted')).toBe(true);
    for (const no of [false, 'no', '0', 0, '', undefined]) expect(ok(no, 'accepted')).toBe(false);
  });

  it('alpha, alpha_spaces and alphanumeric, with accents unless latin', () => {
    expect(ok('Zoë', 'alpha')).toBe(true);
    expect(ok('Zoë', 'alpha:latin')).toBe(false);
    expect(ok('Jan1', 'alpha')).toBe(false);
    expect(ok('Jan de Vries', 'alpha_spaces')).toBe(true);
    expect(ok('Jan-de Vries', 'alpha_spaces')).toBe(false);
    expect(ok('Jan de Vriës', 'alpha_spaces:latin')).toBe(false);
    expect(ok('Kamer12', 'alphanumeric')).toBe(true);
    expect(ok('Kamer 12', 'alphanumeric')).toBe(false);
    expect(ok('Kamér12', 'alphanumeric:latin')).toBe(false);
  });

  it('between: inclusive, in either order', () => {
    expect(ok('5', 'between:1,10')).toBe(true);
    expect(ok(10, 'between:1,10')).toBe(true);
    expect(ok('0', 'between:10,1')).toBe(false);
    expect(ok('abc', 'between:1,10')).toBe(false);
  });

  it('confirm: equals x_confirm for x, and x for x_confirm, or the named field', () => {
    expect(ok('geheim', 'confirm', { password_confirm: 'geheim' }, 'password')).toBe(true);
    expect(ok('geheim', 'confirm', { password: 'anders' }, 'password_confirm')).toBe(false);
    expect(ok('geheim', 'confirm:repeat', { repeat: 'geheim' }, 'password')).toBe(true);
    expect(ok('', 'confirm', { password: 'geheim' }, 'password_confirm')).toBe(false);
  });

  it('date_after and date_before: against the argument, or now', () => {
    expect(ok('2026-03-02', 'date_after:2026-03-01')).toBe(true);
    expect(ok('2026-03-01', 'date_after:2026-03-01')).toBe(false);
    expect(ok('2999-01-01', 'date_after')).toBe(true);
    expect(ok('2000-01-01', 'date_after')).toBe(false);
    expect(ok('2026-02-28', 'date_before:2026-03-01')).toBe(true);
    expect(ok('2026-03-02', 'date_before:2026-03-01')).toBe(false);
    expect(ok('2000-01-01', 'date_before')).toBe(true);
    expect(ok('geen datum', 'date_before')).toBe(false);
  });

  it('date_between: inclusive', () => {
    expect(ok('2026-06-15', 'date_between:2026-01-01,2026-12-31')).toBe(true);
    expect(ok('2026-01-01', 'date_between:2026-01-01,2026-12-31')).toBe(true);
    expect(ok('2027-01-01', 'date_between:2026-01-01,2026-12-31')).toBe(false);
  });

  it('date_format: the format and a day that exists', () => {
    expect(ok('31-12-2026', 'date_format:DD-MM-YYYY')).toBe(true);
    expect(ok('31-02-2026', 'date_format:DD-MM-YYYY')).toBe(false);
    expect(ok('2026-12-31', 'date_format:DD-MM-YYYY')).toBe(false);
    expect(ok('1/2/26', 'date_format:D/M/YY')).toBe(true);
    expect(ok('2026-12-31', 'date_format')).toBe(true);
    expect(ok('morgen', 'date_format')).toBe(false);
  });

  it('email', () => {
    for (const good of ['jan@voorbeeld.nl', 'j.de.vries+news@sub.voorbeeld.co.uk', ' jan@voorbeeld.nl ']) {
      expect(ok(good, 'email')).toBe(true);
    }
    for (const bad of [
      'jan',
      'jan@',
      'jan@voorbeeld',
      '@voorbeeld.nl',
      'jan de vries@voorbeeld.nl',
      'a@b.c',
    ]) {
      expect(ok(bad, 'email')).toBe(false);
    }
  });

  it('email takes what the API takes, and nothing else', () => {
    for (const address of [
      'jan@voorbeeld.nl',
      "o'brien@voorbeeld.ie",
      'jan..de@voorbeeld.nl',
      '.jan@voorbeeld.nl',
      'josé@voorbeeld.nl',
      'jan!@voorbeeld.nl',
      'jan@münchen.de',
      `${'a'.repeat(250)}@x.nl`,
    ]) {
      expect(ok(address, 'email'), address).toBe(Email('E-mailadres').safeParse(address).success);
    }
  });

  it('starts_with and ends_with: any of the arguments', () => {
    expect(ok('NL12', 'starts_with:NL,BE')).toBe(true);
    expect(ok('DE12', 'starts_with:NL,BE')).toBe(false);
    expect(ok('kodewerk.nl', 'ends_with:.nl,.be')).toBe(true);
    expect(ok('kodewerk.com', 'ends_with:.nl,.be')).toBe(false);
  });

  it('is and not: exact values', () => {
    expect(ok('laag', 'is:laag,hoog')).toBe(true);
    expect(ok('midden', 'is:laag,hoog')).toBe(false);
    expect(ok('admin', 'not:admin,root')).toBe(false);
    expect(ok('jan', 'not:admin,root')).toBe(true);
  });

  it('length: characters (or items) between min and max', () => {
    expect(ok('abc', 'length:2,5')).toBe(true);
    expect(ok('a', 'length:2,5')).toBe(false);
    expect(ok('abcdef', 'length:2,5')).toBe(false);
    expect(ok('abcdef', 'length:2')).toBe(true);
    expect(ok(['a', 'b'], 'length:1,2')).toBe(true);
    expect(ok('😀😀', 'length:2,2')).toBe(true);
  });

  it('matches: a value or a regex', () => {
    expect(ok('3511 GC', 'matches:/^\\d{4} ?[A-Z]{2}$/')).toBe(true);
    expect(ok('3511', [['matches', /^\d{4} ?[A-Z]{2}$/]])).toBe(false);
    expect(ok('ja', 'matches:ja,nee')).toBe(true);
    expect(ok('a', 'matches:/^a|b$/')).toBe(true);
    expect(ok('c', 'matches:/^a|b$/')).toBe(false);
  });

  it('min and max: numbers, or the length of a list', () => {
    expect(ok('3', 'min:3')).toBe(true);
    expect(ok('2,5', 'min:3')).toBe(false);
    expect(ok('abc', 'min:3')).toBe(false);
    expect(ok(['a'], 'min:2')).toBe(false);
    expect(ok('999999', 'max:999999')).toBe(true);
    expect(ok('1000000', 'max:999999')).toBe(false);
    expect(ok(['a', 'b', 'c'], 'max:2')).toBe(false);
  });

  it('number: numbers and numeric text, a Dutch decimal comma too', () => {
    for (const good of [0, '12', '-3.5', '3,5', ' 7 ']) expect(ok(good, 'number')).toBe(true);
    for (const bad of ['12a', '1.000,50', 'NaN', 'Infinity', Number.NaN])
      expect(ok(bad, 'number')).toBe(false);
  });

  it('url: http and https by default, or the protocols given', () => {
    expect(ok('https://www.kodewerk.nl/contact', 'url')).toBe(true);
    expect(ok('www.kodewerk.nl', 'url')).toBe(false);
    expect(ok('ftp://files.kodewerk.nl', 'url')).toBe(false);
    expect(ok('ftp://files.kodewerk.nl', 'url:ftp')).toBe(true);
    expect(ok('javascript:alert(1)', 'url')).toBe(false);
  });

  it('stops at the first broken rule', () => {
    expect(validateValue('', 'required|email', { label: 'e-mailadres' })).toBe('E-mailadres is verplicht.');
    expect(validateValue('x', 'required|email', { label: 'e-mailadres' })).toBe(
      'Vul een geldig e-mailadres in.',
    );
  });
});
