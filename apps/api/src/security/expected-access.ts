import { type StaffRole, staffRoles, type TeamRole, teamRoles } from '@maatwerk/contract';

/** For each role of a table: may it call the route (true) or does it get 403 (false). */
export type Access<Role extends string> = Record<Role, boolean>;

/**
 * Reads an access table: a header `route` followed by the roles, then one line per route with its
 * method, its path and, per role, `ja` (may call it) or `nee` (403 `forbidden`). Blank lines and
 * lines starting with `#` are comments. Keyed `METHOD /path`; a malformed line or a route named
 * twice throws, so a typo cannot quietly drop a row.
 */
const accessTable = <Role extends string>(
  roles: readonly Role[],
  text: string,
): Map<string, Access<Role>> => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines.map((line) => line.split(/\s+/));
  if (header?.join(' ') !== ['route', ...roles].join(' ')) {
    throw new Error(`access table header should be "route ${roles.join(' ')}", is "${header?.join(' ')}"`);
  }
  const table = new Map<string, Access<Role>>();
  for (const [method, path, ...marks] of rows) {
    const key = `${method} ${path}`;
    if (marks.length !== roles.length || marks.some((mark) => mark !== 'ja' && mark !== 'nee')) {
      throw new Error(`access table row "${key}" needs ja or nee for each of ${roles.join(', ')}`);
    }
    if (table.has(key)) throw new Error(`access table names "${key}" twice`);
    table.set(key, Object.fromEntries(roles.map((role, i) => [role, marks[i] === 'ja'])) as Access<Role>);
  }
  return table;
};

/**
 * Who of a customer's team may call each portal route (README, decision 0028 and 0033): the
 * eigenaar everything; financieel invoices, payments, hour bundles and hours approval; technisch
 * domains, servers, hosting, the domain cart and its jobs (control-panel login links, screenshots);
 * opdrachten orders and their replies, reservations and emergency calls; emergency calls technisch
 * too (decision 0057). Everyone their own account, logins, second factor, passkeys, the search, the
 * status notice and status mails. The team only the eigenaar.
 * Written out here, not taken from the contract, so that a wrong role group there is caught.
 */
export const expectedTeamAccess = accessTable<TeamRole>(
  teamRoles,
  `
  route                                        eigenaar  financieel  technisch  opdrachten

  # One's own account and logins: every role
  GET    /me                                   ja        ja          ja         ja
  PUT    /me                                   ja        ja          ja         ja
  PUT    /me/profile                           ja        ja          ja         ja
  POST   /me/email-change                      ja        ja          ja         ja
  GET    /refresh                              ja        ja          ja         ja
  POST   /logout                               ja        ja          ja         ja
  POST   /login-link                           ja        ja          ja         ja
  GET    /setup-mfa                            ja        ja          ja         ja
  POST   /setup-mfa                            ja        ja          ja         ja
  POST   /disable-mfa                          ja        ja          ja         ja
  GET    /sessions                             ja        ja          ja         ja
  DELETE /sessions/:id                         ja        ja          ja         ja
  POST   /sessions/end-others                  ja        ja          ja         ja
  GET    /security-events                      ja        ja          ja         ja
  GET    /passkeys                             ja        ja          ja         ja
  POST   /passkeys/options                     ja        ja          ja         ja
  POST   /passkeys                             ja        ja          ja         ja
  POST   /passkeys/:id/remove                  ja        ja          ja         ja
  # A copy of one's own data (AVG): every role; the company's copy only the eigenaar (decision 0058)
  POST   /data-exports                         ja        ja          ja         ja
  GET    /data-exports                         ja        ja          ja         ja
  GET    /data-exports/:id                     ja        ja          ja         ja
  GET    /data-exports/:id/download            ja        ja          ja         ja
  # Erasure of one's own data (AVG): every role asks; staff confirm (decision 0067)
  GET    /me/erasure-request                   ja        ja          ja         ja
  POST   /me/erasure-request                   ja        ja          ja         ja
  # Documents to accept (decision 0067): everyone sees them, the eigenaar accepts for the company
  GET    /agreements                           ja        ja          ja         ja
  POST   /agreements/accept                    ja        nee         nee        nee
  # Every role may ask for a change of the company's data (decision 0028)
  POST   /me/company-change-request            ja        ja          ja         ja
  # The search leaves out what the role may not see; the status notice is for everyone
  POST   /frontend/search                      ja        ja          ja         ja
  GET    /status/my-incidents                  ja        ja          ja         ja
  POST   /status/my-subscription               ja        ja          ja         ja

  # The team: the eigenaar only
  GET    /me/team                              ja        nee         nee        nee
  POST   /me/team                              ja        nee         nee        nee
  PUT    /me/team/:id/role                     ja        nee         nee        nee
  POST   /me/team/:id/remove                   ja        nee         nee        nee

  # The customer's API keys: the eigenaar only
  GET    /api-keys                             ja        nee         nee        nee
  POST   /api-keys                             ja        nee         nee        nee
  POST   /api-keys/:id/revoke                  ja        nee         nee        nee

  # The customer's webhook endpoints and their deliveries: the eigenaar only
  GET    /webhooks                             ja        nee         nee        nee
  POST   /webhooks                             ja        nee         nee        nee
  PUT    /webhooks/:id                         ja        nee         nee        nee
  POST   /webhooks/:id/rotate-secret           ja        nee         nee        nee
  DELETE /webhooks/:id                         ja        nee         nee        nee
  GET    /webhooks/:id/deliveries              ja        nee         nee        nee
  POST   /webhooks/:id/deliveries/:deliveryId/redeliver ja nee      nee        nee
  POST   /webhooks/:id/test                    ja        nee         nee        nee

  # Billing: invoices, payments, hour bundles, hours approval
  GET    /invoices                             ja        ja          nee        nee
  GET    /invoices/pro-forma                   ja        ja          nee        nee
  GET    /invoices/:id/pdf                     ja        ja          nee        nee
  GET    /invoices/:id/ubl                     ja        ja          nee        nee
  GET    /invoices/statement                   ja        ja          nee        nee
  GET    /invoices/statement/pdf               ja        ja          nee        nee
  GET    /invoices/online-payment              ja        ja          nee        nee
  POST   /invoices/:id/payments                ja        ja          nee        nee
  GET    /invoices/:id/payments/latest         ja        ja          nee        nee
  GET    /direct-debit                         ja        ja          nee        nee
  POST   /direct-debit/mandates                ja        ja          nee        nee
  POST   /direct-debit/mandates/:id/revoke     ja        ja          nee        nee
  GET    /hour-bundles                         ja        ja          nee        nee
  GET    /hours                                ja        ja          nee        nee
  POST   /hours/approve                        ja        ja          nee        nee
  POST   /hours/:id/dispute                    ja        ja          nee        nee

  # Technical: domains, servers, hosting, the domain cart, login links and screenshots
  GET    /domain-names                         ja        nee         ja         nee
  GET    /domain-names/:id                     ja        nee         ja         nee
  PUT    /domain-names/:id                     ja        nee         ja         nee
  GET    /domain-names/:id/screenshot          ja        nee         ja         nee
  POST   /domain-names/:id/login-url           ja        nee         ja         nee
  GET    /job-status/:reference                ja        nee         ja         nee
  GET    /servers                              ja        nee         ja         nee
  GET    /hosting-packages                     ja        nee         ja         nee
  GET    /domain-orders                        ja        nee         ja         nee
  POST   /domain-names/price                   ja        nee         ja         nee
  GET    /value-packs                          ja        nee         ja         nee
  POST   /value-packs/apply                    ja        nee         ja         nee
  POST   /order                                ja        nee         ja         nee

  # Services on the product list (decision 0059): seen by money and technique; cancelling is the
  # eigenaar's, automatic renewal and a domain's transfer code technisch's too
  GET    /services                             ja        ja          ja         nee
  POST   /services/:id/cancel                  ja        nee         nee        nee
  POST   /services/:id/withdraw-cancellation   ja        nee         nee        nee
  PUT    /services/:id/auto-renew              ja        nee         ja         nee
  POST   /services/:id/transfer-code           ja        nee         ja         nee
  GET    /services/:id/package-options         ja        nee         ja         nee
  POST   /services/:id/change-package          ja        nee         ja         nee

  # Offertes (decision 0066): the eigenaar, and opdrachten (who do not see those with a recurring
  # service: 404, as another customer's)
  GET    /offertes                             ja        nee         nee        ja
  GET    /offertes/:id                         ja        nee         nee        ja
  GET    /offertes/:id/pdf                     ja        nee         nee        ja
  POST   /offertes/:id/accept                  ja        nee         nee        ja
  POST   /offertes/:id/decline                 ja        nee         nee        ja
  POST   /offertes/:id/question                ja        nee         nee        ja

  # Orders and their replies, reservations, emergency calls
  GET    /user-stories                         ja        nee         nee        ja
  GET    /user-stories/:id                     ja        nee         nee        ja
  POST   /user-stories                         ja        nee         nee        ja
  PUT    /user-stories                         ja        nee         nee        ja
  PUT    /user-stories/:id/invoice-reference   ja        nee         nee        ja
  PUT    /user-stories/:id/priority            ja        nee         nee        ja
  GET    /user-stories/:id/satisfaction        ja        nee         nee        ja
  POST   /user-stories/:id/satisfaction        ja        nee         nee        ja
  POST   /user-story-replies                   ja        nee         nee        ja
  POST   /user-story-attachments               ja        nee         nee        ja
  GET    /user-story-attachments/:id           ja        nee         nee        ja
  GET    /user-story-attachments/:id/thumbnail ja        nee         nee        ja
  GET    /booking                              ja        nee         nee        ja
  GET    /booking/availability                 ja        nee         nee        ja
  POST   /booking                              ja        nee         nee        ja
  POST   /booking/:id/cancel                   ja        nee         nee        ja
  POST   /booking/:id/move                     ja        nee         nee        ja

  # Emergency calls: whoever may see an outage or an order (decision 0057)
  GET    /emergency-terms                      ja        nee         ja         ja
  POST   /emergency-request                    ja        nee         ja         ja
  GET    /emergency-requests                   ja        nee         ja         ja
  `,
);

/**
 * Who of the provider's staff may call each back-office route (the staff roles in the contract's
 * staff/roles.ts, decisions 0029, 0033 and 0034, the back office's menu): every role reads the
 * back office and its own login, except invoices and hour bundles, which are the finance desk's
 * alone; the beheerder and the ontwikkelaar change operational data (customers and their people
 * and services, orders, time, reservations, emergency calls, domain orders, the status page,
 * content); the beheerder and financieel change billing (invoices, subscriptions, hour bundles,
 * the hourly rate); staff management and the audit log are the beheerder's.
 */
export const expectedStaffAccess = accessTable<StaffRole>(
  staffRoles,
  `
  route                                             beheerder  ontwikkelaar  financieel

  # One's own login: every role
  GET    /staff/setup-mfa                           ja         ja            ja
  POST   /staff/setup-mfa                           ja         ja            ja
  GET    /staff/refresh                             ja         ja            ja
  POST   /staff/logout                              ja         ja            ja
  GET    /staff/me                                  ja         ja            ja
  GET    /staff/me/notifications                    ja         ja            ja
  PUT    /staff/me/notifications                    ja         ja            ja

  # Customers and their people: every role reads, operations change
  GET    /staff/customers                           ja         ja            ja
  GET    /staff/customers/:id                       ja         ja            ja
  POST   /staff/customers                           ja         ja            nee
  PUT    /staff/customers/:id                       ja         ja            nee
  POST   /staff/customers/:id/people                ja         ja            nee
  POST   /staff/people/:id/invitation               ja         ja            nee
  DELETE /staff/people/:id/invitation               ja         ja            nee
  POST   /staff/people/:id/deactivate               ja         ja            nee
  POST   /staff/people/:id/reactivate               ja         ja            nee

  # Customers' services: every role reads, operations change domains, servers and hosting
  GET    /staff/customers/:id/services              ja         ja            ja
  POST   /staff/customers/:id/domains               ja         ja            nee
  PUT    /staff/domains/:id                         ja         ja            nee
  POST   /staff/domains/:id/end                     ja         ja            nee
  POST   /staff/customers/:id/servers               ja         ja            nee
  PUT    /staff/servers/:id                         ja         ja            nee
  POST   /staff/servers/:id/end                     ja         ja            nee
  POST   /staff/customers/:id/hosting-packages      ja         ja            nee
  PUT    /staff/hosting-packages/:id                ja         ja            nee
  POST   /staff/hosting-packages/:id/end            ja         ja            nee

  # Billing of a customer: subscriptions, the hourly rate, hour bundles (the finance desk)
  POST   /staff/customers/:id/subscriptions         ja         nee           ja
  PUT    /staff/subscriptions/:id                   ja         nee           ja
  POST   /staff/subscriptions/:id/end               ja         nee           ja
  PUT    /staff/customers/:id/hourly-rate           ja         nee           ja
  GET    /staff/customers/:id/hour-bundles          ja         nee           ja
  POST   /staff/customers/:id/hour-bundles          ja         nee           ja

  # The product and price list, and customers' services of it: every role reads, finance changes
  GET    /staff/products                            ja         ja            ja
  POST   /staff/products                            ja         nee           ja
  PUT    /staff/products/:id                        ja         nee           ja
  GET    /staff/customers/:id/product-services      ja         ja            ja
  POST   /staff/customers/:id/product-services      ja         nee           ja
  POST   /staff/product-services/:id/end            ja         nee           ja

  # Offertes: every role reads and drafts; beheerder and financieel send (and change a sent one)
  GET    /staff/offertes                            ja         ja            ja
  POST   /staff/offertes                            ja         ja            ja
  GET    /staff/offertes/:id                        ja         ja            ja
  PUT    /staff/offertes/:id                        ja         ja            ja
  POST   /staff/offertes/:id/send                   ja         nee           ja

  # Invoices and credit notes: the finance desk only, reading too
  GET    /staff/invoices                            ja         nee           ja
  GET    /staff/invoices/:id                        ja         nee           ja
  POST   /staff/invoices                            ja         nee           ja
  PUT    /staff/invoices/:id                        ja         nee           ja
  DELETE /staff/invoices/:id                        ja         nee           ja
  POST   /staff/invoices/:id/send                   ja         nee           ja
  POST   /staff/invoices/:id/payments               ja         nee           ja
  POST   /staff/invoices/:id/credit-notes           ja         nee           ja
  GET    /staff/invoices/:id/pdf                    ja         nee           ja
  GET    /staff/invoices/:id/ubl                    ja         nee           ja
  POST   /staff/invoices/from-pro-forma             ja         nee           ja

  # The VAT return, the ICP listing and revenue: the finance desk only, reading too
  GET    /staff/vat-return                          ja         nee           ja
  GET    /staff/vat-return/csv                      ja         nee           ja
  GET    /staff/vat-return/icp-csv                  ja         nee           ja
  GET    /staff/revenue                             ja         nee           ja
  GET    /staff/revenue/csv                         ja         nee           ja

  # The rekeningoverzicht per customer and the open items by age: the finance desk only
  GET    /staff/customers/:id/statement             ja         nee           ja
  GET    /staff/open-items                          ja         nee           ja
  GET    /staff/open-items/csv                      ja         nee           ja

  # The work queue and the time worked: every role reads, operations change and submit hours
  GET    /staff/orders                              ja         ja            ja
  GET    /staff/orders/filter-options               ja         ja            ja
  GET    /staff/work-counts                         ja         ja            ja
  GET    /staff/orders/:id                          ja         ja            ja
  POST   /staff/orders/:id/replies                  ja         ja            nee
  POST   /staff/attachments                         ja         ja            nee
  GET    /staff/attachments/:id                     ja         ja            ja
  GET    /staff/attachments/:id/thumbnail           ja         ja            ja
  PUT    /staff/orders/:id/status                   ja         ja            nee
  PUT    /staff/orders/:id/estimate                 ja         ja            nee
  PUT    /staff/orders/:id/assignee                 ja         ja            nee
  POST   /staff/orders/:id/time-entries             ja         ja            nee
  DELETE /staff/orders/:id/time-entries/:entryId    ja         ja            nee
  PUT    /staff/orders/:id/time-entries/:entryId    ja         ja            nee
  POST   /staff/orders/:id/time-entries/submit      ja         ja            nee

  # The back office search: every role (invoices among the hits for the finance roles only)
  POST   /staff/search                              ja         ja            ja

  # The live chat (decision 0062): every role may be available, take and answer chats; only
  # operations turn one into an order
  GET    /staff/chats                               ja         ja            ja
  GET    /staff/chats/events                        ja         ja            ja
  GET    /staff/chats/:chatId                       ja         ja            ja
  GET    /staff/chats/:chatId/events                ja         ja            ja
  PUT    /staff/me/chat-availability                ja         ja            ja
  POST   /staff/chats/:chatId/take                  ja         ja            ja
  POST   /staff/chats/:chatId/messages              ja         ja            ja
  POST   /staff/chats/:chatId/typing                ja         ja            ja
  POST   /staff/chats/:chatId/hand-over             ja         ja            ja
  POST   /staff/chats/:chatId/end                   ja         ja            ja
  POST   /staff/chats/:chatId/order                 ja         ja            nee
  GET    /staff/customers/:id/chats                 ja         ja            ja

  # Emergency calls and ordered domain names: every role reads, operations act
  GET    /staff/emergency-calls                     ja         ja            ja
  POST   /staff/emergency-calls/:id/acknowledge     ja         ja            nee
  POST   /staff/emergency-calls/:id/resolve         ja         ja            nee
  GET    /staff/domain-orders                       ja         ja            ja
  POST   /staff/domain-orders/:id/status            ja         ja            nee

  # Service levels: every role reads the hours, targets and report; beheerders set them
  GET    /staff/service-levels                      ja         ja            ja
  PUT    /staff/service-levels                      ja         nee           nee
  GET    /staff/service-levels/report               ja         ja            ja

  # Satisfaction (issue 36): every role reads an order's answer and the month's figures
  GET    /staff/orders/:id/satisfaction             ja         ja            ja
  GET    /staff/satisfaction/report                 ja         ja            ja

  # Bookable hours and reservations: every role reads, operations change
  GET    /staff/booking-schedule                    ja         ja            ja
  PUT    /staff/booking-schedule/weekly             ja         ja            nee
  POST   /staff/booking-schedule/days-off           ja         ja            nee
  DELETE /staff/booking-schedule/days-off/:id       ja         ja            nee
  GET    /staff/reservations                        ja         ja            ja
  POST   /staff/reservations/:id/cancel             ja         ja            nee

  # The status page: every role reads, operations post and change
  GET    /staff/status-events                       ja         ja            ja
  GET    /staff/status-resources                    ja         ja            ja
  POST   /staff/status-events                       ja         ja            nee
  PUT    /staff/status-events/:id                   ja         ja            nee
  POST   /staff/status-events/:id/updates           ja         ja            nee
  DELETE /staff/status-events/:id                   ja         ja            nee

  # Content (knowledge base, pages, sites): every role reads, operations change
  GET    /staff/content/articles                    ja         ja            ja
  GET    /staff/content/articles/:id                ja         ja            ja
  POST   /staff/content/articles                    ja         ja            nee
  PUT    /staff/content/articles/:id                ja         ja            nee
  DELETE /staff/content/articles/:id                ja         ja            nee
  GET    /staff/content/categories                  ja         ja            ja
  POST   /staff/content/categories                  ja         ja            nee
  PUT    /staff/content/categories/:id              ja         ja            nee
  DELETE /staff/content/categories/:id              ja         ja            nee
  GET    /staff/content/pages                       ja         ja            ja
  PUT    /staff/content/pages/:id                   ja         ja            nee
  GET    /staff/content/sites                       ja         ja            ja
  POST   /staff/content/sites                       ja         ja            nee
  PUT    /staff/content/sites/:id                   ja         ja            nee
  DELETE /staff/content/sites/:id                   ja         ja            nee

  # Staff management and the audit log: the beheerder only
  GET    /staff/members                             ja         nee           nee
  POST   /staff/members                             ja         nee           nee
  PUT    /staff/members/:id                         ja         nee           nee
  POST   /staff/members/:id/deactivate              ja         nee           nee
  POST   /staff/members/:id/reset-mfa               ja         nee           nee
  POST   /staff/members/:id/invitation              ja         nee           nee
  GET    /staff/audit                               ja         nee           nee

  # The AVG (decision 0067): every role sees the documents and who accepted them; the beheerder
  # publishes, handles erasure requests and sees who asked for a copy of their data
  GET    /staff/agreements                          ja         ja            ja
  POST   /staff/agreements                          ja         nee           nee
  GET    /staff/agreements/:id/acceptances          ja         ja            ja
  GET    /staff/erasure-requests                    ja         nee           nee
  POST   /staff/erasure-requests/:id/confirm        ja         nee           nee
  POST   /staff/erasure-requests/:id/refuse         ja         nee           nee
  GET    /staff/data-exports                        ja         nee           nee
  `,
);

/**
 * The portal routes an API key never reaches, whatever its team role (decision 0050): one's own
 * account, logins, second factor, passkeys and security log, the e-mail address and password, the
 * team, the keys and the webhook endpoints; accepting an offerte, which a person signs (decision 0066). A key gets 403 there; every other portal route takes it as a login.
 * Written out here, not taken from the contract, so that a route the contract forgot is caught.
 */
export const expectedRefusedToApiKeys = new Set(
  `
  GET    /me
  PUT    /me
  PUT    /me/profile
  POST   /me/email-change
  GET    /refresh
  POST   /logout
  POST   /login-link
  GET    /setup-mfa
  POST   /setup-mfa
  POST   /disable-mfa
  GET    /sessions
  DELETE /sessions/:id
  POST   /sessions/end-others
  GET    /security-events
  GET    /data-exports
  POST   /data-exports
  GET    /data-exports/:id
  GET    /data-exports/:id/download
  GET    /me/erasure-request
  POST   /me/erasure-request
  POST   /agreements/accept
  GET    /passkeys
  POST   /passkeys/options
  POST   /passkeys
  POST   /passkeys/:id/remove
  GET    /me/team
  POST   /me/team
  PUT    /me/team/:id/role
  POST   /me/team/:id/remove
  GET    /api-keys
  POST   /api-keys
  POST   /api-keys/:id/revoke
  GET    /webhooks
  POST   /webhooks
  PUT    /webhooks/:id
  POST   /webhooks/:id/rotate-secret
  DELETE /webhooks/:id
  GET    /webhooks/:id/deliveries
  POST   /webhooks/:id/deliveries/:deliveryId/redeliver
  POST   /webhooks/:id/test
  POST   /offertes/:id/accept
  `
    .split('\n')
    .map((line) => line.trim().split(/\s+/).join(' '))
    .filter((line) => line !== ''),
);
