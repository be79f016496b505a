import { TextField } from '~/components/form/index.ts';

/**
 * The current password that confirms a change to the account's security, under the name `password`.
 * Required; a form with a schema judges it by the contract's CurrentPassword instead (same message).
 */
export const CurrentPasswordField = () => (
  <TextField
    name="password"
    label="Huidig wachtwoord"
    type="password"
    autoComplete="current-password"
    rules="required"
  />
);
