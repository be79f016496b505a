import type { Domain, HostingPackage, Server } from '@maatwerk/contract';
import { TECHNICAL_TEAM } from '@maatwerk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { domains, hostingPackages, servers } from '../db/schema.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

type DomainRow = typeof domains.$inferSelect;

export const toWireDomain = (row: DomainRow): Domain => ({
  id: row.id,
  name: row.name,
  nameservers: row.nameservers,
  locked: row.locked,
  auto_renew: row.autoRenew,
  registered_on: row.registeredOn,
  expires_on: row.expiresOn,
  hosting_package_id: row.hostingPackageId,
  updated_at: row.updatedAt.toISOString(),
});

export const toWireServer = (row: typeof servers.$inferSelect): Server => ({
  id: row.id,
  hostname: row.hostname,
  ip_address: row.ipAddress,
  operating_system: row.operatingSystem,
  cpu_cores: row.cpuCores,
  memory_gb: row.memoryGb,
  disk_gb: row.diskGb,
  location: row.location,
  status: row.status,
  monthly_cents: row.monthlyCents,
});

export const toWireHostingPackage = (row: typeof hostingPackages.$inferSelect): HostingPackage => ({
  id: row.id,
  name: row.name,
  plan: row.plan,
  disk_gb: row.diskGb,
  mailboxes: row.mailboxes,
  monthly_cents: row.monthlyCents,
  status: row.status,
  renews_on: row.renewsOn,
});

/** The customer's domains, soonest to expire first: those need attention. */
export const listDomains = async (db: DbOrTx, caller: TeamCaller): Promise<Domain[]> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const rows = await db
    .select()
    .from(domains)
    .where(eq(domains.customerId, customerId))
    .orderBy(asc(domains.expiresOn), asc(domains.name));
  return rows.map(toWireDomain);
};

/** One domain of the customer, or undefined: another customer's domain is not there. */
export const findDomain = async (
  db: DbOrTx,
  caller: TeamCaller,
  domainId: number,
): Promise<DomainRow | undefined> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.customerId, customerId)));
  return row;
};

export interface DomainChanges {
  nameservers?: string[];
  locked?: boolean;
  auto_renew?: boolean;
}

export const updateDomain = async (
  db: DbOrTx,
  caller: TeamCaller,
  domainId: number,
  changes: DomainChanges,
): Promise<DomainRow | undefined> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const [row] = await db
    .update(domains)
    .set({
      ...(changes.nameservers !== undefined && { nameservers: changes.nameservers }),
      ...(changes.locked !== undefined && { locked: changes.locked }),
      ...(changes.auto_renew !== undefined && { autoRenew: changes.auto_renew }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(domains.id, domainId), eq(domains.customerId, customerId)))
    .returning();
  return row;
};

export const listServers = async (db: DbOrTx, caller: TeamCaller): Promise<Server[]> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const rows = await db
    .select()
    .from(servers)
    .where(eq(servers.customerId, customerId))
    .orderBy(asc(servers.hostname));
  return rows.map(toWireServer);
};

/** Running packages first, then those cancelled; by name within each. */
export const listHostingPackages = async (db: DbOrTx, caller: TeamCaller): Promise<HostingPackage[]> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const rows = await db
    .select()
    .from(hostingPackages)
    .where(eq(hostingPackages.customerId, customerId))
    .orderBy(asc(hostingPackages.status), asc(hostingPackages.name));
  return rows.map(toWireHostingPackage);
};
