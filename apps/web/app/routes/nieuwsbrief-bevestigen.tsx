import { confirmThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page.tsx';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/nieuwsbrief-bevestigen';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Inschrijving bevestigen',
    description: 'Bevestig je inschrijving voor de nieuwsbrief van Kodewerk.',
    path: '/nieuwsbrief/bevestigen',
    noindex: true,
  });

/** The confirm link of the double opt-in mail. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(confirmThroughApi);
export const headers = newsletterLinkHeaders;

const texts = {
  ask: {
    title: 'Inschrijving bevestigen',
    text: 'Wil je onze nieuwsbrief ontvangen? Bevestig het met de knop hieronder.',
    submit: 'Ja, ik wil de nieuwsbrief',
    busy: 'Bezig met bevestigen...',
  },
  done: {
    title: 'Je inschrijving is bevestigd',
    text: 'Vanaf nu ontvang je onze nieuwsbrief. Afmelden kan altijd, met de link onderaan elke mail.',
  },
  failedTitle: 'Bevestigen is niet gelukt',
  incomplete: {
    title: 'Bevestigen is niet gelukt',
    text: 'Deze link is niet volledig. Open de link uit de mail opnieuw.',
  },
};

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage texts={texts} hasToken={loaderData.hasToken} outcome={actionData} />;
}
