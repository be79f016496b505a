import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams } from './common.ts';
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

export const Server = z.object({
  id: z.number().int(),
  hostname: z.string(),
  ip_address: z.string(),
  operating_system: z.string(),
  cpu_cores: z.number().int(),
  memory_gb: z.number().int(),
  disk_gb: z.number().int(),
  location: z.string(),
  status: z.enum(['actief', 'onderhoud', 'uit']),
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
  status: z.enum(['actief', 'opgezegd']),
  renews_on: CalendarDate,
});
export type HostingPackage = z.infer<typeof HostingPackage>;

export const hostingRoutes = {
  listDomains: defineRoute({
    method: 'GET',
    path: '/domain-names',
    auth: 'bearer',
    tag: 'domains',
    summary: "The caller's domain names",
    response: z.array(Domain),
  }),
  getDomain: defineRoute({
    method: 'GET',
    path: '/domain-names/:id',
    auth: 'bearer',
    tag: 'domains',
    summary: 'One domain name',
    params: IdParams,
    response: Domain,
  }),
  listServers: defineRoute({
    method: 'GET',
    path: '/servers',
    auth: 'bearer',
    tag: 'hosting',
    summary: "The caller's servers",
    response: z.array(Server),
  }),
  listHostingPackages: defineRoute({
    method: 'GET',
    path: '/hosting-packages',
    auth: 'bearer',
    tag: 'hosting',
    summary: "The caller's hosting packages",
    response: z.array(HostingPackage),
  }),
};
