import { formatDateArg } from '../dates.ts';
import { formatChoices, formatNumberArg, formatValue, sentence as s } from '../format.ts';
import type { FormLabels, RuleMessages } from '../types.ts';

const n = (arg: Parameters<typeof formatNumberArg>[0]) => formatNumberArg(arg, 'en');
const d = (arg: Parameters<typeof formatDateArg>[0]) => formatDateArg(arg, 'en');

/** English messages, the same rules and the same shapes as the Dutch set. */
export const enMessages: RuleMessages = {
  accepted: ({ label }) => `${s(label)} must be accepted.`,
  alpha: ({ label }) => `${s(label)} can only contain letters.`,
  alpha_spaces: ({ label }) => `${s(label)} can only contain letters and spaces.`,
  alphanumeric: ({ label }) => `${s(label)} can only contain letters and numbers.`,
  between: ({ label, args }) => {
    const [from, to] = [Number(args[0]), Number(args[1])].sort((a, b) => a - b);
    return `${s(label)} must be between ${n(from)} and ${n(to)}.`;
  },
  confirm: ({ label }) => `${s(label)} does not match.`,
  date_after: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} must be in the future.`
      : `${s(label)} must be after ${d(args[0])}.`,
  date_before: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} must be in the past.`
      : `${s(label)} must be before ${d(args[0])}.`,
  date_between: ({ label, args }) => `${s(label)} must be between ${d(args[0])} and ${d(args[1])}.`,
  date_format: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} is not a valid date.`
      : `${s(label)} is not a valid date, please use the format ${String(args[0])}.`,
  email: () => 'Please enter a valid email address.',
  ends_with: ({ label, args }) => `${s(label)} must end with ${formatChoices(args, 'en')}.`,
  is: ({ label, value }) => `${formatValue(value)} is not an allowed value for ${label}.`,
  length: ({ label, args }) => {
    const min = Number(args[0] ?? 0);
    const max = args[1] === undefined || args[1] === '' ? null : Number(args[1]);
    if (max === null) return `${s(label)} must be at least ${n(min)} characters.`;
    const [low, high] = min <= max ? [min, max] : [max, min];
    if (low === high) return `${s(label)} must be exactly ${n(low)} characters.`;
    if (low === 0) return `${s(label)} must be at most ${n(high)} characters.`;
    return `${s(label)} must be between ${n(low)} and ${n(high)} characters.`;
  },
  matches: ({ label }) => `${s(label)} is not an allowed value.`,
  max: ({ label, args, value }) =>
    Array.isArray(value)
      ? `Choose no more than ${n(args[0] ?? 10)} items for ${label}.`
      : `${s(label)} must be less than or equal to ${n(args[0] ?? 10)}.`,
  min: ({ label, args, value }) =>
    Array.isArray(value)
      ? `Choose at least ${n(args[0] ?? 1)} items for ${label}.`
      : `${s(label)} must be at least ${n(args[0] ?? 1)}.`,
  not: ({ label, value }) => `${formatValue(value)} is not allowed as ${label}.`,
  number: ({ label }) => `${s(label)} must be a number.`,
  required: ({ label }) => `${s(label)} is required.`,
  starts_with: ({ label, args }) => `${s(label)} must start with ${formatChoices(args, 'en')}.`,
  url: () => 'Please enter a valid url.',
};

export const enLabels: FormLabels = {
  submit: 'Submit',
  add: 'Add',
  remove: 'Remove',
  removeAll: 'Remove all',
  noFiles: 'No file chosen',
  incomplete: 'Form incomplete.',
  optional: 'optional',
  busy: 'Sending...',
  submitFailed: 'Sending failed. Please try again.',
};
