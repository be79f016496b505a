import { ApiErrorBody, defineRoute } from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from './app.ts';
import type { Database } from './db/client.ts';
import { loadEnv } from './env.ts';
import { registerRoute } from './lib/register-route.ts';
import { allRoutes } from './security/route-support.ts';
import { testAppPerBlock } from './test/app-per-block.ts';
import { openTestDatabase } from './test/test-database.ts';

const echoUpdate = defineRoute({
  method: 'PUT',
  path: '/echo/:id',
  auth: 'none',
  tag: 'system',
  summary: 'echo',
  methodOverride: true,
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ status: z.string().min(1) }),
  response: z.object({ id: z.number(), status: z.string(), via: z.string() }),
});
const echoCreate = defineRoute({
  method: 'POST',
  path: '/echo/:id',
  auth: 'none',
  tag: 'system',
  summary: 'echo',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ created: z.boolean() }),
});

describe('the API app', () => {
  const t = testAppPerBlock();

  it('answers its health with the database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'available', databaseUp: true });
  });

  it('answers an unknown route with 404 in the documented error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    const body = ApiErrorBody.parse(response.json());
    expect(body.error).toBe('not_found');
  });

  it('sends security headers and allows the site origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: t.env.SITE_URL },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['access-control-allow-origin']).toBe(t.env.SITE_URL);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document of every route of the contract and a reference page', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    for (const { route } of allRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toMatchObject({
        summary: route.summary,
      });
    }
    expect(document.paths['/openapi.json']).toBeUndefined();
    expect(document.paths['/docs/*']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ method: 'HEAD', url: '/docs/' })).statusCode).toBe(200);
    const script = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const again = await t.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-ui-bundle.js',
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const yaml = await t.app.inject({ method: 'GET', url: '/docs/yaml' });
    expect(yaml.body).toContain('openapi: 3.1.0');
  });

  it('names every operation once, after its route, tags it with a listed area, and lists the server, the licence and only used schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const { name, route } of allRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path][route.method.toLowerCase()].operationId, name).toBe(name);
    }
    expect(document.paths['/multi-search'].post.operationId).toBe('multiSearch');
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
    );
    expect(operations.filter((operation) => !operation.operationId).map((operation) => operation.at)).toEqual(
      [],
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, place) => ids.indexOf(id) !== place)).toEqual([]);
    const areas = document.tags.map((tag: { name: string; description: string }) => tag.name);
    expect(
      operations
        .filter((operation) => operation.tags?.length !== 1 || !areas.includes(operation.tags[0]))
        .map((operation) => operation.at),
    ).toEqual([]);
    expect(document.servers).toEqual([{ url: '/', description: 'The Kodewerk provider API' }]);
    expect(document.info.license).toEqual({
      name: 'Proprietary',
      url: `${t.env.SITE_URL}/algemene-voorwaarden`,
    });
    const text = JSON.stringify(document);
    const unused = Object.keys(document.components.schemas).filter(
      (schema) => !text.includes(`"#/components/schemas/${schema}"`),
    );
    expect(unused).toEqual([]);
    expect(Object.keys(document.components.schemas)).toContain('ApiError');
  });

  it('answers a missing file under /docs as any missing route', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/docs/static/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorBody.parse(missing.json())).toMatchObject({ statusCode: 404, error: 'not_found' });
  });
});

describe('POST with ?_method=PUT', () => {
  // Two routes on one path: the plain POST and the PUT it can stand for.
  let fastify: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    fastify = Fastify();
    await fastify.register(app, { env: loadEnv({ NODE_ENV: 'test', DEMO_DATA: 'false' }), database });
    await fastify.register(async (routes) => {
      registerRoute(routes, echoUpdate, ({ params, body, request }) => ({
        id: params.id,
        status: body.status,
        via: request.method,
      }));
      registerRoute(routes, echoCreate, () => ({ created: true }));
    });
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
  });
  const t = {
    get app() {
      return fastify;
    },
  };

  it('routes the POST to the PUT handler, with its validation', async () => {
    const put = await t.app.inject({
      method: 'POST',
      url: '/echo/7?_method=PUT',
      payload: { status: 'afgerond' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: 7, status: 'afgerond', via: 'POST' });

    const real = await t.app.inject({ method: 'PUT', url: '/echo/7', payload: { status: 'open' } });
    expect(real.json()).toMatchObject({ status: 'open' });

    const plain = await t.app.inject({ method: 'POST', url: '/echo/7' });
    expect(plain.json()).toEqual({ created: true });
  });

  it('answers bad input with 422 and a message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/echo/7?_method=PUT',
      payload: { status: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = ApiErrorBody.parse(response.json());
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {})).toEqual(['status']);
  });

  it('answers malformed JSON with 400 in the documented shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/echo/7?_method=PUT',
      headers: { 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBody.parse(response.json()).error).toBe('bad_request');
  });
});

describe('a full disk', () => {
  let database: Database;
  let fastify: FastifyInstance;
  const logs: Record<string, unknown>[] = [];
  const secret = 'wat-de-klant-typte-4711';
  beforeAll(async () => {
    database = await openTestDatabase();
    // The database refuses the write as PostgreSQL does when the disk is full (SQLSTATE 53100).
    await database.db.execute(sql`
      create function write_on_full_disk(content text) returns void language plpgsql as $$
      begin raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full'; end
      $$`);
    fastify = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    await fastify.register(app, { env: loadEnv({ NODE_ENV: 'test', DEMO_DATA: 'false' }), database });
    fastify.post('/write', async () => {
      await database.db.execute(sql`select write_on_full_disk(${secret})`);
      return { written: true };
    });
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
  });

  it('answers 503 with Retry-After, reports it in /health (503), and logs the cause once without the data', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fastify.inject({ method: 'POST', url: '/write' });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorBody.parse(response.json()).error).toBe('service_unavailable');
    }
    const health = await fastify.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', databaseUp: true, diskFull: true });
    const reported = logs.filter((line) => line.msg === 'disk full: writes are refused');
    expect(reported).toHaveLength(1);
    expect(JSON.stringify(reported[0])).toContain('No space left on device');
    expect(JSON.stringify(logs)).not.toContain(secret);
  });
});
