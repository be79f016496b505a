import { describe, expect, it } from 'vitest';
import { commonPasswordMessage, isCommonPassword, UpdateAccountBody } from './account.ts';

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

  it('is refused wherever a password is set, in Dutch', () => {
    const result = UpdateAccountBody.safeParse({ new_password: 'Wachtwoord', current_password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'new_password')?.message).toBe(
      commonPasswordMessage,
    );
    expect(commonPasswordMessage).toBe(
      'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.',
    );
  });
});
