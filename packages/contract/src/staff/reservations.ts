import { z } from 'zod';
import { CalendarDate, DateTime, Id, IdParams } from '../common.ts';
import { dateField, optionalText, text } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Record<number, string> = {
  1: 'maandag',
  2: 'dinsdag',
  3: 'woensdag',
  4: 'donderdag',
  5: 'vrijdag',
  6: 'zaterdag',
  7: 'zondag',
};

/** A time of day on the quarter hour, 'HH:MM' (24 hours). */
export const isQuarterTime = (value: string): boolean => /^([01]\d|2[0-3]):(00|15|30|45)$/.test(value);

const TimeOfDay = (label: string) =>
  z
    .string({ error: `${label} is verplicht.` })
    .trim()
    .refine(isQuarterTime, `${label} van een tijdvak moet op het kwartier vallen, zoals 09:00-12:00.`);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const BookingHoursRange = z
  .object({
    weekday: z.union(
      weekdays.map((day) => z.literal(day)),
      { error: 'Kies een dag van de week.' },
    ),
    starts_at: TimeOfDay('Begintijd'),
    ends_at: TimeOfDay('Eindtijd'),
  })
  .refine((range) => minutesOf(range.ends_at) > minutesOf(range.starts_at), {
    message: 'Eindtijd moet na de begintijd liggen, zoals 09:00-12:00.',
    path: ['ends_at'],
  });
export type BookingHoursRange = z.infer<typeof BookingHoursRange>;

export const WEEKLY_RANGES_MAX = 50;

/** The whole weekly pattern; ranges of one day may not overlap. */
export const WeeklyHoursBody = z.object({
  ranges: z
    .array(BookingHoursRange)
    .max(WEEKLY_RANGES_MAX, `Hoogstens ${WEEKLY_RANGES_MAX} tijdvakken.`)
    .superRefine((ranges, context) => {
      ranges.forEach((range, index) => {
        const clash = ranges.findIndex(
          (other, otherIndex) =>
            otherIndex < index &&
            other.weekday === range.weekday &&
            minutesOf(other.starts_at) < minutesOf(range.ends_at) &&
            minutesOf(range.starts_at) < minutesOf(other.ends_at),
        );
        if (clash >= 0) {
          context.addIssue({
            code: 'custom',
            message: `Dit tijdvak overlapt een ander tijdvak op ${weekdayLabels[range.weekday]}.`,
            path: [index, 'starts_at'],
          });
        }
      });
    }),
});
export type WeeklyHoursBody = z.input<typeof WeeklyHoursBody>;

export const DayOff = z.object({
  id: z.number().int(),
  starts_on: CalendarDate,
  ends_on: CalendarDate,
  reason: z.string(),
});
export type DayOff = z.infer<typeof DayOff>;

export const DayOffBody = z
  .object({
    starts_on: dateField('Vanaf'),
    ends_on: dateField('Tot en met'),
    reason: text('Reden', 1, 200),
  })
  .refine((body) => body.ends_on >= body.starts_on, {
    message: 'Tot en met mag niet voor Vanaf liggen.',
    path: ['ends_on'],
  });
export type DayOffBody = z.input<typeof DayOffBody>;

export const BookingSchedule = z.object({
  ranges: z.array(z.object({ weekday: z.number().int(), starts_at: z.string(), ends_at: z.string() })),
  /** Days off that have not yet passed, soonest first. */
  days_off: z.array(DayOff),
});
export type BookingSchedule = z.infer<typeof BookingSchedule>;

export const StaffReservation = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  person_name: z.string().nullable(),
  person_email: z.string().nullable(),
  starts_at: DateTime,
  ends_at: DateTime,
  subject: z.string(),
  cancelled_at: DateTime.nullable(),
});
export type StaffReservation = z.infer<typeof StaffReservation>;

export const StaffReservationsQuery = z.object({
  /** From this day on (default today). */
  from: CalendarDate.optional(),
  customer_id: Id.optional(),
  /** 'true' also lists cancelled reservations. */
  cancelled: z.enum(['true', 'false']).default('false'),
});

export const CancelReservationBody = z
  .object({
    /** Told to the customer in the mail. */
    reason: optionalText(text('Reden', 1, 500)),
  })
  .default({ reason: null });
export type CancelReservationBody = z.input<typeof CancelReservationBody>;

export const STAFF_RESERVATIONS_MAX = 500;

export const staffReservationsRoutes = {
  staffGetBookingSchedule: defineRoute({
    method: 'GET',
    path: '/staff/booking-schedule',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-reservations',
    summary: 'The weekly bookable hours and the days off to come',
    response: BookingSchedule,
  }),
  staffUpdateWeeklyHours: defineRoute({
    method: 'PUT',
    path: '/staff/booking-schedule/weekly',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-reservations',
    summary: 'Replace the weekly pattern of bookable hours',
    body: WeeklyHoursBody,
    response: BookingSchedule,
  }),
  staffCreateDayOff: defineRoute({
    method: 'POST',
    path: '/staff/booking-schedule/days-off',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-reservations',
    summary: 'Add days off (from and until, inclusive) with a reason',
    body: DayOffBody,
    response: BookingSchedule,
    status: 201,
  }),
  staffDeleteDayOff: defineRoute({
    method: 'DELETE',
    path: '/staff/booking-schedule/days-off/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-reservations',
    summary: 'Remove days off: those days can be booked again',
    params: IdParams,
    response: BookingSchedule,
  }),
  staffListReservations: defineRoute({
    method: 'GET',
    path: '/staff/reservations',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-reservations',
    summary: `Reservations of every customer, soonest first (at most ${STAFF_RESERVATIONS_MAX})`,
    query: StaffReservationsQuery,
    response: z.array(StaffReservation),
  }),
  staffCancelReservation: defineRoute({
    method: 'POST',
    path: '/staff/reservations/:id/cancel',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-reservations',
    summary: 'Cancel a reservation: the slot is free at once and the customer gets an e-mail',
    params: IdParams,
    body: CancelReservationBody,
    response: StaffReservation,
  }),
};
