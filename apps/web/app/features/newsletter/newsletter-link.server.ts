import { visitorAddress } from '~/lib/visitor.server.ts';
import type { LinkOutcome } from './newsletter-api.server.ts';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.trim() ?? '';

/**
 * A link of a newsletter mail (confirm or unsubscribe). Opening it asks for one click: mail
 * scanners open every link in a mail, and must not change anyone's subscription. The click posts.
 */
export const newsletterLinkLoader = ({ request }: { request: Request }) => ({
  hasToken: tokenOf(request) !== '',
});

/** The click: the link's token to the API through `callApi`, its outcome for the page. */
export const newsletterLinkAction =
  (callApi: (token: string, visitor: string) => Promise<LinkOutcome>) =>
  async ({ request, context }: { request: Request; context: unknown }) => {
    const token = tokenOf(request);
    if (!token)
      return { ok: false as const, message: 'Deze link is niet volledig. Open de link uit de mail opnieuw.' };
    const outcome = await callApi(token, visitorAddress(context));
    return outcome.ok ? { ok: true as const } : { ok: false as const, message: outcome.message };
  };

export const newsletterLinkHeaders = () => ({
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
});
