import { domains, hostingPackages, servers } from '../../db/schema.ts';

/** The table of each kind of resource an incident can affect. */
export const resourceTables = {
  server: servers,
  hosting_package: hostingPackages,
  domain: domains,
} as const;

/** The column that names a resource of each kind. */
export const resourceNames = {
  server: servers.hostname,
  hosting_package: hostingPackages.name,
  domain: domains.name,
} as const;
