import { ApiErrorBody, apiRoutes, MeiliErrorBody, type RouteDefinition } from '@maatwerk/contract';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { queryRows } from '../services/search/sql-rows.ts';
import type { Access } from './expected-access.ts';
import { schemaKeys } from './schema-keys.ts';

export interface NamedRoute {
  name: string;
  route: RouteDefinition;
}

/** Every route of the contract, so that a route added later is covered without touching these tests. */
export const allRoutes: NamedRoute[] = Object.entries(apiRoutes).map(([name, route]) => ({
  name,
  route: route as RouteDefinition,
}));

export const portalRoutes = allRoutes.filter(({ route }) => route.auth === 'bearer');

/** The back office's routes: a staff token of one of the route's staffRoles. */
export const staffRoutes = allRoutes.filter(({ route }) => route.auth === 'staff');

/** How the access tables name a route: `GET /invoices`. */
export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

/**
 * Each of these routes has a row in the access table, each row names one of them, and the contract
 * names for each route the roles its row allows (the site shows what a role may use by them).
 */
export const expectTableMatchesContract = <Role extends string>(
  routes: NamedRoute[],
  table: ReadonlyMap<string, Access<Role>>,
  roles: readonly Role[],
  declaredRoles: (route: RouteDefinition) => readonly Role[] | undefined,
) => {
  const keys = routes.map(({ route }) => routeKey(route));
  expect.soft(new Set(keys).size, 'routes of the contract that share a method and path').toBe(keys.length);
  expect
    .soft(
      keys.filter((key) => !table.has(key)),
      'routes of the contract without a row in the table',
    )
    .toEqual([]);
  expect
    .soft(
      [...table.keys()].filter((key) => !keys.includes(key)),
      'rows of the table that name no route of the contract',
    )
    .toEqual([]);
  const unlike = routes.flatMap(({ route }) => {
    const row = table.get(routeKey(route));
    if (!row) return [];
    const declared = roles.filter((role) => declaredRoles(route)?.includes(role)).join(', ');
    const expected = roles.filter((role) => row[role]).join(', ');
    return declared === expected ? [] : [`${routeKey(route)}: contract ${declared}; table ${expected}`];
  });
  expect.soft(unlike, 'routes whose roles in the contract differ from their row').toEqual([]);
};

/** An id no row has: a caller who may use the route reaches it and hears 404 or 422, never 403. */
export const UNKNOWN_ID = '2147483000';

/** The ways a PUT route is reached: PUT itself, and `POST ?_method=PUT` when it allows that. */
export const methodForms = (
  route: RouteDefinition,
): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; suffix: string }[] =>
  route.method === 'PUT' && route.methodOverride
    ? [
        { method: 'PUT', suffix: '' },
        { method: 'POST', suffix: '?_method=PUT' },
      ]
    : [{ method: route.method, suffix: '' }];

export interface RouteForm extends NamedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  suffix: string;
  /** How a generated case names it: `PUT /account (updateAccount)`. */
  label: string;
}

/** Every route in each of the ways it is reached, so that a route added later is covered too. */
export const routeForms = (routes: NamedRoute[] = allRoutes): RouteForm[] =>
  routes.flatMap(({ name, route }) =>
    methodForms(route).map((form) => ({
      name,
      route,
      ...form,
      label: `${form.method} ${route.path}${form.suffix} (${name})`,
    })),
  );

/** The route's path with its `:name` parts filled in (URL-encoded). */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');

/**
 * The route's URLs with `value` in one path parameter or query field at a time (the other path
 * parameters 1): one URL per place the route takes a value from the address.
 */
export const urlsCarrying = (route: RouteDefinition, suffix: string, value: string): string[] => {
  const params = pathParamNames(route.path);
  return [
    ...params.map(
      (param) =>
        fillPath(route.path, Object.fromEntries(params.map((one) => [one, one === param ? value : '1']))) +
        suffix,
    ),
    ...schemaKeys(route.query).map((key) => withQuery(fillPath(route.path, {}) + suffix, { [key]: value })),
  ];
};

/** Adds a query to a URL that may already carry `?_method=PUT`. */
export const withQuery = (url: string, query: Record<string, string> | undefined): string => {
  if (!query || Object.keys(query).length === 0) return url;
  const search = new URLSearchParams(query).toString();
  return url + (url.includes('?') ? '&' : '?') + search;
};

/** The error body a route documents: Meilisearch's shape for the search-key route, ApiErrorBody otherwise. */
export const expectDocumentedError = (
  route: RouteDefinition,
  response: LightMyRequestResponse,
  what: string,
) => {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const schemaOfError = route.auth === 'search-key' ? MeiliErrorBody : ApiErrorBody;
  const parsed = schemaOfError.safeParse(response.json());
  expect(parsed.success, `${what}: ${response.body.slice(0, 300)}`).toBe(true);
  if (route.auth !== 'search-key') {
    expect((parsed.data as ApiErrorBody).statusCode, what).toBe(response.statusCode);
  }
};

/**
 * Every table but the search index, which a background indexer keeps in step with the data on its
 * own schedule: its counts change between two requests without either writing anything.
 */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .filter((name) => !name.startsWith('search_'));

/** The number of rows of every table, in one query: what a rejected request must leave alone. */
export const countRows = async (db: DbOrTx): Promise<Record<string, number>> => {
  const columns = sql.join(
    tables.map((name) => sql`(select count(*) from ${sql.identifier(name)})::int as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${columns}`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, n]) => [name, Number(n)]));
};
