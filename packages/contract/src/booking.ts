import { z } from 'zod';
import { DateTime } from './common.ts';
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

export const bookingRoutes = {
  listReservations: defineRoute({
    method: 'GET',
    path: '/booking',
    auth: 'bearer',
    tag: 'booking',
    summary: "The caller's time reservations, soonest first",
    response: z.array(Reservation),
  }),
};
