import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { customerFor } from './team-access.ts';

// The services' own check of the team role, behind the routes' guards: a service called by
// another, or by the search, refuses a role that may not read the customer's data.
describe('customerFor', () => {
  const caller = (teamRole: 'eigenaar' | 'financieel' | 'technisch' | 'opdrachten') => ({
    userId: 7,
    customerId: 42,
    teamRole,
  });

  it("answers the caller's customer for a role among those asked", () => {
    expect(customerFor(caller('financieel'), ['eigenaar', 'financieel'])).toBe(42);
    expect(customerFor(caller('eigenaar'), ['eigenaar'])).toBe(42);
  });

  it('refuses every other role with 403 and the Dutch message', () => {
    for (const teamRole of ['financieel', 'technisch', 'opdrachten'] as const) {
      let refused: unknown;
      try {
        customerFor(caller(teamRole), ['eigenaar']);
      } catch (error) {
        refused = error;
      }
      expect(refused, teamRole).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode, teamRole).toBe(403);
      expect((refused as HttpError).message, teamRole).toBe(
        'Je rol in het team geeft geen toegang tot dit onderdeel. Vraag de eigenaar van je account.',
      );
    }
  });
});
