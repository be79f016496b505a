import { PASSWORD_MAX, PASSWORD_MIN } from './constants/limits.ts';
import type { PasswordLabels } from './constants/passwords.ts';
import { newPasswordLabels } from './constants/passwords.ts';
import { requiredText } from './user-stories.ts';

/**
 * A password someone sets: of the right length. Every place a password is set uses this; left
 * blank it is '{Field} is verplicht.', as the forms say it. How hard it is to guess is judged
 * apart, by `passwordWeakness` (`@maatwerk/contract/password-strength`), whose dictionaries stay
 * out of the schemas every page loads.
 */
export const newPassword = (label: string) => {
  const length = `${label} moet tussen de ${PASSWORD_MIN} en ${PASSWORD_MAX} tekens bevatten.`;
  return requiredText(label)
    .min(PASSWORD_MIN, {
      error: (issue) => (issue.input === '' ? `${label} is verplicht.` : length),
    })
    .max(PASSWORD_MAX, length);
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
