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
import { toWireDomain, toWireHostingPackage, toWireServer } from '../domains.ts';
import { toWireSubscription } from '../invoices.ts';

export const toStaffDomain = (row: typeof domains.$inferSelect): StaffDomain => ({
  ...toWireDomain(row),
  customer_id: row.customerId,
  ended_on: row.endedOn,
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
  ...toWireServer(row),
  customer_id: row.customerId,
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
  ...toWireHostingPackage(row),
  customer_id: row.customerId,
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
  ...toWireSubscription(row),
  customer_id: row.customerId,
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
