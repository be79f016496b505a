import { unsubscribeThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page.tsx';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/nieuwsbrief-afmelden';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Afmelden voor de nieuwsbrief',
    description: 'Meld je af voor de nieuwsbrief van Kodewerk.',
    path: '/nieuwsbrief/afmelden',
    noindex: true,
  });

/** The click, and a mail program's one-click unsubscribe (RFC 8058), post here. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(unsubscribeThroughApi);
export const headers = newsletterLinkHeaders;

const texts = {
  ask: {
    title: 'Afmelden voor de nieuwsbrief',
    text: 'Wil je onze nieuwsbrief niet meer ontvangen? Bevestig het met de knop hieronder.',
    submit: 'Ja, meld mij af',
    busy: 'Bezig met afmelden...',
  },
  done: {
    title: 'Je bent afgemeld',
    text: 'Je ontvangt onze nieuwsbrief niet meer. Jammer dat je gaat, en bedankt voor je interesse.',
  },
  failedTitle: 'Afmelden is niet gelukt',
  incomplete: {
    title: 'Deze link is niet volledig',
    text: 'Open de afmeldlink uit de mail opnieuw, of mail ons: dan melden we je af.',
  },
};

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage texts={texts} hasToken={loaderData.hasToken} outcome={actionData} />;
}
