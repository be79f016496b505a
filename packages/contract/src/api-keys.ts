import { z } from 'zod';
import { DateTime } from './common.ts';
import { OWNER_ONLY, teamRoles } from './constants/team-roles.ts';
import { text } from './fields.ts';
import { defineRoute } from './route.ts';

/** What every key starts with, so that secret scanners recognise one that leaked. */
export const API_KEY_PREFIX = 'kw_live_';

/** A key's name, as the eigenaar types it. */
export const API_KEY_NAME_MAX = 100;

/** How far ahead a key's expiry date may lie. */
export const API_KEY_MAX_DAYS = 366;

/** Requests one key may make per minute; past it 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

/** The one 401 of a key that is unknown, malformed, expired or revoked: it tells them apart for no one. */
export const API_KEY_INVALID_MESSAGE = 'Deze API-sleutel is niet geldig.';

/** The 403 of a route that a key can never reach (the account's logins, password, keys and team). */
export const API_KEY_FORBIDDEN_MESSAGE =
  'Met een API-sleutel kun je dit onderdeel niet gebruiken. Log in op het klantenportaal.';

/** The 422 of an expiry date that is not after today or too far ahead. */
export const API_KEY_EXPIRY_MESSAGE = `Kies een vervaldatum na vandaag en binnen ${API_KEY_MAX_DAYS} dagen.`;

export const API_KEY_TOO_MANY_MESSAGE = (retryAfterSeconds: number) =>
  `Deze API-sleutel heeft te veel verzoeken gedaan. Probeer het over ${retryAfterSeconds} seconden opnieuw.`;

/** A key of the customer, as the eigenaar sees it under Mijn account → API-sleutels: never the key itself. */
export const ApiKeyInfo = z
  .object({
    id: z.uuid(),
    name: z.string(),
    team_role: z.enum(teamRoles),
    /** The first characters of the key, to recognise it by. */
    prefix: z.string(),
    created_at: DateTime,
    /** The key is refused from this moment on. */
    expires_at: DateTime,
    last_used_at: DateTime.nullable(),
    /** The client address of the last use. */
    last_used_address: z.string().nullable(),
    /** Who of the team made it. */
    created_by: z.string(),
  })
  .meta({ id: 'ApiKeyInfo' });
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

/** A new key: a name, the team role it acts with and the last day it works (at most API_KEY_MAX_DAYS ahead). */
export const CreateApiKeyBody = z.object({
  name: text('Naam', 1, API_KEY_NAME_MAX),
  team_role: z.enum(teamRoles, { error: 'Kies een rol.' }),
  expires_on: z.iso.date({ error: 'Kies een vervaldatum.' }),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** A key just made: the only answer that carries the key itself. */
export const CreatedApiKey = ApiKeyInfo.extend({ key: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

const ApiKeyParams = z.object({ id: z.uuid('Onbekende API-sleutel.') });

/** The customer's API keys: the eigenaar makes, lists and revokes them; a key itself never can. */
export const apiKeyRoutes = {
  listApiKeys: defineRoute({
    method: 'GET',
    path: '/api-keys',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'api-keys',
    summary: "The customer's keys that are not revoked, newest first",
    response: z.array(ApiKeyInfo),
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api-keys',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'api-keys',
    summary:
      'Make a key with a name, a team role and an expiry date; the answer is the only time the key is shown',
    body: CreateApiKeyBody,
    response: CreatedApiKey,
    status: 201,
  }),
  revokeApiKey: defineRoute({
    method: 'POST',
    path: '/api-keys/:id/revoke',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'api-keys',
    summary: 'Revoke a key: it is refused from the next request on, on every instance',
    params: ApiKeyParams,
    response: ApiKeyInfo,
  }),
};
