import { unsubscribeWeekMailThroughApi } from '~/features/newsletter/newsletter-api.server.ts';
import {
  newsletterLinkAction,
  newsletterLinkHeaders,
  newsletterLinkLoader,
} from '~/features/newsletter/newsletter-link.server.ts';
import { NewsletterLinkPage, newsletterLinkMeta } from '~/features/newsletter/newsletter-link-page.tsx';
import { weekMailUnsubscribeTexts } from '~/features/newsletter/newsletter-texts.ts';
import type { Route } from './+types/weekmail-afmelden';

export const meta: Route.MetaFunction = () => newsletterLinkMeta(weekMailUnsubscribeTexts);

/** The click, and a mail program's one-click unsubscribe (RFC 8058), post here. */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction(unsubscribeWeekMailThroughApi);
export const headers = newsletterLinkHeaders;

export default function UnsubscribeWeekMail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      texts={weekMailUnsubscribeTexts}
      hasToken={loaderData.hasToken}
      outcome={actionData}
    />
  );
}
