import { TextField } from './text-field.tsx';

/** The e-mail address someone logs in with, under the name `email`: password managers fill it in as the user name. */
export const LoginEmailField = ({ label = 'E-mailadres' }: { label?: string }) => (
  <TextField
    name="email"
    label={label}
    rules="required|email"
    type="email"
    autoComplete="username"
    spellCheck={false}
  />
);
