import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface LimitCounters {
  /** A try taken from a budget (a failed login or code counts; one that turned out right is given back). */
  taken: Counter<'limit'>;
  givenBack: Counter<'limit'>;
  /** A try refused: the limit was hit and the caller heard 429. */
  refused: Counter<'limit'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics, shown by GET /metrics; each instance has its own registry. */
    metrics: { registry: Registry; limits: LimitCounters };
  }
}

/** Seconds, from a millisecond answer to the slow end of the request timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's own metrics (memory, event-loop delay, handles) and every request's count and
 * duration by route pattern and status. A path no route matched counts as 'unmatched', so that
 * scanners cannot grow the number of series. Registered first, so that it times every request.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const limitCounter = (name: string, help: string) =>
      new Counter({ name, help, labelNames: ['limit'] as const, registers: [registry] });
    const limits: LimitCounters = {
      taken: limitCounter('kodewerk_limit_tries_total', 'Tries taken from a login or code limit'),
      givenBack: limitCounter(
        'kodewerk_limit_tries_given_back_total',
        'Tries given back because they turned out right; taken minus given back is the failures',
      ),
      refused: limitCounter(
        'kodewerk_limit_refused_total',
        'Tries refused because the limit was reached (429)',
      ),
    };
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
    app.decorate('metrics', { registry, limits });
  },
  { name: 'metrics' },
);
