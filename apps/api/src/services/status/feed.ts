import {
  type StatusService,
  statusEventKindLabels,
  statusEventStateLabels,
  statusImpactLabels,
  statusServiceLabels,
  statusServices,
} from '@maatwerk/contract';
import { desc, inArray, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import type { DbOrTx } from '../../db/client.ts';
import { statusEvents, statusEventUpdates } from '../../db/schema.ts';

const ATOM = 'http://www.w3.org/2005/Atom';

/** How many events the feed lists: the most recently updated. */
export const STATUS_FEED_ENTRIES = 50;

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);

/**
 * The tag URI of the feed and its entries (RFC 4151): made from the site's host and the event's
 * id only, so an entry keeps its id whatever changes in its title, state or updates.
 */
const tagOf = (siteUrl: string, specific: string) => `tag:${new URL(siteUrl).hostname},2026:${specific}`;

/**
 * Incidents and maintenance as an Atom feed (RFC 4287): one entry per event, the most recently
 * updated first; `updated` is its latest update (UTC, as RFC 3339 with Z), the content every
 * update, newest first. xmlbuilder2 writes the XML, so every text is escaped.
 */
export const statusFeed = async (db: DbOrTx, siteUrl: string, now = new Date()): Promise<string> => {
  const latest = sql<Date>`(select max(${statusEventUpdates.createdAt}) from ${statusEventUpdates} where ${statusEventUpdates.eventId} = ${statusEvents.id})`;
  const rows = await db
    .select({ event: statusEvents })
    .from(statusEvents)
    .orderBy(desc(latest), desc(statusEvents.id))
    .limit(STATUS_FEED_ENTRIES);
  const updates =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(statusEventUpdates)
          .where(
            inArray(
              statusEventUpdates.eventId,
              rows.map((row) => row.event.id),
            ),
          )
          .orderBy(desc(statusEventUpdates.createdAt), desc(statusEventUpdates.id));
  const statusUrl = new URL('/status', siteUrl).toString();
  const feedUrl = new URL('/status/feed.atom', siteUrl).toString();
  const updatedOf = (row: (typeof rows)[number]) =>
    new Date(updates.find((update) => update.eventId === row.event.id)?.createdAt ?? row.event.updatedAt);

  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM, 'feed', { 'xml:lang': 'nl' });
  feed.ele('id').txt(tagOf(siteUrl, 'status'));
  feed.ele('title').txt('Storingen en onderhoud bij Kodewerk');
  feed.ele('subtitle').txt('Meldingen van de statuspagina van Kodewerk.');
  feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: feedUrl });
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: statusUrl });
  feed.ele('updated').txt((rows[0] ? updatedOf(rows[0]) : now).toISOString());
  feed.ele('author').ele('name').txt('Kodewerk B.V.');

  for (const row of rows) {
    const { event } = row;
    const services = event.services
      .filter((service): service is StatusService => (statusServices as readonly string[]).includes(service))
      .map((service) => statusServiceLabels[service]);
    const own = updates.filter((update) => update.eventId === event.id);
    const content = [
      `Status: ${statusEventStateLabels[event.state]}`,
      `Diensten: ${services.join(', ')}`,
      `Gevolgen: ${statusImpactLabels[event.impact]}`,
      `${event.kind === 'onderhoud' ? 'Gepland vanaf' : 'Begonnen'}: ${dateTime(event.startsAt)}`,
      ...(event.plannedEndAt ? [`Verwacht einde: ${dateTime(event.plannedEndAt)}`] : []),
      ...(event.closedAt ? [`Afgesloten: ${dateTime(event.closedAt)}`] : []),
      '',
      ...own.map(
        (update) =>
          `${dateTime(update.createdAt)} — ${statusEventStateLabels[update.state]}: ${update.message}`,
      ),
    ].join('\n');
    const entry = feed.ele('entry');
    entry.ele('id').txt(tagOf(siteUrl, `status-event-${event.id}`));
    entry.ele('title').txt(`${statusEventKindLabels[event.kind]}: ${event.title}`);
    entry.ele('link', { rel: 'alternate', type: 'text/html', href: statusUrl });
    entry.ele('published').txt(event.createdAt.toISOString());
    entry.ele('updated').txt(updatedOf(row).toISOString());
    entry.ele('category', { term: event.kind, label: statusEventKindLabels[event.kind] });
    entry.ele('summary').txt(`${statusEventStateLabels[event.state]} — ${own[0]?.message ?? ''}`);
    entry.ele('content', { type: 'text' }).txt(content);
  }
  return feed.end({ prettyPrint: true });
};
