import { teamRoleLabels } from '@maatwerk/contract';
import { formatEuro } from '@maatwerk/contract/constants';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoices, servers, users } from '../../db/schema.ts';
import type { IndexedDocument } from './indexed-document.ts';

/** A document of a back-office index: the texts searched and shown, and its page in /beheer. */
interface StaffDocument {
  id: number;
  title: string;
  description: string;
  content: string;
  url: string;
}

/** Staff indexes are of every customer: no owner, so the engine never narrows them to one. */
const staffEntry = (document: StaffDocument): IndexedDocument => ({
  id: String(document.id),
  customerId: null,
  updatedAt: null,
  document: { ...document },
});

const customerPage = (customerId: number) => `/beheer/klanten/${customerId}`;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

type Loader = (db: DbOrTx, ids: number[]) => Promise<IndexedDocument[]>;

/** The loaders of the back office's indexes (the contract's `staffSearchIndexes`). */
export const staffLoaders: Record<
  'staff_customers' | 'staff_people' | 'staff_invoices' | 'staff_servers',
  Loader
> = {
  staff_customers: async (db, ids) =>
    (await db.select().from(customers).where(inArray(customers.id, ids))).map((row) =>
      staffEntry({
        id: row.id,
        title: row.name,
        description: joined(`Klant #${row.id}`, row.city, row.billingEmail),
        content: joined(row.kvkNumber && `KvK ${row.kvkNumber}`, row.vatId, row.street, row.postalCode),
        url: customerPage(row.id),
      }),
    ),
  staff_people: async (db, ids) =>
    (
      await db
        .select({ person: users, company: customers.name })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(inArray(users.id, ids))
    ).map(({ person, company }) =>
      staffEntry({
        id: person.id,
        title: `${person.firstName} ${person.lastName}`,
        description: joined(
          company,
          teamRoleLabels[person.teamRole],
          person.deactivatedAt ? 'gedeactiveerd' : null,
        ),
        content: joined(person.email, person.phone),
        url: customerPage(person.customerId),
      }),
    ),
  staff_invoices: async (db, ids) =>
    (
      await db
        .select({ invoice: invoices, company: customers.name })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .where(inArray(invoices.id, ids))
    ).map(({ invoice, company }) =>
      staffEntry({
        id: invoice.id,
        title: invoice.number
          ? `${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`
          : `Concept #${invoice.id}`,
        description: joined(
          company,
          invoice.totalCents === null ? null : formatEuro(invoice.totalCents),
          invoice.status === 'sent' ? 'verzonden' : 'concept',
        ),
        content: invoice.description,
        url: `/beheer/facturen/${invoice.id}`,
      }),
    ),
  staff_servers: async (db, ids) =>
    (
      await db
        .select({ server: servers, company: customers.name })
        .from(servers)
        .innerJoin(customers, eq(customers.id, servers.customerId))
        .where(inArray(servers.id, ids))
    ).map(({ server, company }) =>
      staffEntry({
        id: server.id,
        title: server.hostname,
        description: joined(company, server.status, server.location),
        content: joined(server.ipAddress, server.operatingSystem),
        url: customerPage(server.customerId),
      }),
    ),
};
