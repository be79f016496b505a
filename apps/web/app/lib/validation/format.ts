import { once } from '../once.ts';
import type { Locale, RuleArg } from './types.ts';

/** A label at the start of a sentence: 'e-mailadres' → 'E-mailadres'. */
export const sentence = (label: string): string =>
  label === '' ? label : label.charAt(0).toLocaleUpperCase('nl-NL') + label.slice(1);

const numberFormats: Record<Locale, () => Intl.NumberFormat> = {
  nl: once(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 10 })),
  en: once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 10 })),
};

/** A numeric argument written the local way ('2,5' in Dutch); anything else as given. */
export const formatNumberArg = (arg: RuleArg | undefined, locale: Locale): string => {
  const number = typeof arg === 'number' ? arg : Number(arg);
  return arg !== undefined && arg !== '' && Number.isFinite(number)
    ? numberFormats[locale]().format(number)
    : String(arg ?? '');
};

const listFormats: Record<Locale, () => Intl.ListFormat> = {
  nl: once(() => new Intl.ListFormat('nl-NL', { type: 'disjunction' })),
  en: once(() => new Intl.ListFormat('en-GB', { type: 'disjunction' })),
};

/** Quoted alternatives: '“a”, “b” of “c”'. */
export const formatChoices = (args: RuleArg[], locale: Locale): string =>
  listFormats[locale]().format(args.map((arg) => `“${String(arg)}”`));

export const formatValue = (value: unknown): string =>
  `“${Array.isArray(value) ? value.join(', ') : String(value ?? '')}”`;
