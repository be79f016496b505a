export type Locale = 'nl' | 'en';

export const ruleNames = [
  'accepted',
  'alpha',
  'alpha_spaces',
  'alphanumeric',
  'between',
  'confirm',
  'date_after',
  'date_before',
  'date_between',
  'date_format',
  'email',
  'ends_with',
  'is',
  'length',
  'matches',
  'max',
  'min',
  'not',
  'number',
  'required',
  'starts_with',
  'url',
] as const;

export type RuleName = (typeof ruleNames)[number];

/** One argument of a rule: numbers and strings from `min:3`, or a RegExp in the array form. */
export type RuleArg = string | number | RegExp | Date;

/** A rule with its arguments, as written in the array form: `['length', 2, 50]`. */
export type RuleTuple = readonly [RuleName, ...RuleArg[]];

/** `'required|email'`, or `[['required'], ['length', 2, 50]]`, or a mix of names and tuples. */
export type Rules = string | readonly (RuleName | RuleTuple)[];

export interface ParsedRule {
  name: RuleName;
  args: RuleArg[];
}

/** What a rule sees besides the value: the other values of the form and the field's own name. */
export interface RuleContext {
  name: string;
  values: Readonly<Record<string, unknown>>;
}

/** What a message is built from. */
export interface MessageContext {
  /** The field's label as people read it, e.g. 'E-mailadres'. */
  label: string;
  value: unknown;
  args: RuleArg[];
}

export type MessageBuilder = (context: MessageContext) => string;

export type RuleMessages = Record<RuleName, MessageBuilder>;

export interface FormLabels {
  submit: string;
  add: string;
  remove: string;
  removeAll: string;
  noFiles: string;
  incomplete: string;
  /** Beside the label of a field that may stay empty. */
  optional: string;
  /** Shown while an asynchronous submit runs. */
  busy: string;
  /** Shown when the submit handler failed for a reason the form cannot name. */
  submitFailed: string;
}
