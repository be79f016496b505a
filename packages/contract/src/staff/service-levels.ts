import { z } from 'zod';
import { CalendarDate, DateTime } from '../common.ts';
import { SERVICE_TARGET_MAX_HOURS, serviceTargetNames } from '../constants/service-levels.ts';
import { wholeNumber } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { BookingHoursRange, WeeklyHoursBody } from './reservations.ts';
import { ADMIN_ONLY, ALL_STAFF } from './roles.ts';

export const ServiceTarget = z.enum(serviceTargetNames);
export type ServiceTarget = z.infer<typeof ServiceTarget>;

/** The targets of one priority, in business hours. */
export const PriorityTargets = z
  .object({
    priority: wholeNumber('Prioriteit', 1, 5),
    first_response_hours: wholeNumber('Eerste reactie', 1, SERVICE_TARGET_MAX_HOURS),
    resolution_hours: wholeNumber('Oplossing', 1, SERVICE_TARGET_MAX_HOURS),
  })
  .refine((targets) => targets.resolution_hours >= targets.first_response_hours, {
    message: 'Oplossing mag niet korter zijn dan de eerste reactie.',
    path: ['resolution_hours'],
  });
export type PriorityTargets = z.infer<typeof PriorityTargets>;

/**
 * What beheerders set: the business hours of the week (the same ranges as the booking hours, at
 * least one) and the targets of each of the five priorities, once each.
 */
export const ServiceLevelsBody = z.object({
  ranges: WeeklyHoursBody.shape.ranges.refine(
    (ranges) => ranges.length > 0,
    'Vul ten minste één tijdvak in: zonder kantooruren loopt de klok nooit.',
  ),
  targets: z
    .array(PriorityTargets)
    .refine(
      (targets) =>
        [1, 2, 3, 4, 5].every((priority) => targets.filter((t) => t.priority === priority).length === 1),
      'Geef voor elke prioriteit van 1 tot en met 5 precies één paar doelen.',
    ),
});
export type ServiceLevelsBody = z.input<typeof ServiceLevelsBody>;

export const ServiceLevels = z.object({
  ranges: z.array(BookingHoursRange),
  targets: z.array(PriorityTargets),
  /** The public holidays of this year and the next, on which the clock stands still. */
  holidays: z.array(z.object({ date: CalendarDate, name: z.string() })),
});
export type ServiceLevels = z.infer<typeof ServiceLevels>;

/**
 * Where open work stands against its next target: the business minutes left (negative: past it),
 * and whether the clock stands still because the order waits on the customer.
 */
export const ServiceClock = z.object({
  target: ServiceTarget,
  minutes_left: z.number().int(),
  breached: z.boolean(),
  paused: z.boolean(),
});
export type ServiceClock = z.infer<typeof ServiceClock>;

/** A month as '2026-03'. */
export const MonthQuery = z.object({
  month: z
    .string({ error: 'Maand is verplicht.' })
    .trim()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Maand moet een maand zijn als 2026-03.'),
});
export type MonthQuery = z.input<typeof MonthQuery>;

/** The first responses of what came in during a month: how many, in time, and the median. */
export const ServiceFigures = z.object({
  received: z.number().int(),
  /** Answered, or past the first-response target without an answer: the ones the share counts. */
  settled: z.number().int(),
  answered_in_time: z.number().int(),
  /** answered_in_time / settled, 0 to 1; null when nothing is settled yet. */
  share_in_time: z.number().nullable(),
  /** The median business minutes to the first response; null when nothing was answered. */
  median_first_response_minutes: z.number().int().nullable(),
});
export type ServiceFigures = z.infer<typeof ServiceFigures>;

export const ServiceLevelReport = z.object({
  month: z.string(),
  orders: ServiceFigures,
  emergency_calls: ServiceFigures,
  generated_at: DateTime,
});
export type ServiceLevelReport = z.infer<typeof ServiceLevelReport>;

export const staffServiceLevelRoutes = {
  getServiceLevels: defineRoute({
    method: 'GET',
    path: '/staff/service-levels',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-service-levels',
    summary: 'The business hours, the targets per priority and the public holidays of this year and the next',
    response: ServiceLevels,
  }),
  updateServiceLevels: defineRoute({
    method: 'PUT',
    path: '/staff/service-levels',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-service-levels',
    summary:
      'Replace the business hours and the targets (beheerders only; audited); the clocks follow at once',
    body: ServiceLevelsBody,
    response: ServiceLevels,
  }),
  getServiceLevelReport: defineRoute({
    method: 'GET',
    path: '/staff/service-levels/report',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-service-levels',
    summary:
      'The month’s orders and emergency calls: the share answered within the first-response target and the median first response in business minutes',
    query: MonthQuery,
    response: ServiceLevelReport,
  }),
};
