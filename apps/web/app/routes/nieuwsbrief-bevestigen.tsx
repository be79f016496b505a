import { confirmThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import { NewsletterResult } from '~/features/newsletter/newsletter-result.tsx';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/nieuwsbrief-bevestigen';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Inschrijving bevestigen',
    description: 'Bevestig je inschrijving voor de nieuwsbrief van Kodewerk.',
    path: '/nieuwsbrief/bevestigen',
    noindex: true,
  });

/** The confirm link of the double opt-in mail: opening it confirms. */
export const loader = async ({ request }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token)
    return { ok: false as const, message: 'Deze link is niet volledig. Open de link uit de mail opnieuw.' };
  const outcome = await confirmThroughApi(token);
  return outcome.ok ? { ok: true as const } : { ok: false as const, message: outcome.message };
};

export const headers = () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });

export default function ConfirmNewsletter({ loaderData }: Route.ComponentProps) {
  if (loaderData.ok) {
    return (
      <NewsletterResult tone="success" title="Je inschrijving is bevestigd">
        <p>Vanaf nu ontvang je onze nieuwsbrief. Afmelden kan altijd, met de link onderaan elke mail.</p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult tone="error" title="Bevestigen is niet gelukt">
      <p>{loaderData.message}</p>
    </NewsletterResult>
  );
}
