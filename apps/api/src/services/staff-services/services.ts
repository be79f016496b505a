import type { CustomerServices } from '@maatwerk/contract';
import { FINANCE, OPERATIONS, type StaffRole } from '@maatwerk/contract';
import type { AuditRecordSubject } from '@maatwerk/contract/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { domains, hostingPackages, servers, subscriptions } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { today } from '../../lib/dates.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import {
  domainColumns,
  hostingPackageColumns,
  serverColumns,
  subscriptionColumns,
  toStaffDomain,
  toStaffHostingPackage,
  toStaffServer,
  toStaffSubscription,
} from './wire.ts';

/**
 * One kind of service of a customer: its table, how the body maps onto it, how it is shown and
 * what ending it sets. Every kind is created, changed and ended the same way.
 */
interface ServiceKind<Row extends { id: number; customerId: number }, Input, Wire> {
  entity: AuditRecordSubject;
  /** The staff roles that may change this kind (the contract's routes say the same). */
  writers: readonly StaffRole[];
  notFoundMessage: string;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's drizzle table
  table: any;
  columns: (body: Input) => Record<string, unknown>;
  /** Columns a new row starts with that the body does not set. */
  initial?: Record<string, unknown>;
  wire: (row: Row) => Wire;
  /** The columns ending sets; `endedOn` is a 'YYYY-MM-DD' date. */
  end: (endedOn: string) => Record<string, unknown>;
  /** What a unique index refusing the write means, for the caller. */
  conflict?: { constraint: string; message: string; field: string };
  /** Checks against other rows before a write, for the customer the row belongs to. */
  check?: (tx: DbOrTx, customerId: number, body: Input) => Promise<void>;
}

const orConflict = <K extends ServiceKind<never, never, unknown>>(kind: K, error: unknown): never => {
  if (kind.conflict && isUniqueViolation(error, kind.conflict.constraint)) {
    throw new HttpError('conflict', kind.conflict.message, {
      fields: { [kind.conflict.field]: kind.conflict.message },
    });
  }
  throw error;
};

const makeService = <Row extends { id: number; customerId: number }, Input, Wire>(
  kind: ServiceKind<Row, Input, Wire>,
) => {
  const locked = async (tx: DbOrTx, id: number): Promise<Row> => {
    const [row] = await tx.select().from(kind.table).where(eq(kind.table.id, id)).for('update');
    if (!row) throw notFound(kind.notFoundMessage);
    return row as Row;
  };
  /** Writes the changes to the locked row and logs them as `<entity>.<action>`; the row as the wire shows it. */
  const change = async (
    tx: DbOrTx,
    actor: StaffWriter,
    before: Row,
    action: 'update' | 'end',
    changes: Record<string, unknown>,
  ): Promise<Wire> => {
    const [after] = await tx.update(kind.table).set(changes).where(eq(kind.table.id, before.id)).returning();
    await recordAudit(tx, actor, {
      action: `${kind.entity}.${action}`,
      entity: kind.entity,
      entityId: before.id,
      before,
      after,
    });
    return kind.wire(after as Row);
  };
  return {
    create: async (db: Db, actor: StaffWriter, customerId: number, body: Input): Promise<Wire> => {
      requireStaffRole(actor, kind.writers);
      return db
        .transaction(async (tx) => {
          await requireCustomerExists(tx, customerId);
          await kind.check?.(tx, customerId, body);
          const [row] = (await tx
            .insert(kind.table)
            .values({ ...kind.initial, ...kind.columns(body), customerId })
            .returning()) as Row[];
          await recordAudit(tx, actor, {
            action: `${kind.entity}.create`,
            entity: kind.entity,
            entityId: (row as Row).id,
            after: row,
          });
          return kind.wire(row as Row);
        })
        .catch((error: unknown) => orConflict(kind as never, error));
    },
    update: async (db: Db, actor: StaffWriter, id: number, body: Input): Promise<Wire> => {
      requireStaffRole(actor, kind.writers);
      return db
        .transaction(async (tx) => {
          const before = await locked(tx, id);
          await kind.check?.(tx, before.customerId, body);
          const changes: Record<string, unknown> = kind.columns(body);
          if ('updatedAt' in kind.table) changes.updatedAt = new Date();
          return change(tx, actor, before, 'update', changes);
        })
        .catch((error: unknown) => orConflict(kind as never, error));
    },
    end: async (db: Db, actor: StaffWriter, id: number, endedOn: string | undefined): Promise<Wire> => {
      requireStaffRole(actor, kind.writers);
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if ((before as { endedOn?: string | null }).endedOn)
          throw new HttpError('conflict', 'Dit is al beëindigd.');
        return change(tx, actor, before, 'end', kind.end(endedOn ?? today()));
      });
    },
  };
};

const DOMAIN_TAKEN = 'Deze domeinnaam is al bekend (bij deze of een andere klant).';
const PACKAGE_NOT_THEIRS = 'Kies een hostingpakket van deze klant.';

/** A domain runs on a hosting package of its own customer, never on another customer's. */
const packageOfCustomer = async (
  tx: DbOrTx,
  customerId: number,
  body: { hosting_package_id?: number | null },
): Promise<void> => {
  if (body.hosting_package_id == null) return;
  const [row] = await tx
    .select({ customerId: hostingPackages.customerId })
    .from(hostingPackages)
    .where(eq(hostingPackages.id, body.hosting_package_id));
  if (row?.customerId !== customerId) {
    throw new HttpError('validation_failed', PACKAGE_NOT_THEIRS, {
      fields: { hosting_package_id: PACKAGE_NOT_THEIRS },
    });
  }
};

export const domainService = makeService({
  entity: 'domain',
  writers: OPERATIONS,
  notFoundMessage: 'Deze domeinnaam bestaat niet.',
  table: domains,
  columns: domainColumns,
  wire: toStaffDomain,
  end: (endedOn) => ({ endedOn, autoRenew: false, updatedAt: new Date() }),
  conflict: { constraint: 'domains_name_unique', message: DOMAIN_TAKEN, field: 'name' },
  check: packageOfCustomer,
});

export const serverService = makeService({
  entity: 'server',
  writers: OPERATIONS,
  notFoundMessage: 'Deze server bestaat niet.',
  table: servers,
  columns: serverColumns,
  wire: toStaffServer,
  end: (endedOn) => ({ endedOn, status: 'uit' }),
});

export const hostingPackageService = makeService({
  entity: 'hosting_package',
  writers: OPERATIONS,
  notFoundMessage: 'Dit hostingpakket bestaat niet.',
  table: hostingPackages,
  columns: hostingPackageColumns,
  wire: toStaffHostingPackage,
  initial: { status: 'actief' },
  end: (endedOn) => ({ endedOn, status: 'opgezegd' }),
});

export const subscriptionService = makeService({
  entity: 'subscription',
  writers: FINANCE,
  notFoundMessage: 'Dit abonnement bestaat niet.',
  table: subscriptions,
  columns: subscriptionColumns,
  wire: toStaffSubscription,
  end: (endedOn) => ({ endedOn, nextInvoiceOn: null }),
});

/** Every service of a customer, ended ones included (they are its history). */
export const customerServices = async (db: DbOrTx, customerId: number): Promise<CustomerServices> => {
  await requireCustomerExists(db, customerId);
  const [domainRows, serverRows, packageRows, subscriptionRows] = await Promise.all([
    db.select().from(domains).where(eq(domains.customerId, customerId)).orderBy(asc(domains.name)),
    db.select().from(servers).where(eq(servers.customerId, customerId)).orderBy(asc(servers.hostname)),
    db
      .select()
      .from(hostingPackages)
      .where(eq(hostingPackages.customerId, customerId))
      .orderBy(asc(hostingPackages.name)),
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, customerId)))
      .orderBy(asc(subscriptions.startedOn)),
  ]);
  return {
    domains: domainRows.map(toStaffDomain),
    servers: serverRows.map(toStaffServer),
    hosting_packages: packageRows.map(toStaffHostingPackage),
    subscriptions: subscriptionRows.map(toStaffSubscription),
  };
};
