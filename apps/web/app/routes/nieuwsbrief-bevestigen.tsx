import { Form, useNavigation } from 'react-router';
import { confirmThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import { NewsletterResult } from '~/features/newsletter/newsletter-result.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { visitorAddress } from '~/lib/visitor.server.ts';
import type { Route } from './+types/nieuwsbrief-bevestigen';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Inschrijving bevestigen',
    description: 'Bevestig je inschrijving voor de nieuwsbrief van Kodewerk.',
    path: '/nieuwsbrief/bevestigen',
    noindex: true,
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.trim() ?? '';

/**
 * The confirm link of the double opt-in mail. Opening it asks for one click: mail scanners open
 * every link in a mail, and must not confirm a subscription for someone who never asked. The
 * click posts here.
 */
export const loader = ({ request }: Route.LoaderArgs) => ({ hasToken: tokenOf(request) !== '' });

export const action = async ({ request, context }: Route.ActionArgs) => {
  const token = tokenOf(request);
  if (!token)
    return { ok: false as const, message: 'Deze link is niet volledig. Open de link uit de mail opnieuw.' };
  const outcome = await confirmThroughApi(token, visitorAddress(context));
  return outcome.ok ? { ok: true as const } : { ok: false as const, message: outcome.message };
};

export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <NewsletterResult tone="success" title="Je inschrijving is bevestigd">
        <p>Vanaf nu ontvang je onze nieuwsbrief. Afmelden kan altijd, met de link onderaan elke mail.</p>
      </NewsletterResult>
    );
  }
  if (actionData && !actionData.ok) {
    return (
      <NewsletterResult tone="error" title="Bevestigen is niet gelukt">
        <p>{actionData.message}</p>
      </NewsletterResult>
    );
  }
  if (!loaderData.hasToken) {
    return (
      <NewsletterResult tone="error" title="Bevestigen is niet gelukt">
        <p>Deze link is niet volledig. Open de link uit de mail opnieuw.</p>
      </NewsletterResult>
    );
  }
  const busy = navigation.state === 'submitting';
  return (
    <NewsletterResult tone="neutral" title="Inschrijving bevestigen">
      <p>Wil je onze nieuwsbrief ontvangen? Bevestig het met de knop hieronder.</p>
      <Form method="post" replace>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Bezig met bevestigen...' : 'Ja, ik wil de nieuwsbrief'}
        </button>
      </Form>
    </NewsletterResult>
  );
}
