import { z } from 'zod';
import { CalendarDate, DateTime } from './common.ts';
import { defineRoute } from './route.ts';

export const Reservation = z.object({
  id: z.number().int(),
  starts_at: DateTime,
  ends_at: DateTime,
  subject: z.string(),
  /** The unguessable id that GET /meeting-url takes. */
  meeting_id: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;

/** Bookable hours: each slot starts on the hour, Monday to Friday, in Amsterdam time. */
export const BOOKING_TIME_ZONE = 'Europe/Amsterdam';
export const BOOKING_FIRST_HOUR = 9;
export const BOOKING_END_HOUR = 17;
export const BOOKING_SLOT_MINUTES = 60;
/** How far ahead a slot can be booked. */
export const BOOKING_HORIZON_DAYS = 90;

export const TimeSlot = z.object({ starts_at: DateTime, ends_at: DateTime });
export type TimeSlot = z.infer<typeof TimeSlot>;

export const Availability = z.object({
  date: CalendarDate,
  /** Only the free slots: booked and past ones are left out. */
  slots: z.array(TimeSlot),
  /** Why a day has no slots at all (weekend, holiday, past, too far ahead); null otherwise. */
  closed_reason: z.string().nullable(),
});
export type Availability = z.infer<typeof Availability>;

export const CreateReservationBody = z.object({
  starts_at: DateTime,
  subject: z
    .string()
    .trim()
    .min(1, 'Onderwerp is verplicht.')
    .max(200, 'Onderwerp moet tussen de 1 en 200 tekens bevatten.'),
});
export type CreateReservationBody = z.input<typeof CreateReservationBody>;

/** What someone with the link of a reservation may see: no login needed. */
export const MeetingUrl = z.object({
  url: z.url(),
  subject: z.string(),
  starts_at: DateTime,
  ends_at: DateTime,
});
export type MeetingUrl = z.infer<typeof MeetingUrl>;

export const bookingRoutes = {
  listReservations: defineRoute({
    method: 'GET',
    path: '/booking',
    auth: 'bearer',
    tag: 'booking',
    summary: "The caller's time reservations, soonest first",
    response: z.array(Reservation),
  }),
  getAvailability: defineRoute({
    method: 'GET',
    path: '/booking/availability',
    auth: 'bearer',
    tag: 'booking',
    summary: 'The free slots of a day',
    query: z.object({ date: CalendarDate }),
    response: Availability,
  }),
  createReservation: defineRoute({
    method: 'POST',
    path: '/booking',
    auth: 'bearer',
    tag: 'booking',
    summary: 'Book a free slot; 409 when someone else was just ahead',
    body: CreateReservationBody,
    response: Reservation,
    status: 201,
  }),
  getMeetingUrl: defineRoute({
    method: 'GET',
    path: '/meeting-url',
    auth: 'none',
    tag: 'booking',
    summary: 'The video meeting link of a reservation, by its unguessable id',
    query: z.object({ id: z.string().min(16).max(100) }),
    response: MeetingUrl,
  }),
};
