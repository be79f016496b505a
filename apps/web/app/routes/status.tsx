import { visitorBudget } from '~/features/newsletter/visitor-budget.server.ts';
import { StatusPage, StatusSubscribeForm, type StatusSubscribeResult } from '~/features/status/index.ts';
import { loadStatusBoard } from '~/features/status/status-api.server.ts';
import { subscribeToStatusThroughApi } from '~/features/status/status-subscription-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import { validateValue } from '~/lib/validation/index.ts';
import { fromOwnSite, visitorAddress } from '~/lib/visitor.server.ts';
import type { Route } from './+types/status';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Systeemstatus',
    description:
      'De actuele status van websitehosting, e-mail, DNS, het klantenportaal en de API van Kodewerk, met storingen en gepland onderhoud.',
    path: '/status',
    siteUrl: siteUrlOf(matches),
  });

/** Feed readers find the Atom feed of incidents and maintenance from the page. */
export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    href: '/status/feed.atom',
    title: 'Storingen en onderhoud bij Kodewerk',
  },
];

export const loader = () => loadStatusBoard();

/** Sign-ups per visitor address per 15 minutes, as the newsletter's: plenty for a person, little for a script. */
const budget = visitorBudget(20, 15 * 60 * 1000);

/** The sign-up form for status mails (double opt-in), passed on to the API with the visitor's address. */
export const action = async ({ request, context }: Route.ActionArgs): Promise<StatusSubscribeResult> => {
  if (!fromOwnSite(request)) {
    return { ok: false, message: 'Aanmelden kan alleen via het formulier op onze eigen site.' };
  }
  const form = await request.formData().catch(() => null);
  const value = form?.get('email');
  const email = typeof value === 'string' ? value.trim() : '';
  const invalid = validateValue(email, 'required|email', { label: 'E-mailadres' });
  if (invalid) return { ok: false, message: invalid, field: 'email' };
  const address = visitorAddress(context);
  if (!budget(address).allowed) {
    return { ok: false, message: 'Je hebt je al een paar keer aangemeld. Probeer het later opnieuw.' };
  }
  const outcome = await subscribeToStatusThroughApi(email, address);
  if (outcome.ok) return { ok: true };
  const fieldMessage = outcome.fields?.email;
  return fieldMessage
    ? { ok: false, message: fieldMessage, field: 'email' }
    : { ok: false, message: outcome.message };
};

export default function Status({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StatusPage board={loaderData}>
      <StatusSubscribeForm result={actionData} />
    </StatusPage>
  );
}
