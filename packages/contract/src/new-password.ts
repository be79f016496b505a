import { commonPasswordList } from './common-passwords.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants/limits.ts';
import type { PasswordLabels } from './constants/passwords.ts';
import { newPasswordLabels } from './constants/passwords.ts';
import { requiredText } from './user-stories.ts';

let commonPasswords: Set<string> | undefined;

/** Whether a password is on the list of common passwords shipped with the code (case does not matter). */
export const isCommonPassword = (password: string): boolean => {
  commonPasswords ??= new Set(commonPasswordList.split('\n'));
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
};

export const commonPasswordMessage =
  'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.';

/**
 * A password someone sets: long enough and not a common one. Every place a password is set uses
 * this; left blank it is '{Field} is verplicht.', as the forms say it.
 */
export const newPassword = (label: string) => {
  const length = `${label} moet tussen de ${PASSWORD_MIN} en ${PASSWORD_MAX} tekens bevatten.`;
  return requiredText(label)
    .min(PASSWORD_MIN, {
      error: (issue) => (issue.input === '' ? `${label} is verplicht.` : length),
    })
    .max(PASSWORD_MAX, length)
    .refine((password) => !isCommonPassword(password), commonPasswordMessage);
};

/** The password that replaces the old one. */
export const NewPassword = newPassword(newPasswordLabels.password);

/** The password typed a second time. */
export const passwordConfirmation = (label: string) =>
  requiredText(label).min(1, `${label} is verplicht.`).max(PASSWORD_MAX, `${label} komt niet overeen.`);

/** A body's `password` and `password_confirmation`, judged as the form judges them. */
export const confirmedPasswordFields = (labels: PasswordLabels) => ({
  password: newPassword(labels.password),
  password_confirmation: passwordConfirmation(labels.confirmation),
});

/** The confirmation must be the password itself; the message stands by the confirmation. */
export const passwordsMatch = (
  labels: PasswordLabels,
): [
  check: (body: { password: string; password_confirmation: string }) => boolean,
  params: { message: string; path: string[] },
] => [
  (body) => body.password === body.password_confirmation,
  { message: `${labels.confirmation} komt niet overeen.`, path: ['password_confirmation'] },
];
