import { Account } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { enableTotp } from '../../db/factories/index.ts';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { createSession } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { call, errorOf } from '../user-stories/user-stories-test-support.ts';

const PASSWORD = 'Welkom123!';

describe('my account', () => {
  const t = testAppPerBlock();

  const update = (who: { token: string }, body: unknown) => call(t.app, who, 'POST', '/me?_method=PUT', body);
  const passwordHashOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

  it('GET /me shows the user, the company and whether a second factor is on', async () => {
    const jan = await loggedInCustomer(t.db, { name: 'Voorbeeld B.V.' });
    const account = exactly(Account, (await call(t.app, jan, 'GET', '/me')).json());
    expect(account).toMatchObject({
      id: jan.user.id,
      email: jan.user.email,
      week_mail_address: null,
      mfa_enabled: false,
      company: { name: 'Voorbeeld B.V.' },
    });
    await enableTotp(t.db, jan.user.id, 'JBSWY3DPEHPK3PXP');
    expect(exactly(Account, (await call(t.app, jan, 'GET', '/me')).json()).mfa_enabled).toBe(true);
    expect((await call(t.app, null, 'GET', '/me')).statusCode).toBe(401);
  });

  it('changes the week mail address alone, and clears it with null', async () => {
    const jan = await loggedInCustomer(t.db);
    const hash = await passwordHashOf(jan.user.id);
    const set = await update(jan, {
      week_mail_address: ' Planning@Voorbeeld.nl ',
      current_password: PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect(exactly(Account, set.json()).week_mail_address).toBe('planning@voorbeeld.nl');
    expect(await passwordHashOf(jan.user.id)).toBe(hash);

    const invalid = await update(jan, { week_mail_address: 'geen-adres', current_password: PASSWORD });
    expect(invalid.statusCode).toBe(422);
    expect(errorOf(invalid).fields).toEqual({ week_mail_address: 'Vul een geldig e-mailadres in.' });

    const cleared = await update(jan, { week_mail_address: null, current_password: PASSWORD });
    expect(exactly(Account, cleared.json()).week_mail_address).toBeNull();
  });

  it('changes the week mail address only after the current password or a fresh code', async () => {
    const jan = await loggedInCustomer(t.db);
    const tokenOnly = await update(jan, { week_mail_address: 'dief@elders.nl' });
    expect(tokenOnly.statusCode).toBe(422);
    expect(errorOf(tokenOnly).fields).toEqual({
      current_password: 'Vul je huidige wachtwoord in om je weekmailadres te wijzigen.',
    });
    const wrong = await update(jan, { week_mail_address: 'dief@elders.nl', current_password: 'Fout12345!' });
    expect(errorOf(wrong).fields).toEqual({ current_password: 'Het huidige wachtwoord is niet juist.' });
    const noFactor = await update(jan, { week_mail_address: 'dief@elders.nl', code: '123456' });
    expect(errorOf(noFactor).fields).toEqual({ code: 'Deze code is niet juist, probeer het opnieuw.' });
    expect(Account.parse((await call(t.app, jan, 'GET', '/me')).json()).week_mail_address).toBeNull();

    const secret = 'JBSWY3DPEHPK3PXP';
    await enableTotp(t.db, jan.user.id, secret);
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const withCode = await update(jan, { week_mail_address: 'planning@voorbeeld.nl', code });
    expect(withCode.statusCode).toBe(200);
    expect(Account.parse(withCode.json()).week_mail_address).toBe('planning@voorbeeld.nl');
    // The same code does not work twice.
    const replay = await update(jan, { week_mail_address: 'dief@elders.nl', code });
    expect(replay.statusCode).toBe(422);
  });

  it('refuses a password that is easy to guess as the new one, with a Dutch hint', async () => {
    const jan = await loggedInCustomer(t.db);
    const hash = await passwordHashOf(jan.user.id);
    const weak = {
      wachtwoord123:
        'Dit wachtwoord is te makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen.',
      aaaaaaaaaa:
        'Dit wachtwoord is te makkelijk te raden. Herhalende letters zoals "aaa" zijn makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Vermijd herhalende woorden en letters.',
      '0000000000':
        'Dit wachtwoord is te makkelijk te raden. Herhalende letters zoals "aaa" zijn makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Vermijd herhalende woorden en letters.',
      Klantenportaal1:
        'Dit wachtwoord is te makkelijk te raden. Vermijd persoonlijke of website gerelateerde woorden. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
      Qwertyuiop:
        'Dit wachtwoord is te makkelijk te raden. Dit wachtwoord wordt erg veel gebruikt. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
    };
    for (const [password, hint] of Object.entries(weak)) {
      const response = await update(jan, { current_password: PASSWORD, new_password: password });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ new_password: hint });
    }
    expect(await passwordHashOf(jan.user.id)).toBe(hash);
  });

  it('refuses an update that changes nothing', async () => {
    const jan = await loggedInCustomer(t.db);
    const response = await update(jan, {});
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('changes the password with the current one and ends every other session', async () => {
    const jan = await loggedInCustomer(t.db);
    const phone = await createSession(t.db, jan.user.id, 'login');
    expect((await call(t.app, phone, 'GET', '/me')).statusCode).toBe(200);

    const response = await update(jan, {
      current_password: PASSWORD,
      new_password: 'EenNieuwWachtwoord!9',
      new_password_confirmation: 'EenNieuwWachtwoord!9',
    });
    expect(response.statusCode).toBe(200);
    const stored = await passwordHashOf(jan.user.id);
    expect(await verifyPassword('EenNieuwWachtwoord!9', stored)).toBe(true);
    // At the product's cost (OWASP's scrypt N=2^14, r=8, p=5), whatever the person had before.
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$/);
    // This session goes on; the other one is over.
    expect((await call(t.app, jan, 'GET', '/me')).statusCode).toBe(200);
    expect((await call(t.app, phone, 'GET', '/me')).statusCode).toBe(401);
  });

  it('refuses a new password without the right current password, or with a confirmation that differs', async () => {
    const jan = await loggedInCustomer(t.db);
    const other = await createSession(t.db, jan.user.id, 'login');
    const hash = await passwordHashOf(jan.user.id);

    const without = await update(jan, { new_password: 'EenNieuwWachtwoord!9' });
    expect(without.statusCode).toBe(422);
    expect(errorOf(without).fields).toEqual({ current_password: 'Huidig wachtwoord is verplicht.' });

    const wrong = await update(jan, {
      current_password: 'fout-wachtwoord',
      new_password: 'EenNieuwWachtwoord!9',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields).toEqual({ current_password: 'Het huidige wachtwoord is niet juist.' });

    const mismatch = await update(jan, {
      current_password: PASSWORD,
      new_password: 'EenNieuwWachtwoord!9',
      new_password_confirmation: 'EenAnderWachtwoord!9',
    });
    expect(errorOf(mismatch).fields).toEqual({
      new_password_confirmation: 'Herhaal nieuw wachtwoord komt niet overeen.',
    });

    const short = await update(jan, { current_password: PASSWORD, new_password: 'kort' });
    expect(errorOf(short).fields).toEqual({
      new_password: 'Nieuw wachtwoord moet tussen de 10 en 200 tekens bevatten.',
    });

    // A week mail address sent along with a refused password is not stored either.
    await update(jan, {
      week_mail_address: 'x@voorbeeld.nl',
      current_password: 'fout',
      new_password: 'Lang genoeg 123',
    });
    const account = exactly(Account, (await call(t.app, jan, 'GET', '/me')).json());
    expect(account.week_mail_address).toBeNull();
    expect(await passwordHashOf(jan.user.id)).toBe(hash);
    expect((await call(t.app, other, 'GET', '/me')).statusCode).toBe(200);
  });

  it('stops guessing the current password after too many wrong tries', async () => {
    const jan = await loggedInCustomer(t.db);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (await update(jan, { current_password: `fout-${i}`, new_password: 'EenNieuwWachtwoord!9' }))
        .statusCode;
    }
    expect(last).toBe(429);
    const right = await update(jan, { current_password: PASSWORD, new_password: 'EenNieuwWachtwoord!9' });
    expect(right.statusCode).toBe(429);
    // Each try is a full scrypt: most of a second on a busy machine.
  }, 120_000);
});
