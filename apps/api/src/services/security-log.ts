import { SECURITY_EVENTS_SHOWN, type SecurityEvent, type SecurityEventKind } from '@maatwerk/contract';
import Bowser from 'bowser';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';
import type { Client } from '../lib/client.ts';

const platformNames: Record<string, string> = {
  desktop: 'computer',
  mobile: 'telefoon',
  tablet: 'tablet',
};

/**
 * A user agent as people read it: "Chrome op Windows", "Safari op iOS", "Firefox", or
 * "Onbekend apparaat" (curl, an app, nothing sent). Read when shown, so a better parser later
 * describes old rows better too.
 */
export const describeDevice = (userAgent: string | null | undefined): string => {
  if (!userAgent) return 'Onbekend apparaat';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const system = parser.getOSName();
  const platform = platformNames[parser.getPlatformType(true)];
  if (browser && system) return `${browser} op ${system}`;
  if (browser) return browser;
  if (system) return platform ? `${system}-${platform}` : system;
  return 'Onbekend apparaat';
};

/**
 * Writes one event of a person's security log. Every place that logs in, fails a login of a
 * known account, changes a factor or password or ends sessions calls this, inside its own
 * transaction where it has one, so the log and the change stand or fall together.
 */
export const recordSecurityEvent = async (
  db: DbOrTx,
  userId: number,
  kind: SecurityEventKind,
  client: Client | undefined,
  now = new Date(),
): Promise<void> => {
  await db.insert(securityEvents).values({
    userId,
    kind,
    address: client?.address ?? null,
    userAgent: client?.userAgent ?? null,
    createdAt: now,
  });
};

/** The person's last 50 events, newest first. */
export const listSecurityEvents = async (db: DbOrTx, userId: number): Promise<SecurityEvent[]> => {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    device: describeDevice(row.userAgent),
    address: row.address,
    created_at: row.createdAt.toISOString(),
  }));
};
