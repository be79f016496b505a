import { z } from 'zod';
import { Ok } from './common.ts';
import { NEWSLETTER_CONFIRM_DAYS } from './constants/limits.ts';
import { EmailAddress } from './fields.ts';
import { defineRoute } from './route.ts';

export const NewsletterSubscribeBody = z.object({
  email: z.string().trim().pipe(EmailAddress),
});
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBody>;

/** A token from a link in a mail: the newsletter's links and the week mail's unsubscribe link. */
export const NewsletterTokenBody = z.object({
  token: z.string().trim().min(20, 'Deze link is niet volledig.').max(200, 'Deze link is niet geldig.'),
});
export type NewsletterTokenBody = z.input<typeof NewsletterTokenBody>;

export const NewsletterStatus = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
});
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;

export const newsletterRoutes = {
  subscribeToNewsletter: defineRoute({
    method: 'POST',
    path: '/newsletter/subscribe',
    auth: 'none',
    tag: 'newsletter',
    summary:
      'Sign up (double opt-in): a confirmation mail with a confirm and an unsubscribe link goes to the address. The answer is the same whether the address was known, pending, confirmed or unsubscribed',
    body: NewsletterSubscribeBody,
    response: Ok,
    status: 202,
  }),
  confirmNewsletter: defineRoute({
    method: 'POST',
    path: '/newsletter/confirm',
    auth: 'none',
    tag: 'newsletter',
    summary: `The confirm link of the mail: the address is subscribed. A link is good for ${NEWSLETTER_CONFIRM_DAYS} days; confirming twice is fine; an unknown or expired link answers 404`,
    body: NewsletterTokenBody,
    response: NewsletterStatus,
  }),
  unsubscribeNewsletter: defineRoute({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    auth: 'none',
    tag: 'newsletter',
    summary:
      'The unsubscribe link of a mail: no more mail goes to the address. Twice is fine; an unknown link answers 404',
    body: NewsletterTokenBody,
    response: NewsletterStatus,
  }),
};
