import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams } from './common.ts';
import { isHostname } from './constants/domain-names.ts';
import { NAMESERVERS_MAX, NAMESERVERS_MIN } from './constants/limits.ts';
import { TECHNICAL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

export const Domain = z.object({
  id: z.number().int(),
  name: z.string(),
  nameservers: z.array(z.string()),
  locked: z.boolean(),
  auto_renew: z.boolean(),
  registered_on: CalendarDate,
  expires_on: CalendarDate,
  hosting_package_id: z.number().int().nullable(),
  updated_at: DateTime,
});
export type Domain = z.infer<typeof Domain>;

export const hostnameMessage = 'Vul een geldige hostnaam in, zoals ns1.voorbeeld.nl.';

export const Hostname = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHostname, { message: hostnameMessage })
  .transform((value) => value.replace(/\.$/, ''));

export const Nameservers = z
  .array(Hostname)
  .min(NAMESERVERS_MIN, `Vul minimaal ${NAMESERVERS_MIN} nameservers in.`)
  .max(NAMESERVERS_MAX, `Vul maximaal ${NAMESERVERS_MAX} nameservers in.`)
  .refine((list) => new Set(list).size === list.length, {
    message: 'Elke nameserver mag maar één keer voorkomen.',
  });

/** What the domain page changes; each field only when given, at least one. */
export const UpdateDomainBody = z
  .object({
    nameservers: Nameservers.optional(),
    locked: z.boolean().optional(),
    auto_renew: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Geef aan wat er moet veranderen.',
  });
export type UpdateDomainBody = z.input<typeof UpdateDomainBody>;

/**
 * The domain's website as the provider's browser saw it. ok: a picture of the site; unreachable:
 * the site did not answer, the image is a placeholder that says so; pending: being made;
 * none: never made (create=0); failed: could not be made now, `message` says why.
 */
export const ScreenshotState = z.enum(['ok', 'unreachable', 'pending', 'none', 'failed']);
export type ScreenshotState = z.infer<typeof ScreenshotState>;

export const DomainScreenshot = z.object({
  domain_id: z.number().int(),
  state: ScreenshotState,
  /** The address that was rendered. */
  url: z.string(),
  /** A data: URL (image/png, or image/svg+xml for the placeholder). */
  image: z.string().nullable(),
  taken_at: DateTime.nullable(),
  message: z.string().nullable(),
});
export type DomainScreenshot = z.infer<typeof DomainScreenshot>;

export const ScreenshotQuery = z.object({
  /** 1 (default): make a fresh one when the last is older than a few minutes; 0: only what is stored. */
  create: z.enum(['0', '1']).default('1'),
});

/** A path on the hosting control panel to land on after logging in; never another site. */
export const LoginUrlBody = z
  .object({
    redirectUrl: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])[^\s]*$/, 'Geef een pad op dat met één / begint.')
      .default('/'),
  })
  .default({ redirectUrl: '/' });

/** A started job: poll GET /job-status/{reference} (URL-encoded) for its end. */
export const JobReference = z.object({ reference: z.string() });
export type JobReference = z.infer<typeof JobReference>;

export const serverStatuses = ['actief', 'onderhoud', 'uit'] as const;
export const hostingPackageStatuses = ['actief', 'opgezegd'] as const;

export const Server = z.object({
  id: z.number().int(),
  hostname: z.string(),
  ip_address: z.string(),
  operating_system: z.string(),
  cpu_cores: z.number().int(),
  memory_gb: z.number().int(),
  disk_gb: z.number().int(),
  location: z.string(),
  status: z.enum(serverStatuses),
  monthly_cents: Cents,
});
export type Server = z.infer<typeof Server>;

export const HostingPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.string(),
  disk_gb: z.number().int(),
  mailboxes: z.number().int(),
  monthly_cents: Cents,
  status: z.enum(hostingPackageStatuses),
  renews_on: CalendarDate,
});
export type HostingPackage = z.infer<typeof HostingPackage>;

export const hostingRoutes = {
  listDomains: defineRoute({
    method: 'GET',
    path: '/domain-names',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domains',
    summary: "The caller's domain names",
    response: z.array(Domain),
  }),
  getDomain: defineRoute({
    method: 'GET',
    path: '/domain-names/:id',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domains',
    summary: 'One domain name',
    params: IdParams,
    response: Domain,
  }),
  updateDomain: defineRoute({
    method: 'PUT',
    path: '/domain-names/:id',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domains',
    summary: 'Change the nameservers, lock or automatic renewal of a domain name',
    methodOverride: true,
    params: IdParams,
    body: UpdateDomainBody,
    response: Domain,
  }),
  getDomainScreenshot: defineRoute({
    method: 'GET',
    path: '/domain-names/:id/screenshot',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domains',
    summary: "A picture of the domain's website, rendered in a headless browser",
    params: IdParams,
    query: ScreenshotQuery,
    response: DomainScreenshot,
  }),
  createDomainLoginUrl: defineRoute({
    method: 'POST',
    path: '/domain-names/:id/login-url',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'domains',
    summary: 'Start a job that asks the hosting control panel for a one-time login link',
    params: IdParams,
    body: LoginUrlBody,
    response: JobReference,
    status: 202,
  }),
  listServers: defineRoute({
    method: 'GET',
    path: '/servers',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'hosting',
    summary: "The caller's servers",
    response: z.array(Server),
  }),
  listHostingPackages: defineRoute({
    method: 'GET',
    path: '/hosting-packages',
    auth: 'bearer',
    teamRoles: TECHNICAL_TEAM,
    tag: 'hosting',
    summary: "The caller's hosting packages",
    response: z.array(HostingPackage),
  }),
};
