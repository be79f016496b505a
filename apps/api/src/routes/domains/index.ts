import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { domainScreenshot } from '../../services/domain-jobs/screenshot.ts';
import { findDomain, listDomains, toWireDomain, updateDomain } from '../../services/domains.ts';
import { LOGIN_URL_QUEUE } from '../../services/hosting-panel.ts';
import { jobReference } from '../../services/jobs.ts';
import type { AuthenticatedSession } from '../../services/sessions.ts';

const NOT_YOURS = 'Deze domeinnaam bestaat niet, of is niet van jou.';

export const domainRoutes = async (app: FastifyInstance) => {
  const ownDomain = async (caller: AuthenticatedSession, id: number) => {
    const domain = await findDomain(app.db, caller, id);
    if (!domain) throw notFound(NOT_YOURS);
    return domain;
  };

  registerRoute(app, apiRoutes.listDomains, ({ request }) => listDomains(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.getDomain, async ({ params, request }) =>
    toWireDomain(await ownDomain(sessionOf(request), params.id)),
  );

  registerRoute(app, apiRoutes.updateDomain, async ({ params, body, request }) => {
    const updated = await updateDomain(app.db, sessionOf(request), params.id, body);
    if (!updated) throw notFound(NOT_YOURS);
    return toWireDomain(updated);
  });

  registerRoute(app, apiRoutes.getDomainScreenshot, async ({ params, query, request }) => {
    const domain = await ownDomain(sessionOf(request), params.id);
    return domainScreenshot(app, domain, query.create === '1');
  });

  registerRoute(app, apiRoutes.createDomainLoginUrl, async ({ params, body, request }) => {
    const caller = sessionOf(request);
    const { customerId } = caller;
    const domain = await ownDomain(caller, params.id);
    const job = await app.jobs.enqueue({
      queue: LOGIN_URL_QUEUE,
      customerId,
      payload: { domainId: domain.id, domain: domain.name, redirectUrl: body.redirectUrl },
    });
    return { reference: jobReference(job) };
  });
};
