import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { bookingSchedule } from '../../services/booking-schedule.ts';
import { cancelReservation, listAllReservations } from '../../services/staff-reservations/reservations.ts';
import { addDayOff, removeDayOff, replaceWeeklyHours } from '../../services/staff-reservations/schedule.ts';
import { writerOf } from '../staff-request.ts';

/** The bookable hours, days off and every customer's reservations, for the provider's staff. */
export const staffReservationRoutes = async (app: FastifyInstance) => {
  const mail = { mailer: app.mailer, siteUrl: app.config.SITE_URL };

  registerRoute(app, apiRoutes.staffGetBookingSchedule, () => bookingSchedule(app.db));
  registerRoute(app, apiRoutes.staffUpdateWeeklyHours, ({ body, request }) =>
    replaceWeeklyHours(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffCreateDayOff, ({ body, request }) =>
    addDayOff(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffDeleteDayOff, ({ params, request }) =>
    removeDayOff(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.staffListReservations, ({ query }) =>
    listAllReservations(app.db, {
      from: query.from,
      customerId: query.customer_id,
      cancelled: query.cancelled === 'true',
    }),
  );
  registerRoute(app, apiRoutes.staffCancelReservation, ({ params, body, request }) =>
    cancelReservation(app.db, mail, writerOf(request), params.id, body.reason),
  );
};
