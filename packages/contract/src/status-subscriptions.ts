import { z } from 'zod';
import { Ok } from './common.ts';
import { STATUS_SUBSCRIPTION_CONFIRM_DAYS } from './constants/status.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { EmailAddress } from './fields.ts';
import { NewsletterTokenBody } from './newsletter.ts';
import { defineRoute } from './route.ts';

export const StatusSubscribeBody = z.object({
  email: z.string().trim().pipe(EmailAddress),
});
export type StatusSubscribeBody = z.input<typeof StatusSubscribeBody>;

/** A token from a link in a status mail: the confirm link, or the unsubscribe link of every mail. */
export const StatusSubscriptionTokenBody = NewsletterTokenBody;
export type StatusSubscriptionTokenBody = z.input<typeof StatusSubscriptionTokenBody>;

export const StatusSubscriptionState = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
});
export type StatusSubscriptionState = z.infer<typeof StatusSubscriptionState>;

export const statusSubscriptionRoutes = {
  subscribeToStatus: defineRoute({
    method: 'POST',
    path: '/status/subscriptions',
    auth: 'none',
    tag: 'status',
    summary:
      'Subscribe an address to mails about every incident and maintenance, and each update of it (double opt-in): a confirmation mail goes to the address. The answer is the same whatever the address’s state',
    body: StatusSubscribeBody,
    response: Ok,
    status: 202,
  }),
  subscribeToMyStatus: defineRoute({
    method: 'POST',
    path: '/status/my-subscription',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    tag: 'status',
    summary:
      "Subscribe an address to mails about the incidents that touch the customer's own servers, hosting packages or domains, and each update of them (double opt-in, as for everyone)",
    body: StatusSubscribeBody,
    response: Ok,
    status: 202,
  }),
  confirmStatusSubscription: defineRoute({
    method: 'POST',
    path: '/status/subscriptions/confirm',
    auth: 'none',
    tag: 'status',
    summary: `The confirm link of the mail: the subscription starts. A link is good for ${STATUS_SUBSCRIPTION_CONFIRM_DAYS} days and works once; an unknown, used or expired link answers 404`,
    body: StatusSubscriptionTokenBody,
    response: StatusSubscriptionState,
  }),
  unsubscribeFromStatus: defineRoute({
    method: 'POST',
    path: '/status/subscriptions/unsubscribe',
    auth: 'none',
    tag: 'status',
    summary:
      'The unsubscribe link of every status mail (also as one-click List-Unsubscribe): no more status mail goes to the address. Twice is fine; an unknown link answers 404',
    body: StatusSubscriptionTokenBody,
    response: StatusSubscriptionState,
  }),
  getStatusFeed: defineRoute({
    method: 'GET',
    path: '/status/feed.atom',
    auth: 'none',
    tag: 'status',
    summary:
      'Incidents and maintenance of the status page as an Atom feed (application/atom+xml, not JSON): one entry per event, updated at its latest update',
    response: z.string().meta({ contentMediaType: 'application/atom+xml' }),
  }),
};
