import type { SearchIndex } from './search.ts';

/**
 * The roles of a customer's team members. `eigenaar` may do everything and manages the team;
 * `financieel` handles invoices, credit notes, payments and hours approval; `technisch` domains,
 * servers, hosting, login links and screenshots; `opdrachten` orders (user stories), replies,
 * reservations and emergency calls. Emergency calls are open to `technisch` too (decision 0057).
 * Every bearer route names the roles that may call it.
 */
export const teamRoles = ['eigenaar', 'financieel', 'technisch', 'opdrachten'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  eigenaar: 'Eigenaar',
  financieel: 'Financieel',
  technisch: 'Technisch',
  opdrachten: 'Opdrachten',
};

export const teamRoleDescriptions: Record<TeamRole, string> = {
  eigenaar: 'Alles, en beheert het team.',
  financieel: 'Facturen, creditnota’s, betalingen en het akkoord op uren.',
  technisch: 'Domeinnamen, servers, hosting, inloglinks, schermafbeeldingen en noodoproepen.',
  opdrachten: 'Opdrachten, reacties, reserveringen en noodoproepen.',
};

/** Every team member: the account itself, logging in and out, the search. */
export const ALL_TEAM: readonly TeamRole[] = [...teamRoles];
/** Invoices, credit notes, payments. */
export const BILLING_TEAM: readonly TeamRole[] = ['eigenaar', 'financieel'];
/** Domains, servers, hosting, login links, screenshots, ordering domain names. */
export const TECHNICAL_TEAM: readonly TeamRole[] = ['eigenaar', 'technisch'];
/** Orders (user stories) and their replies, reservations, emergency calls. */
export const ORDERS_TEAM: readonly TeamRole[] = ['eigenaar', 'opdrachten'];
/**
 * Emergency calls: whoever sees an outage first may call, and sees every call of the company
 * (docs/decisions/0057-technisch-may-make-an-emergency-call.md).
 */
export const EMERGENCY_TEAM: readonly TeamRole[] = ['eigenaar', 'technisch', 'opdrachten'];
/** The services on the product list: seen by whoever deals with their money or their technique. */
export const SERVICES_TEAM: readonly TeamRole[] = ['eigenaar', 'financieel', 'technisch'];
/** Managing the team. */
export const OWNER_ONLY: readonly TeamRole[] = ['eigenaar'];

/**
 * The portal's sections and who may use them: the navigation and the dashboard hide the others,
 * the logged-in search finds no portal page of them. A path not listed is open to every role.
 */
export const portalSectionRoles: Record<string, readonly TeamRole[]> = {
  '/klantenportaal/opdrachten': ORDERS_TEAM,
  '/klantenportaal/offertes': ORDERS_TEAM,
  '/klantenportaal/facturen': BILLING_TEAM,
  '/klantenportaal/webhosting': TECHNICAL_TEAM,
  '/klantenportaal/diensten': SERVICES_TEAM,
  '/klantenportaal/tijd-reserveren': ORDERS_TEAM,
  '/klantenportaal/noodoproep': EMERGENCY_TEAM,
  '/klantenportaal/mijn-account/team': OWNER_ONLY,
  '/klantenportaal/mijn-account/api-sleutels': OWNER_ONLY,
  '/klantenportaal/mijn-account/webhooks': OWNER_ONLY,
};

/** Whether a team member of `role` may use the portal page at `path` (or one below it). */
export const teamRoleMayOpen = (role: TeamRole, path: string): boolean => {
  const section = Object.keys(portalSectionRoles).find(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return section === undefined || (portalSectionRoles[section]?.includes(role) ?? false);
};

export const isTeamRole = (value: string): value is TeamRole =>
  (teamRoles as readonly string[]).includes(value);

/** The 403 of a route the caller's team role may not use. */
export const TEAM_ROLE_FORBIDDEN_MESSAGE =
  'Je rol in het team geeft geen toegang tot dit onderdeel. Vraag de eigenaar van je account.';

/**
 * Whether changing an active person's role (or removing them: 'verwijderd') leaves the customer
 * without an active eigenaar, given how many active eigenaars there are now.
 */
export const leavesNoOwner = (activeOwners: number, role: TeamRole, roleAfter: TeamRole | 'verwijderd') =>
  role === 'eigenaar' && roleAfter !== 'eigenaar' && activeOwners <= 1;

/** The 422 when a change would leave the customer without an active eigenaar. */
export const LAST_OWNER_MESSAGE =
  'Je team heeft altijd minstens één eigenaar nodig. Maak eerst iemand anders eigenaar.';

/**
 * The logged-in search's indexes of a customer's own data and the roles that may find them; the
 * portal pages follow `portalSectionRoles`, the public indexes are open to every role.
 */
export const searchIndexRoles: Partial<Record<SearchIndex, readonly TeamRole[]>> = {
  domains: TECHNICAL_TEAM,
  user_stories: ORDERS_TEAM,
};
