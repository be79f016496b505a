import {
  type AffectedResource,
  type CustomerIncident,
  closedStatusEventStates,
  type ServiceState,
  STAFF_STATUS_EVENTS_SHOWN,
  STATUS_HISTORY_DAYS,
  STATUS_HISTORY_MAX,
  type StaffStatusEvent,
  type StaffStatusResource,
  type StatusBoard,
  type StatusEvent,
  type StatusService,
  serviceStates,
  statusResourceTypes,
  statusServices,
} from '@maatwerk/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  customers,
  domains,
  hostingPackages,
  servers,
  statusEventNotices,
  statusEventResources,
  statusEvents,
  statusEventUpdates,
} from '../../db/schema.ts';
import { resourceNames, resourceTables } from './resource-tables.ts';

type EventRow = typeof statusEvents.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const updatesOf = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, StatusEvent['updates']>();
  const rows = await db
    .select()
    .from(statusEventUpdates)
    .where(inArray(statusEventUpdates.eventId, ids))
    .orderBy(desc(statusEventUpdates.createdAt), desc(statusEventUpdates.id));
  const byEvent = new Map<number, StatusEvent['updates']>();
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({
      id: row.id,
      state: row.state,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
};

const toEvent = (row: EventRow, updates: StatusEvent['updates']): StatusEvent => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  services: row.services.filter((service): service is StatusService =>
    (statusServices as readonly string[]).includes(service),
  ),
  impact: row.impact,
  state: row.state,
  starts_at: row.startsAt.toISOString(),
  planned_end_at: iso(row.plannedEndAt),
  closed_at: iso(row.closedAt),
  updates,
});

const withUpdates = async (db: DbOrTx, rows: EventRow[]): Promise<StatusEvent[]> => {
  const updates = await updatesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEvent(row, updates.get(row.id) ?? []));
};

const severity = (state: ServiceState) => serviceStates.indexOf(state);

/** What an open event means for its services right now. */
const stateFrom = (event: StatusEvent, now: Date): ServiceState | undefined => {
  if (event.kind === 'onderhoud') {
    return event.state === 'bezig' ||
      (event.state === 'gepland' && Date.parse(event.starts_at) <= now.getTime())
      ? 'onderhoud'
      : undefined;
  }
  return event.impact === 'geen' ? 'operationeel' : event.impact;
};

/** The public board as the database has it now. */
export const readStatusBoard = async (db: DbOrTx, now = new Date()): Promise<Omit<StatusBoard, 'stale'>> => {
  const openRows = await db
    .select()
    .from(statusEvents)
    .where(isNull(statusEvents.closedAt))
    .orderBy(asc(statusEvents.startsAt), asc(statusEvents.id));
  const since = new Date(now.getTime() - STATUS_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const pastRows = await db
    .select()
    .from(statusEvents)
    .where(and(isNotNull(statusEvents.closedAt), gte(statusEvents.closedAt, since)))
    .orderBy(desc(statusEvents.closedAt), desc(statusEvents.id))
    .limit(STATUS_HISTORY_MAX);
  const open = await withUpdates(db, openRows);
  const past = await withUpdates(db, pastRows);
  const isPlanned = (event: StatusEvent) =>
    event.kind === 'onderhoud' && event.state === 'gepland' && Date.parse(event.starts_at) > now.getTime();
  const current = open.filter((event) => !isPlanned(event));
  const services = statusServices.map((service) => {
    let state: ServiceState = 'operationeel';
    for (const event of current) {
      if (!event.services.includes(service)) continue;
      const next = stateFrom(event, now);
      if (next && severity(next) > severity(state)) state = next;
    }
    return { service, state };
  });
  return {
    generated_at: now.toISOString(),
    services,
    current,
    planned: open.filter(isPlanned),
    past,
  };
};

/** The resources of the events, named, with their customer. */
const resourcesOf = async (
  db: DbOrTx,
  eventIds: number[],
  customerId?: number,
): Promise<Map<number, StaffStatusResource[]>> => {
  const byEvent = new Map<number, StaffStatusResource[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: statusEventResources.eventId,
      type: statusEventResources.resourceType,
      id: statusEventResources.resourceId,
      customerId: statusEventResources.customerId,
      customerName: customers.name,
      serverName: servers.hostname,
      packageName: hostingPackages.name,
      domainName: domains.name,
    })
    .from(statusEventResources)
    .innerJoin(customers, eq(customers.id, statusEventResources.customerId))
    .leftJoin(
      servers,
      and(eq(statusEventResources.resourceType, 'server'), eq(servers.id, statusEventResources.resourceId)),
    )
    .leftJoin(
      hostingPackages,
      and(
        eq(statusEventResources.resourceType, 'hosting_package'),
        eq(hostingPackages.id, statusEventResources.resourceId),
      ),
    )
    .leftJoin(
      domains,
      and(eq(statusEventResources.resourceType, 'domain'), eq(domains.id, statusEventResources.resourceId)),
    )
    .where(
      customerId === undefined
        ? inArray(statusEventResources.eventId, eventIds)
        : and(
            inArray(statusEventResources.eventId, eventIds),
            eq(statusEventResources.customerId, customerId),
          ),
    )
    .orderBy(
      asc(customers.name),
      asc(statusEventResources.resourceType),
      asc(statusEventResources.resourceId),
    );
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({
      type: row.type,
      id: row.id,
      name: row.serverName ?? row.packageName ?? row.domainName ?? `#${row.id}`,
      customer: { id: row.customerId, name: row.customerName },
    });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
};

/** Open incidents touching this customer's own resources; never another customer's. */
export const listCustomerIncidents = async (db: DbOrTx, customerId: number): Promise<CustomerIncident[]> => {
  const rows = await db
    .selectDistinct({ event: statusEvents })
    .from(statusEvents)
    .innerJoin(statusEventResources, eq(statusEventResources.eventId, statusEvents.id))
    .where(
      and(
        eq(statusEvents.kind, 'storing'),
        isNull(statusEvents.closedAt),
        eq(statusEventResources.customerId, customerId),
      ),
    );
  const events = (
    await withUpdates(
      db,
      rows.map((row) => row.event),
    )
  ).sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id - a.id);
  const resources = await resourcesOf(
    db,
    events.map((event) => event.id),
    customerId,
  );
  return events.map((event) => ({
    ...event,
    affected: (resources.get(event.id) ?? []).map(
      ({ type, id, name }): AffectedResource => ({ type, id, name }),
    ),
  }));
};

const noticeCounts = async (db: DbOrTx, eventIds: number[]) => {
  const counts = new Map<string, number>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: statusEventNotices.eventId,
      kind: statusEventNotices.kind,
      count: sql<number>`count(*)::int`,
    })
    .from(statusEventNotices)
    .where(inArray(statusEventNotices.eventId, eventIds))
    .groupBy(statusEventNotices.eventId, statusEventNotices.kind);
  for (const row of rows) counts.set(`${row.eventId}:${row.kind}`, Number(row.count));
  return counts;
};

const toStaffEvents = async (db: DbOrTx, rows: EventRow[]): Promise<StaffStatusEvent[]> => {
  const ids = rows.map((row) => row.id);
  const events = await withUpdates(db, rows);
  const resources = await resourcesOf(db, ids);
  const counts = await noticeCounts(db, ids);
  return events.map((event, index) => ({
    ...event,
    resources: resources.get(event.id) ?? [],
    customers_mailed_start: counts.get(`${event.id}:start`) ?? 0,
    customers_mailed_resolved: counts.get(`${event.id}:resolved`) ?? 0,
    created_at: rows[index]!.createdAt.toISOString(),
    updated_at: rows[index]!.updatedAt.toISOString(),
  }));
};

/** Open events first (by start), then closed ones, most recently started first. */
export const listStaffStatusEvents = async (db: DbOrTx): Promise<StaffStatusEvent[]> => {
  const rows = await db
    .select()
    .from(statusEvents)
    .orderBy(sql`${statusEvents.closedAt} is not null`, desc(statusEvents.startsAt), desc(statusEvents.id))
    .limit(STAFF_STATUS_EVENTS_SHOWN);
  return toStaffEvents(db, rows);
};

export const findStaffStatusEvent = async (db: DbOrTx, id: number): Promise<StaffStatusEvent | undefined> => {
  const rows = await db.select().from(statusEvents).where(eq(statusEvents.id, id));
  return (await toStaffEvents(db, rows))[0];
};

/** Every active server, hosting package and domain, by customer. */
export const listStatusResourceOptions = async (db: DbOrTx): Promise<StaffStatusResource[]> => {
  const perType = await Promise.all(
    statusResourceTypes.map(async (type) => {
      const table = resourceTables[type];
      const rows = await db
        .select({
          id: table.id,
          name: resourceNames[type],
          customerId: customers.id,
          customerName: customers.name,
        })
        .from(table)
        .innerJoin(customers, eq(customers.id, table.customerId))
        .where(isNull(table.endedOn));
      return rows.map(
        (row): StaffStatusResource => ({
          type,
          id: row.id,
          name: row.name,
          customer: { id: row.customerId, name: row.customerName },
        }),
      );
    }),
  );
  return perType
    .flat()
    .sort(
      (a, b) =>
        a.customer.name.localeCompare(b.customer.name, 'nl') ||
        a.type.localeCompare(b.type) ||
        a.name.localeCompare(b.name, 'nl'),
    );
};

export const isClosedState = (state: string) =>
  (closedStatusEventStates as readonly string[]).includes(state);
