import { z } from 'zod';
import { DateTime, Ok } from './common.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/** What the security log of a person records, oldest kinds first. */
export const securityEventKinds = [
  'login',
  'login_failed',
  'mfa_enabled',
  'mfa_disabled',
  'password_changed',
  'password_reset',
  'session_ended',
  'other_sessions_ended',
  'email_change_requested',
  'email_changed',
  'passkey_added',
  'passkey_removed',
  'api_key_created',
  'api_key_revoked',
  'api_key_used',
  'transfer_code_requested',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/** How Mijn account → Beveiliging names each kind of event. */
export const securityEventLabels: Record<SecurityEventKind, string> = {
  login: 'Ingelogd',
  login_failed: 'Mislukte inlogpoging',
  mfa_enabled: 'Tweestapsverificatie aangezet',
  mfa_disabled: 'Tweestapsverificatie uitgezet',
  password_changed: 'Wachtwoord gewijzigd',
  password_reset: 'Wachtwoord hersteld via e-mail',
  session_ended: 'Afgemeld op een ander apparaat',
  other_sessions_ended: 'Overal afgemeld',
  email_change_requested: 'Wijziging e-mailadres aangevraagd',
  email_changed: 'E-mailadres gewijzigd',
  passkey_added: 'Passkey toegevoegd',
  passkey_removed: 'Passkey verwijderd',
  api_key_created: 'API-sleutel gemaakt',
  api_key_revoked: 'API-sleutel ingetrokken',
  api_key_used: 'API-sleutel gebruikt',
  transfer_code_requested: 'Verhuiscode van een domeinnaam opgevraagd',
};

/** How many events GET /security-events answers, newest first. */
export const SECURITY_EVENTS_SHOWN = 50;

/** A login link a login made that has not been used and has not expired: it ends with that login. */
export const OpenLoginLink = z
  .object({
    id: z.uuid(),
    created_at: DateTime,
    expires_at: DateTime,
  })
  .meta({ id: 'OpenLoginLink' });

/** A login of the person: the device it started on (from the user agent), its address, when last used. */
export const LoginSessionInfo = z
  .object({
    id: z.uuid(),
    /** "Chrome op Windows"; "Onbekend apparaat" when the user agent says nothing readable. */
    device: z.string(),
    /** The client address at login; null for logins from before addresses were kept. */
    address: z.string().nullable(),
    created_at: DateTime,
    last_used_at: DateTime,
    /** The session of the token this list was asked with. */
    current: z.boolean(),
    /** Its open login links, oldest first (POST /login-link); ending the session ends them. */
    login_links: z.array(OpenLoginLink),
  })
  .meta({ id: 'LoginSessionInfo' });
export type LoginSessionInfo = z.infer<typeof LoginSessionInfo>;

export const SecurityEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(securityEventKinds),
    device: z.string(),
    address: z.string().nullable(),
    created_at: DateTime,
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof SecurityEvent>;

const SessionParams = z.object({ id: z.uuid('Onbekende sessie.') });

export const securityRoutes = {
  listSessions: defineRoute({
    method: 'GET',
    path: '/sessions',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'security',
    summary: 'The caller’s active logins, most recently used first, the current one marked',
    response: z.array(LoginSessionInfo),
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/sessions/:id',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'security',
    summary: 'End one of the caller’s own logins (afmelden); another person’s session answers 404',
    params: SessionParams,
    response: Ok,
  }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/sessions/end-others',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'security',
    summary: 'End every login of the caller but the current one (overal afmelden)',
    response: Ok,
  }),
  listSecurityEvents: defineRoute({
    method: 'GET',
    path: '/security-events',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'security',
    summary:
      'The caller’s last 50 security events (logins, failed logins, factor and password changes, ended sessions), newest first',
    response: z.array(SecurityEvent),
  }),
};
