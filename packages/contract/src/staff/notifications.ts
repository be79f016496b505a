import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { ALL_STAFF } from './roles.ts';

/**
 * Notifications for the provider's staff (decision 0060): what a customer did that staff should
 * hear about. An event of an order that has an assignee goes to that staff member, as their setting
 * for its kind says; every other event (a new order, an order without an assignee, a meeting) goes
 * at once to the desk address. A meeting has no assignee, so its kinds always reach the desk.
 */
export const staffNotificationKinds = [
  'order_created',
  'order_reply',
  'hours_disputed',
  'order_closed',
  'order_reopened',
  'meeting_booked',
  'meeting_moved',
  'meeting_cancelled',
] as const;
export type StaffNotificationKind = (typeof staffNotificationKinds)[number];

export const staffNotificationKindLabels: Record<StaffNotificationKind, string> = {
  order_created: 'Nieuwe opdracht',
  order_reply: 'Reactie van de klant',
  hours_disputed: 'Uren betwist',
  order_closed: 'Opdracht gesloten door de klant',
  order_reopened: 'Opdracht heropend door de klant',
  meeting_booked: 'Afspraak geboekt',
  meeting_moved: 'Afspraak verzet',
  meeting_cancelled: 'Afspraak geannuleerd',
};

/**
 * The kinds a staff member chooses for: those of an order they are the assignee of. A new order
 * has nobody yet and a meeting never has anybody, so those reach the desk address.
 */
export const personalNotificationKinds = [
  'order_reply',
  'hours_disputed',
  'order_closed',
  'order_reopened',
] as const satisfies readonly StaffNotificationKind[];
export type PersonalNotificationKind = (typeof personalNotificationKinds)[number];

/** Mail at once, gathered in the daily digest, or not at all. */
export const notificationDeliveries = ['mail', 'digest', 'none'] as const;
export const NotificationDelivery = z.enum(notificationDeliveries, {
  error: 'Kies mail, overzicht of geen.',
});
export type NotificationDelivery = z.infer<typeof NotificationDelivery>;

export const notificationDeliveryLabels: Record<NotificationDelivery, string> = {
  mail: 'Direct een mail',
  digest: 'In het dagelijkse overzicht',
  none: 'Geen bericht',
};

/** What a staff member has not chosen yet: a mail at once, so that nobody misses a customer. */
export const DEFAULT_NOTIFICATION_DELIVERY: NotificationDelivery = 'mail';

/** The daily digest goes out at this hour, Amsterdam time, with every event before it. */
export const STAFF_DIGEST_HOUR = 8;

export const StaffNotificationSettings = z
  .object({
    order_reply: NotificationDelivery,
    hours_disputed: NotificationDelivery,
    order_closed: NotificationDelivery,
    order_reopened: NotificationDelivery,
  })
  .strict()
  .meta({ id: 'StaffNotificationSettings' });
export type StaffNotificationSettings = z.infer<typeof StaffNotificationSettings>;

/** The settings and where the events without an assignee go. */
export const StaffNotificationSettingsAnswer = z.object({
  settings: StaffNotificationSettings,
  desk_email: z.string(),
  digest_hour: z.number().int(),
});
export type StaffNotificationSettingsAnswer = z.infer<typeof StaffNotificationSettingsAnswer>;

/** The counts on Overzicht: what waits for the provider. */
export const StaffWorkCounts = z
  .object({
    /** Orders that are not finished or closed. */
    open_orders: z.number().int(),
    /** Open orders whose last reply is the customer's. */
    unanswered_replies: z.number().int(),
    /** Emergency calls not yet picked up. */
    emergency_calls: z.number().int(),
    /** Hours a customer disputed that are not yet corrected. */
    hours_disputed: z.number().int(),
    /** Domain orders waiting for staff. */
    domain_orders: z.number().int(),
    /** Open orders of the caller with a customer reply they have not seen since. */
    unread_orders: z.number().int(),
  })
  .meta({ id: 'StaffWorkCounts' });
export type StaffWorkCounts = z.infer<typeof StaffWorkCounts>;

export const staffNotificationRoutes = {
  getStaffNotificationSettings: defineRoute({
    method: 'GET',
    path: '/staff/me/notifications',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-auth',
    summary:
      'How the caller hears of customers’ events on their orders: a mail, the daily digest, or nothing',
    response: StaffNotificationSettingsAnswer,
  }),
  updateStaffNotificationSettings: defineRoute({
    method: 'PUT',
    path: '/staff/me/notifications',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-auth',
    summary:
      'Choose per kind how the caller hears of customers’ events on their orders (written to the audit log)',
    body: StaffNotificationSettings,
    response: StaffNotificationSettingsAnswer,
  }),
  getStaffWorkCounts: defineRoute({
    method: 'GET',
    path: '/staff/work-counts',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'What waits: open orders, unanswered replies, emergency calls, disputed hours, domain orders',
    response: StaffWorkCounts,
  }),
};
