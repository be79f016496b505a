import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  availability,
  bookSlot,
  cancelReservation,
  findMeeting,
  listReservations,
  moveReservation,
} from '../../services/booking.ts';

export const bookingRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listReservations, ({ request }) =>
    listReservations(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.getAvailability, ({ query }) => availability(app.db, query.date));

  registerRoute(app, apiRoutes.createReservation, ({ body, request }) => {
    return bookSlot(app.db, sessionOf(request), {
      startsAt: new Date(body.starts_at),
      subject: body.subject,
    });
  });

  registerRoute(app, apiRoutes.cancelReservation, ({ params, request }) =>
    cancelReservation(app.db, sessionOf(request), { id: params.id }),
  );

  registerRoute(app, apiRoutes.moveReservation, ({ params, body, request }) =>
    moveReservation(app.db, sessionOf(request), {
      id: params.id,
      startsAt: new Date(body.starts_at),
    }),
  );

  registerRoute(app, apiRoutes.getMeetingUrl, async ({ query }) => {
    const meeting = await findMeeting(app.db, query.id, app.config.MEETING_URL_TEMPLATE);
    if (!meeting) throw notFound('Deze afspraak bestaat niet (meer). Controleer de link in je uitnodiging.');
    return meeting;
  });
};
