import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { findCustomerJob, jobReference } from '../../services/jobs.ts';

export const jobRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getJobStatus, async ({ params, request }) => {
    const job = await findCustomerJob(app.db, sessionOf(request), params.reference);
    if (!job) throw notFound('Deze taak bestaat niet, of is niet van jou.');
    return {
      reference: jobReference(job),
      status: job.status,
      output: job.status === 'finished' ? ((job.output as Record<string, unknown> | null) ?? {}) : null,
      error: job.status === 'failed' ? job.error : null,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    };
  });
};
