import {
  DEFAULT_NOTIFICATION_DELIVERY,
  type NotificationDelivery,
  personalNotificationKinds,
  type StaffNotificationKind,
} from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffMembers, staffNotificationSettings, staffNotifications } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';

export const STAFF_NOTIFICATION_QUEUE = 'staff-notification-mail';

/** A customer's event the provider's staff hear of. */
export interface StaffEvent {
  kind: StaffNotificationKind;
  customerId: number;
  /** The order it is about, with its assignee; absent for a meeting. */
  order?: { id: number; assigneeStaffId: number | null };
  reservationId?: number;
  /** One line on what happened: the order's title, the meeting's time and subject. */
  detail: string;
}

const isPersonal = (kind: StaffNotificationKind) =>
  (personalNotificationKinds as readonly string[]).includes(kind);

/** How the staff member wants to hear of this kind; their choice, or the default. */
const deliveryFor = async (
  tx: DbOrTx,
  staffId: number,
  kind: StaffNotificationKind,
): Promise<NotificationDelivery> => {
  const [row] = await tx
    .select({ delivery: staffNotificationSettings.delivery })
    .from(staffNotificationSettings)
    .where(and(eq(staffNotificationSettings.staffId, staffId), eq(staffNotificationSettings.kind, kind)));
  return row?.delivery ?? DEFAULT_NOTIFICATION_DELIVERY;
};

/** The active assignee of the order, if any: a deactivated one reads no mail, so the desk does. */
const activeAssignee = async (tx: DbOrTx, staffId: number | null | undefined): Promise<number | null> => {
  if (staffId === null || staffId === undefined) return null;
  const [row] = await tx
    .select({ id: staffMembers.id, deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return row && !row.deactivatedAt ? row.id : null;
};

/**
 * Records the event for the staff, in the transaction of the event itself, so that it is told if
 * and only if it happened: to the order's assignee as they chose (a mail job now, a line for the
 * digest, or nothing), else to the desk address at once. The mail itself goes through the job
 * queue, which sends it once whichever instance claims it.
 */
export const notifyStaff = async (tx: DbOrTx, event: StaffEvent): Promise<void> => {
  const assignee = isPersonal(event.kind) ? await activeAssignee(tx, event.order?.assigneeStaffId) : null;
  const delivery = assignee === null ? 'mail' : await deliveryFor(tx, assignee, event.kind);
  if (delivery === 'none') return;
  const [row] = await tx
    .insert(staffNotifications)
    .values({
      kind: event.kind,
      staffId: assignee,
      delivery,
      customerId: event.customerId,
      userStoryId: event.order?.id ?? null,
      reservationId: event.reservationId ?? null,
      detail: event.detail,
    })
    .returning({ id: staffNotifications.id });
  if (delivery === 'mail') {
    // No customer on the job: the customer's own job limit must never refuse what they did.
    await enqueueJob(tx, {
      queue: STAFF_NOTIFICATION_QUEUE,
      customerId: null,
      payload: { notificationId: row!.id },
    });
  }
};
