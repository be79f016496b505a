import type { Rules } from '~/lib/validation/index.ts';
import { TextField } from './text-field.tsx';

/** Spec §5: required, numeric, step 1, 0 to 999999; leading zeros count, so digits only. */
const totpCodeRules: Rules = ['required', 'number', ['min', 0], ['max', 999_999], ['matches', /^\d+$/]];

/** The field of the code an authenticator app shows, under the name `code`. */
export const TotpCodeField = ({ label, hint }: { label: string; hint?: string }) => (
  <TextField
    name="code"
    label={label}
    hint={hint}
    rules={totpCodeRules}
    inputMode="numeric"
    autoComplete="one-time-code"
  />
);
