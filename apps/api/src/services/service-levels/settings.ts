import {
  ADMIN_ONLY,
  type BookingHoursRange,
  type PriorityTargets,
  type ServiceLevels,
  type ServiceLevelsBody,
} from '@maatwerk/contract';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businessHours, serviceLevelTargets } from '../../db/schema.ts';
import { toDateOnly } from '../../lib/dates.ts';
import { dutchHolidays } from '../../lib/holidays.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { BusinessCalendar } from './business-time.ts';

/** The targets of each priority in business minutes. */
export type TargetMinutes = Map<number, { firstResponse: number; resolution: number }>;

/** What every clock is measured with: the business hours as a calendar and the targets. */
export interface ServiceLevelRules {
  calendar: BusinessCalendar;
  targets: TargetMinutes;
}

const HOUR = 60;

const readRows = async (db: DbOrTx) => {
  const [ranges, targets] = await Promise.all([
    db.select().from(businessHours).orderBy(asc(businessHours.weekday), asc(businessHours.startsAt)),
    db.select().from(serviceLevelTargets).orderBy(asc(serviceLevelTargets.priority)),
  ]);
  return { ranges, targets };
};

export const loadServiceLevelRules = async (db: DbOrTx): Promise<ServiceLevelRules> => {
  const { ranges, targets } = await readRows(db);
  return {
    calendar: new BusinessCalendar(ranges),
    targets: new Map(
      targets.map((row) => [
        row.priority,
        { firstResponse: row.firstResponseMinutes, resolution: row.resolutionMinutes },
      ]),
    ),
  };
};

const toWire = (rows: Awaited<ReturnType<typeof readRows>>) => ({
  ranges: rows.ranges.map((range) => ({
    weekday: range.weekday as BookingHoursRange['weekday'],
    starts_at: range.startsAt,
    ends_at: range.endsAt,
  })),
  targets: rows.targets.map(
    (row): PriorityTargets => ({
      priority: row.priority,
      first_response_hours: row.firstResponseMinutes / HOUR,
      resolution_hours: row.resolutionMinutes / HOUR,
    }),
  ),
});

/** The business hours, the targets, and the holidays of this year and the next. */
export const serviceLevels = async (db: DbOrTx, now = new Date()): Promise<ServiceLevels> => {
  const year = Number(toDateOnly(now).slice(0, 4));
  return {
    ...toWire(await readRows(db)),
    holidays: [...dutchHolidays(year), ...dutchHolidays(year + 1)],
  };
};

/** Replaces the business hours and the targets as a whole (beheerders only), in the audit log. */
export const replaceServiceLevels = async (
  db: Db,
  actor: StaffWriter,
  body: z.output<typeof ServiceLevelsBody>,
): Promise<ServiceLevels> => {
  requireStaffRole(actor, ADMIN_ONLY);
  await db.transaction(async (tx) => {
    const before = toWire(await readRows(tx));
    await tx.delete(businessHours);
    await tx.insert(businessHours).values(
      body.ranges.map((range) => ({
        weekday: range.weekday,
        startsAt: range.starts_at,
        endsAt: range.ends_at,
      })),
    );
    await tx.delete(serviceLevelTargets);
    await tx.insert(serviceLevelTargets).values(
      body.targets.map((target) => ({
        priority: target.priority,
        firstResponseMinutes: target.first_response_hours * HOUR,
        resolutionMinutes: target.resolution_hours * HOUR,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'service_levels.update',
      entity: 'service_levels',
      entityId: null,
      before,
      after: { ranges: body.ranges, targets: body.targets },
    });
  });
  return serviceLevels(db);
};
