import {
  CUSTOMER_SEARCH_MAX,
  type CustomerBody,
  OPERATIONS,
  type StaffCustomer,
  type StaffCustomerSummary,
} from '@maatwerk/contract';
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, userInvitations, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { toStaffCustomer, toStaffPerson } from './wire.ts';

export type CustomerInput = z.output<typeof CustomerBody>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers by name; a search term matches the company name, the KvK number or a person's e-mail. */
export const listCustomers = async (db: DbOrTx, q: string | undefined): Promise<StaffCustomerSummary[]> => {
  const term = q?.trim();
  const pattern = term ? likePattern(term) : undefined;
  const people = db
    .select({ customerId: users.customerId, people: count().as('people') })
    .from(users)
    .groupBy(users.customerId)
    .as('people');
  const rows = await db
    .select({ customer: customers, people: people.people })
    .from(customers)
    .leftJoin(people, eq(people.customerId, customers.id))
    .where(
      pattern
        ? or(
            ilike(customers.name, pattern),
            ilike(customers.kvkNumber, pattern),
            exists(
              db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.customerId, customers.id), ilike(users.email, pattern))),
            ),
          )
        : undefined,
    )
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(CUSTOMER_SEARCH_MAX);
  return rows.map(({ customer, people: n }) => ({
    id: customer.id,
    name: customer.name,
    kvk_number: customer.kvkNumber,
    vat_id: customer.vatId,
    city: customer.city,
    billing_email: customer.billingEmail,
    people: Number(n ?? 0),
    created_at: customer.createdAt.toISOString(),
  }));
};

/** The open invitations (not used, revoked or expired) of these people, newest first. */
export const openInvitations = async (db: DbOrTx, userIds: number[], now = new Date()) =>
  userIds.length === 0
    ? []
    : db
        .select()
        .from(userInvitations)
        .where(
          and(
            inArray(userInvitations.userId, userIds),
            isNull(userInvitations.usedAt),
            isNull(userInvitations.revokedAt),
            gt(userInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(userInvitations.createdAt));

export const getCustomer = async (db: DbOrTx, id: number, now = new Date()): Promise<StaffCustomer> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound('Deze klant bestaat niet.');
  const people = await db
    .select()
    .from(users)
    .where(eq(users.customerId, id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const invitations = await openInvitations(
    db,
    people.map((person) => person.id),
    now,
  );
  return toStaffCustomer(
    row,
    people.map((person) =>
      toStaffPerson(
        person,
        invitations.find((invitation) => invitation.userId === person.id),
      ),
    ),
  );
};

const toColumns = (body: CustomerInput) => ({
  name: body.name,
  kvkNumber: body.kvk_number,
  vatId: body.vat_id,
  street: body.street,
  postalCode: body.postal_code,
  city: body.city,
  country: body.country,
  billingEmail: body.billing_email,
});

export const createCustomer = async (
  db: Db,
  actor: StaffWriter,
  body: CustomerInput,
): Promise<StaffCustomer> => {
  requireStaffRole(actor, OPERATIONS);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customers).values(toColumns(body)).returning();
    await recordAudit(tx, actor, {
      action: 'customer.create',
      entity: 'customer',
      entityId: row!.id,
      after: row,
    });
    return toStaffCustomer(row!, []);
  });
};

export const updateCustomer = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  body: CustomerInput,
): Promise<StaffCustomer> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!before) throw notFound('Deze klant bestaat niet.');
    const [after] = await tx.update(customers).set(toColumns(body)).where(eq(customers.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'customer.update',
      entity: 'customer',
      entityId: id,
      before,
      after,
    });
  });
  return getCustomer(db, id);
};
