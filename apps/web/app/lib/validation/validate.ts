import { enLabels, enMessages } from './messages/en.ts';
import { nlLabels, nlMessages } from './messages/nl.ts';
import { parseRules } from './parse.ts';
import { isBlank, rules, runsOnBlank } from './rules.ts';
import type { FormLabels, Locale, ParsedRule, RuleMessages, Rules } from './types.ts';

export const messages: Record<Locale, RuleMessages> = { nl: nlMessages, en: enMessages };
export const formLabels: Record<Locale, FormLabels> = { nl: nlLabels, en: enLabels };

export interface ValidateOptions {
  /** The field's label as people read it. */
  label: string;
  /** The field's name in the form; confirm derives the other field from it. */
  name?: string;
  /** The form's other values, for confirm. */
  values?: Readonly<Record<string, unknown>>;
  locale?: Locale;
}

const cache = new Map<string, ParsedRule[]>();

const parsed = (list: Rules): ParsedRule[] => {
  if (typeof list !== 'string') return parseRules(list);
  let hit = cache.get(list);
  if (!hit) {
    hit = parseRules(list);
    cache.set(list, hit);
  }
  return hit;
};

/** The message of the first rule the value breaks, or null when it keeps all of them. */
export const validateValue = (value: unknown, list: Rules, options: ValidateOptions): string | null => {
  const { label, name = '', values = {}, locale = 'nl' } = options;
  const blank = isBlank(value);
  for (const { name: rule, args } of parsed(list)) {
    if (blank && !runsOnBlank.has(rule)) continue;
    if (rules[rule](value, args, { name, values })) continue;
    return messages[locale][rule]({ label, value, args });
  }
  return null;
};

/** Every message of the rules the value breaks, in order. */
export const validateAll = (value: unknown, list: Rules, options: ValidateOptions): string[] => {
  const { label, name = '', values = {}, locale = 'nl' } = options;
  const blank = isBlank(value);
  return parsed(list)
    .filter(({ name: rule }) => !(blank && !runsOnBlank.has(rule)))
    .filter(({ name: rule, args }) => !rules[rule](value, args, { name, values }))
    .map(({ name: rule, args }) => messages[locale][rule]({ label, value, args }));
};
