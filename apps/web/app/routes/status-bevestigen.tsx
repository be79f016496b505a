import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage, newsletterLinkMeta } from '~/features/newsletter/newsletter-link-page.tsx';
import { statusConfirmTexts } from '~/features/status/index.ts';
import { confirmStatusThroughApi } from '~/features/status/status-subscription-api.server.ts';
import type { Route } from './+types/status-bevestigen';

export const meta: Route.MetaFunction = () => newsletterLinkMeta(statusConfirmTexts);

/** The confirm link of the double opt-in mail for status mails. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(async (token, visitor) => {
  const outcome = await confirmStatusThroughApi(token, visitor);
  return outcome.ok ? { ok: true, status: 'confirmed' } : outcome;
});
export const headers = newsletterLinkHeaders;

export default function ConfirmStatusSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage texts={statusConfirmTexts} hasToken={loaderData.hasToken} outcome={actionData} />
  );
}
