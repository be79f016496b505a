// @vitest-environment happy-dom
import {
  AcceptPersonInvitationBody,
  firstPasswordLabels,
  newPasswordLabels,
  UpdateAccountBody,
} from '@maatwerk/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewPasswordFields, RulesForm, useRulesForm } from './index.ts';

afterEach(cleanup);
// The strength check's dictionaries load once, as in the browser at the first check.
beforeAll(() => import('@maatwerk/contract/password-strength'), 60_000);

const FirstPassword = ({ onSubmit }: { onSubmit: () => void }) => {
  const form = useRulesForm({ defaultValues: { password: '', password_confirmation: '' } });
  return (
    <RulesForm form={form} onSubmit={onSubmit}>
      <NewPasswordFields labels={firstPasswordLabels} />
    </RulesForm>
  );
};

const ChangedPassword = ({ onSubmit }: { onSubmit: () => void }) => {
  const form = useRulesForm({ defaultValues: { new_password: '', new_password_confirmation: '' } });
  return (
    <RulesForm form={form} onSubmit={onSubmit}>
      <NewPasswordFields labels={newPasswordLabels} name="new_password" optional />
    </RulesForm>
  );
};

/** The messages the API gives for a body: the first of each field. */
const apiMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [String(issue.path[0]), issue.message]),
  );

/** The messages the form shows, by the field's name. */
const formMessages = (names: string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const input = document.querySelector(`[name="${name}"]`);
      const id = input?.getAttribute('aria-errormessage');
      const message = id ? document.getElementById(id)?.textContent : undefined;
      return input?.getAttribute('aria-invalid') === 'true' && message ? [[name, message]] : [];
    }),
  );

const fill = async (name: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  if (value) await userEvent.type(input, value);
};

describe('NewPasswordFields', () => {
  it.each([
    ['nothing typed', '', ''],
    ['too short', 'kort', 'kort'],
    ['not repeated alike', 'EenGoedWachtwoord1', 'Anders12345'],
    ['not repeated', 'EenGoedWachtwoord1', ''],
  ])('says what the API says of a first password: %s', async (_case, password, confirmation) => {
    const onSubmit = vi.fn();
    render(<FirstPassword onSubmit={onSubmit} />);
    await fill('password', password);
    await fill('password_confirmation', confirmation);
    await userEvent.click(screen.getByRole('button'));
    await screen.findByRole('alert');

    const api = apiMessages(
      AcceptPersonInvitationBody.safeParse({
        token: 'a'.repeat(43),
        password,
        password_confirmation: confirmation,
      }),
    );
    expect(Object.keys(api).length).toBeGreaterThan(0);
    // The strength check loads its dictionaries first: the messages come once it has answered.
    await waitFor(() => expect(formMessages(['password', 'password_confirmation'])).toEqual(api));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a password that is easy to guess with the hint the API gives', async () => {
    const onSubmit = vi.fn();
    render(<FirstPassword onSubmit={onSubmit} />);
    await fill('password', 'Welkom123!');
    await fill('password_confirmation', 'Welkom123!');
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(formMessages(['password', 'password_confirmation'])).toEqual({
        password:
          'Dit wachtwoord is te makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
      }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('may stay empty where a password is only changed, and then says what the API says', async () => {
    const onSubmit = vi.fn();
    render(<ChangedPassword onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledOnce();

    await fill('new_password', 'EenGoedWachtwoord1');
    await userEvent.click(screen.getByRole('button'));
    const api = apiMessages(
      UpdateAccountBody.safeParse({
        new_password: 'EenGoedWachtwoord1',
        new_password_confirmation: '',
        current_password: 'x',
      }),
    );
    expect(api).toEqual({ new_password_confirmation: 'Herhaal nieuw wachtwoord komt niet overeen.' });
    await waitFor(() => expect(formMessages(['new_password', 'new_password_confirmation'])).toEqual(api));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
