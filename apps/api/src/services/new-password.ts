import { HttpError } from '../lib/http-error.ts';
import { onFirstUse } from '../lib/on-first-use.ts';
import { hashPassword } from './passwords.ts';

// The dictionaries weigh about a megabyte: loaded when the first password is set, not at start.
const passwordStrength = onFirstUse(() => import('@maatwerk/contract/password-strength'));

/**
 * The hash of a password someone sets, once it is hard enough to guess (the contract's
 * `passwordWeakness`, the rule the site's password fields apply too); a weak one answers 422 with
 * the Dutch hint on `field`.
 */
export const hashNewPassword = async (password: string, field: string): Promise<string> => {
  const weakness = (await passwordStrength()).passwordWeakness(password);
  if (weakness) throw new HttpError('validation_failed', weakness, { fields: { [field]: weakness } });
  return hashPassword(password);
};
