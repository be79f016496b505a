import { isEmailAddress } from '@maatwerk/contract/constants';
import { dateArg, matchesDateFormat, toDate } from './dates.ts';
import type { RuleArg, RuleContext, RuleName } from './types.ts';

export type RuleCheck = (value: unknown, args: RuleArg[], context: RuleContext) => boolean;

/** No value given: these pass every rule except required and accepted (a rule says what is wrong, required says that something is missing). */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A number from a number or a numeric string; a Dutch decimal comma ('3,5') counts too. */
export const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const normalised = /^[-+]?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return null;
  const parsed = Number(normalised);
  return Number.isFinite(parsed) ? parsed : null;
};

const numberArg = (arg: RuleArg | undefined, fallback: number): number => toNumber(arg) ?? fallback;

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** The other field of confirm: the argument, else `x_confirm` for `x` and `x` for `x_confirm`. */
export const confirmTarget = (name: string, args: RuleArg[]): string => {
  const [arg] = args;
  if (typeof arg === 'string' && arg !== '') return arg;
  return name.endsWith('_confirm') ? name.slice(0, -'_confirm'.length) : `${name}_confirm`;
};

/** A `/source/flags` string as a RegExp, or null when it is a plain value. */
const asRegExp = (arg: RuleArg): RegExp | null => {
  if (arg instanceof RegExp) return arg;
  if (typeof arg !== 'string') return null;
  const match = /^\/(.+)\/([dgimsuy]*)$/.exec(arg);
  return match ? new RegExp(match[1] as string, match[2]) : null;
};

const letters = { default: /^\p{L}+$/u, latin: /^[a-z]+$/i };
const lettersAndSpaces = { default: /^[\p{L} ]+$/u, latin: /^[a-z ]+$/i };
const lettersAndDigits = { default: /^[\p{L}\p{N}]+$/u, latin: /^[a-z0-9]+$/i };
const charset = (args: RuleArg[]): 'default' | 'latin' => (args[0] === 'latin' ? 'latin' : 'default');

const lengthOf = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? [...value].length : String(value).length;

export const rules: Record<RuleName, RuleCheck> = {
  accepted: (value) => ['yes', 'on', '1', 1, true, 'true'].includes(value as never),
  alpha: (value, args) => letters[charset(args)].test(text(value)),
  alpha_spaces: (value, args) => lettersAndSpaces[charset(args)].test(text(value)),
  alphanumeric: (value, args) => lettersAndDigits[charset(args)].test(text(value)),
  between: (value, args) => {
    const number = toNumber(value);
    const [from, to] = [numberArg(args[0], 0), numberArg(args[1], 0)].sort((a, b) => a - b) as [
      number,
      number,
    ];
    return number !== null && number >= from && number <= to;
  },
  confirm: (value, args, { name, values }) => {
    const other = values[confirmTarget(name, args)];
    return value === other || (isBlank(value) && isBlank(other));
  },
  date_after: (value, args) => {
    const date = toDate(value);
    const after = dateArg(args[0]);
    return date !== null && after !== null && date.getTime() > after.getTime();
  },
  date_before: (value, args) => {
    const date = toDate(value);
    const before = dateArg(args[0]);
    return date !== null && before !== null && date.getTime() < before.getTime();
  },
  date_between: (value, args) => {
    const date = toDate(value);
    const from = toDate(args[0]);
    const to = toDate(args[1]);
    if (!date || !from || !to) return false;
    const [start, end] = [from.getTime(), to.getTime()].sort((a, b) => a - b) as [number, number];
    return date.getTime() >= start && date.getTime() <= end;
  },
  date_format: (value, args) => {
    const [format] = args;
    if (typeof format === 'string' && format !== '') return matchesDateFormat(text(value), format);
    return toDate(value) !== null;
  },
  email: (value) => isEmailAddress(text(value).trim()),
  ends_with: (value, args) => args.some((suffix) => text(value).endsWith(String(suffix))),
  is: (value, args) => args.some((allowed) => String(allowed) === text(value)),
  length: (value, args) => {
    const min = numberArg(args[0], 0);
    const max = args[1] === undefined || args[1] === '' ? Number.POSITIVE_INFINITY : numberArg(args[1], 0);
    const [low, high] = min <= max ? [min, max] : [max, min];
    const length = lengthOf(value);
    return length >= low && length <= high;
  },
  matches: (value, args) =>
    args.some((pattern) => {
      const regex = asRegExp(pattern);
      if (!regex) return String(pattern) === text(value);
      regex.lastIndex = 0;
      return regex.test(text(value));
    }),
  max: (value, args) => {
    const limit = numberArg(args[0], 10);
    if (Array.isArray(value)) return value.length <= limit;
    const number = toNumber(value);
    return number !== null && number <= limit;
  },
  min: (value, args) => {
    const limit = numberArg(args[0], 1);
    if (Array.isArray(value)) return value.length >= limit;
    const number = toNumber(value);
    return number !== null && number >= limit;
  },
  not: (value, args) => !args.some((forbidden) => String(forbidden) === text(value)),
  number: (value) => toNumber(value) !== null,
  required: (value) => !isBlank(value) && value !== false,
  starts_with: (value, args) => args.some((prefix) => text(value).startsWith(String(prefix))),
  url: (value, args) => {
    const protocols = args.length > 0 ? args.map((arg) => String(arg).replace(/:$/, '')) : ['http', 'https'];
    try {
      const url = new URL(text(value).trim());
      return protocols.includes(url.protocol.replace(/:$/, '')) && url.hostname !== '';
    } catch {
      return false;
    }
  },
};

/** Rules that also judge a blank value; every other rule leaves blank values to required. */
export const runsOnBlank: ReadonlySet<RuleName> = new Set(['required', 'accepted', 'confirm']);
