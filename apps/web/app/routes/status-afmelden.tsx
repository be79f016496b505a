import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage, newsletterLinkMeta } from '~/features/newsletter/newsletter-link-page.tsx';
import { statusUnsubscribeTexts } from '~/features/status/index.ts';
import { unsubscribeFromStatusThroughApi } from '~/features/status/status-subscription-api.server.ts';
import type { Route } from './+types/status-afmelden';

export const meta: Route.MetaFunction = () => newsletterLinkMeta(statusUnsubscribeTexts);

/** The unsubscribe link of every status mail; the click, and a mail program's one-click unsubscribe (RFC 8058), post here. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(async (token, visitor) => {
  const outcome = await unsubscribeFromStatusThroughApi(token, visitor);
  return outcome.ok ? { ok: true, status: 'confirmed' } : outcome;
});
export const headers = newsletterLinkHeaders;

export default function UnsubscribeFromStatus({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage texts={statusUnsubscribeTexts} hasToken={loaderData.hasToken} outcome={actionData} />
  );
}
