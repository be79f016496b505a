import { confirmThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage, newsletterLinkMeta } from '~/features/newsletter/newsletter-link-page.tsx';
import { confirmTexts } from '~/features/newsletter/newsletter-texts.ts';
import type { Route } from './+types/nieuwsbrief-bevestigen';

export const meta: Route.MetaFunction = () => newsletterLinkMeta(confirmTexts);

/** The confirm link of the double opt-in mail. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(confirmThroughApi);
export const headers = newsletterLinkHeaders;

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage texts={confirmTexts} hasToken={loaderData.hasToken} outcome={actionData} />;
}
