import { z } from 'zod';
import { CalendarDate, DateTime, IdParams } from './common.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
import { text } from './fields.ts';
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

/** The start of the free slot the customer picks. */
const SlotStart = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Tijdstip is verplicht.'
      : 'Kies een van de vrije tijden.',
});

export const CreateReservationBody = z.object({
  starts_at: SlotStart,
  subject: text('Onderwerp', 1, 200),
});
export type CreateReservationBody = z.input<typeof CreateReservationBody>;

/** A reservation can be cancelled or moved until this many hours before it starts. */
export const RESERVATION_CHANGE_HOURS = 24;
/** The rule as the customer reads it, beside the buttons and in the API's refusal. */
export const RESERVATION_CHANGE_RULE = `Verzetten of annuleren kan tot ${RESERVATION_CHANGE_HOURS} uur voor het begin.`;
export const RESERVATION_TOO_LATE_MESSAGE = `Deze reservering begint binnen ${RESERVATION_CHANGE_HOURS} uur en kan niet meer worden verzet of geannuleerd. Neem contact met ons op.`;

/** Whether a reservation starting at `startsAt` may still be cancelled or moved at `now`. */
export const canChangeReservation = (startsAt: string | Date, now: Date = new Date()): boolean =>
  new Date(startsAt).getTime() - now.getTime() >= RESERVATION_CHANGE_HOURS * 60 * 60 * 1000;

export const MoveReservationBody = z.object({ starts_at: SlotStart });
export type MoveReservationBody = z.input<typeof MoveReservationBody>;

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
    teamRoles: ORDERS_TEAM,
    tag: 'booking',
    summary: "The caller's time reservations, soonest first",
    response: z.array(Reservation),
  }),
  getAvailability: defineRoute({
    method: 'GET',
    path: '/booking/availability',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'booking',
    summary: 'The free slots of a day',
    query: z.object({ date: CalendarDate }),
    response: Availability,
  }),
  createReservation: defineRoute({
    method: 'POST',
    path: '/booking',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'booking',
    summary: 'Book a free slot; 409 when someone else was just ahead',
    body: CreateReservationBody,
    response: Reservation,
    status: 201,
  }),
  cancelReservation: defineRoute({
    method: 'POST',
    path: '/booking/:id/cancel',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'booking',
    summary:
      "Cancel one of the caller's reservations, up to 24 hours before it starts; its slot is free at once",
    params: IdParams,
    response: Reservation,
  }),
  moveReservation: defineRoute({
    method: 'POST',
    path: '/booking/:id/move',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'booking',
    summary: "Move one of the caller's reservations to another free slot, up to 24 hours before it starts",
    params: IdParams,
    body: MoveReservationBody,
    response: Reservation,
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
