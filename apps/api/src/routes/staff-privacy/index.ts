import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { listAcceptances } from '../../services/agreements/acceptances.ts';
import { listStaffAgreements, publishAgreement } from '../../services/agreements/documents.ts';
import {
  confirmErasureRequest,
  listErasureRequests,
  refuseErasureRequest,
} from '../../services/erasure/requests.ts';
import { listStaffDataExports } from '../../services/privacy/staff-exports.ts';
import { writerOf } from '../staff-request.ts';

/** The AVG in the back office: documents to accept and who accepted them, erasure, copies of data. */
export const staffPrivacyRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listStaffAgreements, () => listStaffAgreements(app.db));
  registerRoute(app, apiRoutes.publishAgreement, ({ body, request }) =>
    publishAgreement(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.listAgreementAcceptances, ({ params }) => listAcceptances(app.db, params.id));
  registerRoute(app, apiRoutes.listErasureRequests, ({ request }) =>
    listErasureRequests(app.db, writerOf(request)),
  );
  registerRoute(app, apiRoutes.confirmErasureRequest, ({ params, request }) =>
    confirmErasureRequest(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.refuseErasureRequest, ({ params, request }) =>
    refuseErasureRequest(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.listStaffDataExports, ({ request }) =>
    listStaffDataExports(app.db, writerOf(request)),
  );
};
