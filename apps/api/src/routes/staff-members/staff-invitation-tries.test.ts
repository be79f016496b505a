import {
  STAFF_INVITATION_TOO_MANY_MESSAGE,
  STAFF_INVITATION_TRIES_PER_WINDOW,
  StaffInvitation,
  StaffSession,
} from '@maatwerk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../services/passwords.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { errorOf, freshAddress } from '../auth/auth-test-support.ts';

// The real hash, counted: a try that cannot succeed must not cost one.
vi.mock('../../services/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../services/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const password = 'EenGoedWachtwoord1';

describe('taking a staff invitation in, without a login', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://kodewerk.example' });
  const admin = staffPerBlock(t, 'beheerder');
  const hashes = vi.mocked(hashPassword);
  beforeEach(() => {
    hashes.mockClear();
  });

  const accept = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/staff/invitation',
      remoteAddress,
      payload: { token, password, password_confirmation: password },
    });
  const unknownToken = () => `onbekend-${Math.random().toString(36).slice(2)}-${'x'.repeat(24)}`;

  it('answers an unknown link with the Dutch 404 without hashing the password', async () => {
    const answer = await accept(unknownToken(), freshAddress());
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).message).toBe(
      'Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.',
    );
    expect(hashes).not.toHaveBeenCalled();
  });

  it('hashes once for a link that works, and answers a setup login', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/staff/members',
      headers: admin.headers,
      payload: { email: `uitgenodigd-${Date.now()}@kodewerk.nl`, name: 'Sanne Bos', role: 'ontwikkelaar' },
    });
    const token = new URL(StaffInvitation.parse(invited.json()).invitation_url).searchParams.get('token')!;
    hashes.mockClear();
    const answer = await accept(token, freshAddress());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(StaffSession.parse(answer.json()).staff.name).toBe('Sanne Bos');
    expect(hashes).toHaveBeenCalledTimes(1);
    // Used up: the same link again costs no hash either.
    hashes.mockClear();
    expect((await accept(token, freshAddress())).statusCode).toBe(404);
    expect(hashes).not.toHaveBeenCalled();
  });

  it(`limits one address to ${STAFF_INVITATION_TRIES_PER_WINDOW} tries in 15 minutes, other addresses go on`, async () => {
    const address = freshAddress();
    for (let i = 0; i < STAFF_INVITATION_TRIES_PER_WINDOW; i++) {
      expect((await accept(unknownToken(), address)).statusCode).toBe(404);
    }
    const refused = await accept(unknownToken(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toMatchObject({
      error: 'too_many_requests',
      message: STAFF_INVITATION_TOO_MANY_MESSAGE,
    });
    expect(STAFF_INVITATION_TOO_MANY_MESSAGE).toBe('Te veel pogingen. Probeer het later opnieuw.');
    expect((await accept(unknownToken(), freshAddress())).statusCode).toBe(404);
    expect(hashes).not.toHaveBeenCalled();
  });
});
