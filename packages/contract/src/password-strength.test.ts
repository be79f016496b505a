import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    ['Welkom123!', 'Dit wachtwoord is te makkelijk te raden.'],
    ['wachtwoord123', 'Dit wachtwoord is te makkelijk te raden.'],
    ['aaaaaaaaaa', 'Dit wachtwoord is te makkelijk te raden. Herhalende letters'],
    ['0000000000', 'Dit wachtwoord is te makkelijk te raden. Herhalende letters'],
    ['Klantenportaal1', 'Dit wachtwoord is te makkelijk te raden.'],
    ['qwertyuiop', 'Dit wachtwoord is te makkelijk te raden.'],
    ['Wachtwoord', 'Dit wachtwoord is te makkelijk te raden.'],
  ])('refuses %s with a Dutch hint', (password, start) => {
    expect(passwordWeakness(password)?.startsWith(start)).toBe(true);
  });

  it('says what is wrong and what helps', () => {
    expect(passwordWeakness('aaaaaaaaaa')).toBe(
      'Dit wachtwoord is te makkelijk te raden. Herhalende letters zoals "aaa" zijn makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Vermijd herhalende woorden en letters.',
    );
  });

  it.each(['Paars-Konijn-Fietst-42', 'Paarse olifant danst 7x', 'Fiets-Regen-Kaas-77'])(
    'lets %s through',
    (password) => {
      expect(passwordWeakness(password)).toBeUndefined();
    },
  );
});
