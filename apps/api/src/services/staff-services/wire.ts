import type {
  DomainBody,
  HostingPackageBody,
  ServerBody,
  StaffDomain,
  StaffHostingPackage,
  StaffServer,
  StaffSubscription,
  SubscriptionBody,
} from '@maatwerk/contract';
import type { z } from 'zod';
import type { domains, hostingPackages, servers, subscriptions } from '../../db/schema.ts';

export const toStaffDomain = (row: typeof domains.$inferSelect): StaffDomain => ({
  id: row.id,
  customer_id: row.customerId,
  name: row.name,
  nameservers: row.nameservers,
  locked: row.locked,
  auto_renew: row.autoRenew,
  registered_on: row.registeredOn,
  expires_on: row.expiresOn,
  hosting_package_id: row.hostingPackageId,
  ended_on: row.endedOn,
  updated_at: row.updatedAt.toISOString(),
});

export const domainColumns = (body: z.output<typeof DomainBody>) => ({
  name: body.name,
  nameservers: body.nameservers,
  locked: body.locked,
  autoRenew: body.auto_renew,
  registeredOn: body.registered_on,
  expiresOn: body.expires_on,
  hostingPackageId: body.hosting_package_id,
});

export const toStaffServer = (row: typeof servers.$inferSelect): StaffServer => ({
  id: row.id,
  customer_id: row.customerId,
  hostname: row.hostname,
  ip_address: row.ipAddress,
  operating_system: row.operatingSystem,
  cpu_cores: row.cpuCores,
  memory_gb: row.memoryGb,
  disk_gb: row.diskGb,
  location: row.location,
  status: row.status,
  monthly_cents: row.monthlyCents,
  ended_on: row.endedOn,
});

export const serverColumns = (body: z.output<typeof ServerBody>) => ({
  hostname: body.hostname,
  ipAddress: body.ip_address,
  operatingSystem: body.operating_system,
  cpuCores: body.cpu_cores,
  memoryGb: body.memory_gb,
  diskGb: body.disk_gb,
  location: body.location,
  status: body.status,
  monthlyCents: body.monthly_cents,
});

export const toStaffHostingPackage = (row: typeof hostingPackages.$inferSelect): StaffHostingPackage => ({
  id: row.id,
  customer_id: row.customerId,
  name: row.name,
  plan: row.plan,
  disk_gb: row.diskGb,
  mailboxes: row.mailboxes,
  monthly_cents: row.monthlyCents,
  status: row.status,
  renews_on: row.renewsOn,
  ended_on: row.endedOn,
});

export const hostingPackageColumns = (body: z.output<typeof HostingPackageBody>) => ({
  name: body.name,
  plan: body.plan,
  diskGb: body.disk_gb,
  mailboxes: body.mailboxes,
  monthlyCents: body.monthly_cents,
  renewsOn: body.renews_on,
});

export const toStaffSubscription = (row: typeof subscriptions.$inferSelect): StaffSubscription => ({
  id: row.id,
  customer_id: row.customerId,
  description: row.description,
  interval: row.interval,
  amount_cents: row.amountCents,
  vat_rate: row.vatRate,
  started_on: row.startedOn,
  next_invoice_on: row.nextInvoiceOn,
  ended_on: row.endedOn,
  auto_send: row.autoSend,
});

export const subscriptionColumns = (body: z.output<typeof SubscriptionBody>) => ({
  description: body.description,
  interval: body.interval,
  amountCents: body.amount_cents,
  vatRate: body.vat_rate,
  startedOn: body.started_on,
  nextInvoiceOn: body.next_invoice_on,
  autoSend: body.auto_send,
});
