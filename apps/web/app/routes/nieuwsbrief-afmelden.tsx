import { Form, useNavigation } from 'react-router';
import { unsubscribeThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import { NewsletterResult } from '~/features/newsletter/newsletter-result.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { visitorAddress } from '~/lib/visitor.server.ts';
import type { Route } from './+types/nieuwsbrief-afmelden';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Afmelden voor de nieuwsbrief',
    description: 'Meld je af voor de nieuwsbrief van Kodewerk.',
    path: '/nieuwsbrief/afmelden',
    noindex: true,
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.trim() ?? '';

/**
 * Opening the link asks for one click (mail scanners open links; they must not unsubscribe
 * anyone). The click, and a mail program's one-click unsubscribe (RFC 8058), post here.
 */
export const loader = ({ request }: Route.LoaderArgs) => ({ hasToken: tokenOf(request) !== '' });

export const action = async ({ request, context }: Route.ActionArgs) => {
  const token = tokenOf(request);
  if (!token)
    return { ok: false as const, message: 'Deze link is niet volledig. Open de link uit de mail opnieuw.' };
  const outcome = await unsubscribeThroughApi(token, visitorAddress(context));
  return outcome.ok ? { ok: true as const } : { ok: false as const, message: outcome.message };
};

export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <NewsletterResult tone="success" title="Je bent afgemeld">
        <p>Je ontvangt onze nieuwsbrief niet meer. Jammer dat je gaat, en bedankt voor je interesse.</p>
      </NewsletterResult>
    );
  }
  if (actionData && !actionData.ok) {
    return (
      <NewsletterResult tone="error" title="Afmelden is niet gelukt">
        <p>{actionData.message}</p>
      </NewsletterResult>
    );
  }
  if (!loaderData.hasToken) {
    return (
      <NewsletterResult tone="error" title="Deze link is niet volledig">
        <p>Open de afmeldlink uit de mail opnieuw, of mail ons: dan melden we je af.</p>
      </NewsletterResult>
    );
  }
  const busy = navigation.state === 'submitting';
  return (
    <NewsletterResult tone="neutral" title="Afmelden voor de nieuwsbrief">
      <p>Wil je onze nieuwsbrief niet meer ontvangen? Bevestig het met de knop hieronder.</p>
      <Form method="post" replace>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Bezig met afmelden...' : 'Ja, meld mij af'}
        </button>
      </Form>
    </NewsletterResult>
  );
}
