import { PASSWORD_MIN } from './limits.ts';

/**
 * The two fields in which a person sets a password, named as the forms show them and as the
 * API's messages name them: 'Herhaal wachtwoord komt niet overeen.' in the form and in the answer.
 */
export interface PasswordLabels {
  password: string;
  confirmation: string;
}

/** The first password, chosen through an invitation (customers' and staff's alike). */
export const firstPasswordLabels: PasswordLabels = {
  password: 'Wachtwoord',
  confirmation: 'Herhaal wachtwoord',
};

/** A password that replaces the old one: from the account page or a reset link. */
export const newPasswordLabels: PasswordLabels = {
  password: 'Nieuw wachtwoord',
  confirmation: 'Herhaal nieuw wachtwoord',
};

/** What a password someone sets must be, said beside the field. */
export const newPasswordHint = `Minimaal ${PASSWORD_MIN} tekens, en geen veelgebruikt wachtwoord.`;
