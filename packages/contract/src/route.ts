import type { z } from 'zod';
import type { TeamRole } from './constants/team-roles.ts';
import type { StaffRole } from './staff/roles.ts';
import type { ApiTag } from './tags.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a caller proves who it is: a customer's bearer login token, a staff member's bearer token
 * (the back office), the public search key, or nothing at all.
 */
export type RouteAuth = 'bearer' | 'staff' | 'search-key' | 'none';

interface RouteBase {
  method: HttpMethod;
  /** Path as spec §7 writes it, with `:name` for path parameters. */
  path: string;
  auth: RouteAuth;
  /** With `auth: 'bearer'` (required there): the team roles of the customer that may call the route. */
  teamRoles?: readonly TeamRole[];
  /** With `auth: 'staff'` (required there): the staff roles that may call the route. */
  staffRoles?: readonly StaffRole[];
  /**
   * With `auth: 'staff'`: the route also answers a staff member whose second factor is not yet
   * set up (the setup itself, who am I, logout). Every other staff route answers them 403.
   */
  staffDuringMfaSetup?: true;
  summary: string;
  /** The area the route belongs to (its tag in the OpenAPI document). */
  tag: ApiTag;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success; its status is `status` (200 unless said). */
  response: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** A status other than success whose answer has the shape of `response` (/health degraded: 503). */
  degradedStatus?: 503;
  /**
   * PUT routes of §7 are sent as `POST path?_method=PUT`; the API accepts both forms and the
   * client sends the second, as the provider's API expects.
   */
  methodOverride?: boolean;
}

/** A customer's route: it names the team roles that may call it, so no route can forget them. */
interface BearerRoute extends RouteBase {
  auth: 'bearer';
  teamRoles: readonly TeamRole[];
  /**
   * 'refused': an API key never reaches the route (403), whatever its team role: the person's own
   * logins, password, second factor and passkeys, the API keys and the team. Every other customer
   * route takes a key as it takes a login, with the key's team role.
   */
  apiKeys?: 'refused';
}

interface OtherRoute extends RouteBase {
  auth: Exclude<RouteAuth, 'bearer'>;
  teamRoles?: undefined;
  apiKeys?: undefined;
}

export type RouteDefinition = BearerRoute | OtherRoute;

export const defineRoute = <const T extends RouteDefinition>(route: T): T => route;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type RouteParams<R extends RouteDefinition> = Infer<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Infer<R['query']>;
export type RouteBody<R extends RouteDefinition> = Infer<R['body']>;
export type RouteResponse<R extends RouteDefinition> = z.infer<R['response']>;

/** What a caller passes: the input side of each schema, so defaults may be left out. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: InferInput<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: InferInput<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InferInput<R['body']> } : { body?: undefined });
