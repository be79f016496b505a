import { z } from 'zod';
import { CalendarDate, Id, IdParams } from '../common.ts';
import { isHostname } from '../constants/domain-names.ts';
import { dateField, euroAmount, optionalText, text, VatRate, wholeNumber } from '../fields.ts';
import { Domain, HostingPackage, Hostname, Nameservers, Server, serverStatuses } from '../hosting.ts';
import { Subscription, subscriptionIntervals } from '../invoices.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, FINANCE, OPERATIONS } from './roles.ts';

/**
 * A customer's services as the provider manages them: domains, servers, hosting packages and
 * subscriptions. Ending one sets its end date (and status) and keeps the row as history.
 */

/** How many months one term of a subscription lasts. */
export const subscriptionIntervalMonths: Record<(typeof subscriptionIntervals)[number], number> = {
  month: 1,
  quarter: 3,
  year: 12,
};
export const subscriptionIntervalLabels: Record<(typeof subscriptionIntervals)[number], string> = {
  month: 'Per maand',
  quarter: 'Per kwartaal',
  year: 'Per jaar',
};

const endMessage = 'Einddatum moet een datum zijn (JJJJ-MM-DD).';

/** When a service ends; today (Amsterdam) when not given. */
export const EndServiceBody = z.object({ ended_on: z.iso.date(endMessage).optional() }).default({});
export type EndServiceBody = z.input<typeof EndServiceBody>;

/**
 * The staff's view of a service is the customer's, with the customer it belongs to after the id
 * (the fields in the same order, so the answers are written alike) and the date it ended.
 */
const withCustomer = <Shape extends { id: z.ZodNumber }>({ id, ...fields }: Shape) => ({
  id,
  customer_id: z.number().int(),
  ...fields,
});
const endedOn = CalendarDate.nullable();

const { updated_at, ...domainFields } = Domain.shape;
export const StaffDomain = z.object({ ...withCustomer(domainFields), ended_on: endedOn, updated_at });
export type StaffDomain = z.infer<typeof StaffDomain>;

export const DomainBody = z
  .object({
    name: z
      .string({ error: 'Domeinnaam is verplicht.' })
      .trim()
      .toLowerCase()
      .refine(isHostname, 'Vul een geldige domeinnaam in, zoals voorbeeld.nl.')
      .transform((value) => value.replace(/\.$/, '')),
    nameservers: Nameservers,
    locked: z.boolean().default(true),
    auto_renew: z.boolean().default(true),
    registered_on: dateField('Registratiedatum'),
    expires_on: dateField('Verloopdatum'),
    hosting_package_id: Id.nullable().default(null),
  })
  .refine((body) => body.expires_on > body.registered_on, {
    message: 'Verloopdatum moet na de registratiedatum liggen.',
    path: ['expires_on'],
  });
export type DomainBody = z.input<typeof DomainBody>;

export const StaffServer = z.object({ ...withCustomer(Server.shape), ended_on: endedOn });
export type StaffServer = z.infer<typeof StaffServer>;

export const ServerBody = z.object({
  hostname: z.string({ error: 'Hostnaam is verplicht.' }).pipe(Hostname),
  ip_address: z
    .string({ error: 'IP-adres is verplicht.' })
    .trim()
    .pipe(z.union([z.ipv4(), z.ipv6()], { error: 'Vul een geldig IPv4- of IPv6-adres in.' })),
  operating_system: text('Besturingssysteem', 1, 100),
  cpu_cores: wholeNumber('Processorkernen', 1, 1024),
  memory_gb: wholeNumber('Geheugen (GB)', 1, 65_536),
  disk_gb: wholeNumber('Schijfruimte (GB)', 1, 1_000_000),
  location: text('Locatie', 1, 100),
  status: z.enum(serverStatuses, { error: 'Kies een status.' }).default('actief'),
  monthly_cents: euroAmount('Maandprijs', 0, 100_000_000),
});
export type ServerBody = z.input<typeof ServerBody>;

export const StaffHostingPackage = z.object({ ...withCustomer(HostingPackage.shape), ended_on: endedOn });
export type StaffHostingPackage = z.infer<typeof StaffHostingPackage>;

export const HostingPackageBody = z.object({
  name: text('Naam', 1, 200),
  plan: text('Pakket', 1, 100),
  disk_gb: wholeNumber('Schijfruimte (GB)', 1, 1_000_000),
  mailboxes: wholeNumber('Mailboxen', 0, 10_000),
  monthly_cents: euroAmount('Maandprijs', 0, 100_000_000),
  renews_on: dateField('Verlengdatum'),
});
export type HostingPackageBody = z.input<typeof HostingPackageBody>;

export const StaffSubscription = z.object({ ...withCustomer(Subscription.shape), auto_send: z.boolean() });
export type StaffSubscription = z.infer<typeof StaffSubscription>;

export const SubscriptionBody = z.object({
  description: text('Omschrijving', 1, 200),
  interval: z.enum(subscriptionIntervals, { error: 'Kies een termijn.' }),
  amount_cents: euroAmount('Bedrag', 0, 100_000_000),
  vat_rate: VatRate,
  started_on: dateField('Startdatum'),
  next_invoice_on: optionalText(dateField('Volgende factuurdatum')),
  /** Sent at once on the invoice date instead of waiting as a concept. */
  auto_send: z.boolean().default(false),
});
export type SubscriptionBody = z.input<typeof SubscriptionBody>;

export const CustomerServices = z.object({
  domains: z.array(StaffDomain),
  servers: z.array(StaffServer),
  hosting_packages: z.array(StaffHostingPackage),
  subscriptions: z.array(StaffSubscription),
});
export type CustomerServices = z.infer<typeof CustomerServices>;

export const staffServicesRoutes = {
  staffListCustomerServices: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id/services',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-services',
    summary: "A customer's domains, servers, hosting packages and subscriptions, ended ones included",
    params: IdParams,
    response: CustomerServices,
  }),
  staffCreateDomain: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/domains',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Add a domain name to a customer; 409 when the name is already known',
    params: IdParams,
    body: DomainBody,
    response: StaffDomain,
    status: 201,
  }),
  staffUpdateDomain: defineRoute({
    method: 'PUT',
    path: '/staff/domains/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Change a domain name',
    params: IdParams,
    body: DomainBody,
    response: StaffDomain,
  }),
  staffEndDomain: defineRoute({
    method: 'POST',
    path: '/staff/domains/:id/end',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'End a domain name (moved away or cancelled): sets its end date',
    params: IdParams,
    body: EndServiceBody,
    response: StaffDomain,
  }),
  staffCreateServer: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/servers',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Add a server to a customer',
    params: IdParams,
    body: ServerBody,
    response: StaffServer,
    status: 201,
  }),
  staffUpdateServer: defineRoute({
    method: 'PUT',
    path: '/staff/servers/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Change a server',
    params: IdParams,
    body: ServerBody,
    response: StaffServer,
  }),
  staffEndServer: defineRoute({
    method: 'POST',
    path: '/staff/servers/:id/end',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: "End a server: status 'uit' and its end date",
    params: IdParams,
    body: EndServiceBody,
    response: StaffServer,
  }),
  staffCreateHostingPackage: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/hosting-packages',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Add a hosting package to a customer',
    params: IdParams,
    body: HostingPackageBody,
    response: StaffHostingPackage,
    status: 201,
  }),
  staffUpdateHostingPackage: defineRoute({
    method: 'PUT',
    path: '/staff/hosting-packages/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: 'Change a hosting package',
    params: IdParams,
    body: HostingPackageBody,
    response: StaffHostingPackage,
  }),
  staffEndHostingPackage: defineRoute({
    method: 'POST',
    path: '/staff/hosting-packages/:id/end',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-services',
    summary: "End a hosting package: status 'opgezegd' and its end date",
    params: IdParams,
    body: EndServiceBody,
    response: StaffHostingPackage,
  }),
  staffCreateSubscription: defineRoute({
    method: 'POST',
    path: '/staff/customers/:id/subscriptions',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-services',
    summary: 'Add a subscription to a customer',
    params: IdParams,
    body: SubscriptionBody,
    response: StaffSubscription,
    status: 201,
  }),
  staffUpdateSubscription: defineRoute({
    method: 'PUT',
    path: '/staff/subscriptions/:id',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-services',
    summary: 'Change a subscription',
    params: IdParams,
    body: SubscriptionBody,
    response: StaffSubscription,
  }),
  staffEndSubscription: defineRoute({
    method: 'POST',
    path: '/staff/subscriptions/:id/end',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-services',
    summary: 'End a subscription: no invoices after its end date',
    params: IdParams,
    body: EndServiceBody,
    response: StaffSubscription,
  }),
};
