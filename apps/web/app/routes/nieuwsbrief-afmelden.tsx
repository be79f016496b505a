import { unsubscribeThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage, newsletterLinkMeta } from '~/features/newsletter/newsletter-link-page.tsx';
import { unsubscribeTexts } from '~/features/newsletter/newsletter-texts.ts';
import type { Route } from './+types/nieuwsbrief-afmelden';

export const meta: Route.MetaFunction = () => newsletterLinkMeta(unsubscribeTexts);

/** The click, and a mail program's one-click unsubscribe (RFC 8058), post here. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(unsubscribeThroughApi);
export const headers = newsletterLinkHeaders;

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage texts={unsubscribeTexts} hasToken={loaderData.hasToken} outcome={actionData} />;
}
