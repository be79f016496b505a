import {
  newPasswordHint,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordLabels,
} from '@maatwerk/contract/constants';
import type { Rules } from '~/lib/validation/index.ts';
import { TextField } from './text-field.tsx';

/**
 * The contract's strength rule, the API's own: its dictionaries load with the first check, so
 * they weigh on no page that only shows the form.
 */
const passwordWeakness = async (password: string) =>
  (await import('@maatwerk/contract/password-strength')).passwordWeakness(password);

/**
 * The password someone sets and its confirmation, under the names the API takes (`password` and
 * `password_confirmation`, or `new_password` and `new_password_confirmation`). The labels are the
 * contract's, so the form's messages are the API's. Optional: both may stay empty, and the
 * confirmation must still match what is typed.
 */
export const NewPasswordFields = ({
  labels,
  name = 'password',
  optional = false,
}: {
  labels: PasswordLabels;
  name?: 'password' | 'new_password';
  optional?: boolean;
}) => {
  const required: Rules = optional ? [] : ['required'];
  return (
    <>
      <TextField
        name={name}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        rules={[...required, ['length', PASSWORD_MIN, PASSWORD_MAX]]}
        check={passwordWeakness}
      />
      <TextField
        name={`${name}_confirmation`}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        rules={[...required, ['confirm', name]]}
      />
    </>
  );
};
