import {
  DEFAULT_NOTIFICATION_DELIVERY,
  personalNotificationKinds,
  STAFF_DIGEST_HOUR,
  type StaffNotificationSettings,
  type StaffNotificationSettingsAnswer,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffNotificationSettings } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

const readSettings = async (db: DbOrTx, staffId: number): Promise<StaffNotificationSettings> => {
  const rows = await db
    .select({ kind: staffNotificationSettings.kind, delivery: staffNotificationSettings.delivery })
    .from(staffNotificationSettings)
    .where(eq(staffNotificationSettings.staffId, staffId));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    personalNotificationKinds.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY]),
  ) as StaffNotificationSettings;
};

/** How the staff member hears of their orders' events, and where the rest goes. */
export const getNotificationSettings = async (
  db: DbOrTx,
  staffId: number,
  deskEmail: string,
): Promise<StaffNotificationSettingsAnswer> => ({
  settings: await readSettings(db, staffId),
  desk_email: deskEmail,
  digest_hour: STAFF_DIGEST_HOUR,
});

/** Stores every kind's choice of the caller, with the change in the audit log. */
export const updateNotificationSettings = async (
  db: Db,
  actor: StaffActor,
  settings: StaffNotificationSettings,
  deskEmail: string,
): Promise<StaffNotificationSettingsAnswer> =>
  db.transaction(async (tx) => {
    const before = await readSettings(tx, actor.staffId);
    for (const kind of personalNotificationKinds) {
      await tx
        .insert(staffNotificationSettings)
        .values({ staffId: actor.staffId, kind, delivery: settings[kind] })
        .onConflictDoUpdate({
          target: [staffNotificationSettings.staffId, staffNotificationSettings.kind],
          set: { delivery: settings[kind] },
        });
    }
    await recordAudit(tx, actor, {
      action: 'staff.notifications',
      entity: 'staff_member',
      entityId: actor.staffId,
      before,
      after: settings,
    });
    return getNotificationSettings(tx, actor.staffId, deskEmail);
  });
