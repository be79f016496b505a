import { describe, expect, it } from 'vitest';
import { MfaCode, TotpCode } from './auth.ts';

const messageOf = (schema: typeof TotpCode | typeof MfaCode, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the second step of a login says in Dutch what is wrong with a code', () => {
  it.each([
    [undefined, 'Authenticatiecode is verplicht.', 'Authenticatiecode is verplicht.'],
    ['', 'Authenticatiecode is verplicht.', 'Authenticatiecode is verplicht.'],
    ['12a', 'Vul de zes cijfers van de code in.', null],
    [1_234_567, 'Vul de zes cijfers van de code in.', 'Vul de zes cijfers van de code in.'],
    [{}, 'Authenticatiecode is verplicht.', 'Authenticatiecode is verplicht.'],
    ['012345', null, null],
    [12_345, null, null],
    ['abcd-efgh-ijkl-mnop', 'Vul de zes cijfers van de code in.', null],
  ])('%#: %j: a TOTP code %j, a code or recovery code %j', (value, totp, mfa) => {
    expect(messageOf(TotpCode, value)).toBe(totp);
    expect(messageOf(MfaCode, value)).toBe(mfa);
  });
});
