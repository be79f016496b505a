import { subscribeThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import { visitorBudget } from '~/features/newsletter/visitor-budget.server.ts';
import { validateValue } from '~/lib/validation/index.ts';
import { fromOwnSite, visitorAddress } from '~/lib/visitor.server.ts';
import type { Route } from './+types/api-subscribe-to-newsletter';

/** Sign-ups per visitor address per 15 minutes: plenty for a person, little for a script. */
const budget = visitorBudget(20, 15 * 60 * 1000);

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const readEmail = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => null)) as { email?: unknown } | null;
    return body?.email;
  }
  const form = await request.formData().catch(() => null);
  return form?.get('email');
};

export const loader = () =>
  json({ message: 'Meld je aan via het formulier op de site.' }, 405, { allow: 'POST' });

/** POST /api/subscribe-to-newsletter (spec §7): the band's sign-up, passed on to the API. */
export const action = async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== 'POST') return json({ message: 'Alleen POST is mogelijk.' }, 405, { allow: 'POST' });
  if (!fromOwnSite(request)) {
    return json({ message: 'Aanmelden kan alleen via het formulier op onze eigen site.' }, 403);
  }
  const value = await readEmail(request);
  const email = typeof value === 'string' ? value.trim() : '';
  const invalid = validateValue(email, 'required|email', { label: 'E-mailadres' });
  if (invalid) return json({ message: invalid, fields: { email: invalid } }, 422);

  const address = visitorAddress(context);
  const { allowed, retryAfterSeconds } = budget(address);
  if (!allowed) {
    return json({ message: 'Je hebt je al een paar keer aangemeld. Probeer het later opnieuw.' }, 429, {
      'retry-after': String(retryAfterSeconds),
    });
  }

  const outcome = await subscribeThroughApi(email, address);
  if (outcome.ok) return json({ ok: true }, 202);
  const message = outcome.fields?.email ?? outcome.message;
  return json({ message, ...(outcome.fields ? { fields: outcome.fields } : {}) }, outcome.status);
};
