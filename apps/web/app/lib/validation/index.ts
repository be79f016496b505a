/**
 * The one validation rule set of every form (spec §5), with Dutch and English messages.
 *
 * Rules are written as a string, `'required|email'`, `'length:2,50'`, `'between:1,10'`,
 * `'matches:/^\d{4} ?[A-Z]{2}$/'`, or as an array, `['required', ['length', 2, 50], ['matches', /^\d+$/]]`
 * (the array form takes RegExp and Date arguments).
 *
 *   validateValue(value, 'required|email', { label: 'E-mailadres' })  // 'E-mailadres is verplicht.' | ... | null
 *   validateValue(v, 'confirm', { label: 'Wachtwoord', name: 'password_confirm', values })
 *   validateAll(value, rules, options)   // every broken rule's message
 *   formLabels.nl.submit                 // 'Versturen'; also add, remove, removeAll, noFiles, incomplete
 *
 * Rules: accepted, alpha[:latin], alpha_spaces[:latin], alphanumeric[:latin], between:min,max,
 * confirm[:otherField] (default: `x_confirm` for `x`, and back), date_after[:date], date_before[:date]
 * (default: now), date_between:from,to, date_format[:YYYY-MM-DD / DD-MM-YYYY / ...], email,
 * ends_with:...suffixes, is:...values, length:min[,max], matches:...values-or-/regex/, max:n, min:n
 * (numbers; for arrays their length), not:...values, number (a Dutch decimal comma counts),
 * required (blank strings and an unticked box are missing), starts_with:...prefixes, url[:...protocols]
 * (default http and https).
 * A blank value passes every rule except required, accepted and confirm; the first broken rule
 * gives the message. Dates are 'YYYY-MM-DD' calendar dates (local) or ISO date-times.
 */
export { toDate } from './dates.ts';
export { sentence } from './format.ts';
export { enLabels, enMessages } from './messages/en.ts';
export { nlLabels, nlMessages } from './messages/nl.ts';
export { parseRules } from './parse.ts';
export { isBlank, rules, toNumber } from './rules.ts';
export type {
  FormLabels,
  Locale,
  MessageContext,
  ParsedRule,
  RuleArg,
  RuleMessages,
  RuleName,
  Rules,
  RuleTuple,
} from './types.ts';
export { ruleNames } from './types.ts';
export { formLabels, messages, type ValidateOptions, validateAll, validateValue } from './validate.ts';
