import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_PATTERN } from './constants/email.ts';
import { PASSWORD_INPUT_MAX } from './constants/limits.ts';
import { formatEuro, readEuros } from './constants/money-and-dates.ts';
import { vatRates } from './constants/vat.ts';
import { requiredText } from './user-stories.ts';

/**
 * A text a person types, trimmed; its length between min and max. Left blank it is
 * '{Field} is verplicht.', as the forms say it (spec §5); too short, it names the range.
 */
export const text = (label: string, min: number, max: number) =>
  requiredText(label)
    .trim()
    .min(min, {
      error: (issue) =>
        min <= 1 || issue.input === ''
          ? `${label} is verplicht.`
          : `${label} moet tussen de ${min} en ${max} tekens bevatten.`,
    })
    .max(max, `${label} mag hoogstens ${max} tekens bevatten.`);

/** A text that may be left empty: empty becomes null. */
export const optionalText = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

/** A trimmed e-mail address, judged by the same pattern as the site's email rule. */
export const EmailAddress = z
  .email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE })
  .max(EMAIL_MAX, EMAIL_MESSAGE);

/** An e-mail address a person types; left blank it is '{Field} is verplicht.'. */
export const Email = (label: string) =>
  requiredText(label).trim().min(1, `${label} is verplicht.`).pipe(EmailAddress);

/** A password as it is typed to log in or to confirm a change: any text, not too long. */
const typedPassword = (label: string) =>
  requiredText(label).min(1, `${label} is verplicht.`).max(PASSWORD_INPUT_MAX, `${label} is te lang.`);

/** The password of a login. */
export const LoginPassword = typedPassword('Wachtwoord');

/** The current password that confirms a change to the account's security. */
export const CurrentPassword = typedPassword('Huidig wachtwoord');

/** Nothing typed: left out, or only spaces. Such a field is '{Field} is verplicht.'. */
export const isBlankInput = (input: unknown) =>
  input === undefined || (typeof input === 'string' && input.trim() === '');

/** An integer that a form may send as text ("2"); its messages say the bounds as `show` writes them. */
const integerInput = (
  label: string,
  min: number,
  max: number,
  words: { notANumber: string; notWhole: string; show: (value: number) => string },
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (isBlankInput(issue.input) ? `${label} is verplicht.` : words.notANumber),
      })
      .int(words.notWhole)
      .min(min, `${label} moet minimaal ${words.show(min)} zijn.`)
      .max(max, `${label} mag hoogstens ${words.show(max)} zijn.`),
  );

/** A whole number; a form may send it as text ("2"), which is read as the number. */
export const wholeNumber = (label: string, min: number, max: number) =>
  integerInput(label, min, max, {
    notANumber: `${label} moet een getal zijn.`,
    notWhole: `${label} moet een geheel getal zijn.`,
    show: String,
  });

/**
 * An amount in cents, or typed in euros the Dutch way as text ('1.663,75', read by `readEuros`), so
 * that a form and the API judge a typed amount alike. The messages speak of euros, 'Uurtarief mag
 * hoogstens € 100.000,00 zijn.'; text that is no amount gets `readEuros`'s message.
 */
export const euroAmount = (label: string, minCents: number, maxCents: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? (readEuros(value, label).cents ?? value) : value,
    z
      .number({
        error: (issue) =>
          isBlankInput(issue.input)
            ? `${label} is verplicht.`
            : typeof issue.input === 'string'
              ? readEuros(issue.input, label).problem
              : `${label}: vul een bedrag in euro’s in, zoals 95,00.`,
      })
      .int(`${label}: vul een bedrag in met hoogstens twee cijfers achter de komma.`)
      .min(minCents, `${label} moet minimaal ${formatEuro(minCents)} zijn.`)
      .max(maxCents, `${label} mag hoogstens ${formatEuro(maxCents)} zijn.`),
  );

/** One of the VAT rates of `vatRates`; a form may send it as text ("21"). */
export const VatRate = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union(
    vatRates.map((rate) => z.literal(rate)),
    { error: `Kies een btw-tarief: ${vatRates.join(', ')}%.` },
  ),
);

/** A calendar date, YYYY-MM-DD, with a Dutch message. */
export const dateField = (label: string) =>
  requiredText(label)
    .min(1, `${label} is verplicht.`)
    .pipe(z.iso.date(`${label} moet een datum zijn (JJJJ-MM-DD).`));

/** The database takes no NUL character in a text: a search term or filter holding one is refused, not a 500. */
export const withoutNul = (value: string) => !value.includes('\u0000');
