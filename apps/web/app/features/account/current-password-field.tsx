import { TextField } from '~/components/form/index.ts';

/** The current password that confirms a change to the account's security, under the name `password`. */
export const CurrentPasswordField = () => (
  <TextField
    name="password"
    label="Huidig wachtwoord"
    type="password"
    autoComplete="current-password"
    rules="required"
  />
);
