import { describe, expect, it } from 'vitest';
import { UpdateAccountBody } from './account.ts';
import { AcceptPersonInvitationBody } from './invitations.ts';
import { isCommonPassword } from './new-password.ts';
import { PasswordResetBody } from './password-reset.ts';
import { AcceptInvitationBody } from './staff/members.ts';

describe('common passwords', () => {
  it.each(['wachtwoord', 'Wachtwoord', '1234567890', 'qwertyuiop', 'password123'])('knows %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Paars-Konijn-Fietst-42')).toBe(false);
  });

  it('holds a few thousand entries that a password of the minimum length could be', async () => {
    const { commonPasswordList } = await import('./common-passwords.ts');
    const words = commonPasswordList.split('\n');
    expect(words.length).toBeGreaterThan(1000);
    expect(words.every((word) => word.length >= 10 && word === word.toLowerCase())).toBe(true);
  });

  const token = 'a'.repeat(43);
  const bodies = [
    [
      'the account page',
      'new_password',
      (password: string) =>
        UpdateAccountBody.safeParse({
          new_password: password,
          new_password_confirmation: password,
          current_password: 'x',
        }),
    ],
    [
      'a reset link',
      'password',
      (password: string) => PasswordResetBody.safeParse({ token, password, password_confirmation: password }),
    ],
    [
      "a customer's invitation",
      'password',
      (password: string) =>
        AcceptPersonInvitationBody.safeParse({ token, password, password_confirmation: password }),
    ],
    [
      "a staff member's invitation",
      'password',
      (password: string) =>
        AcceptInvitationBody.safeParse({ token, password, password_confirmation: password }),
    ],
  ] as const;

  it.each(bodies)('is refused on %s, in Dutch', (_where, field, parse) => {
    const result = parse('Wachtwoord');
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(
      'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.',
    );
    expect(parse('Paars-Konijn-Fietst-42').success).toBe(true);
  });
});
