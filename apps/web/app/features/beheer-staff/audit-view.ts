import { formatEuro } from '~/lib/format.ts';

/** How the audit log's codes read for staff: Dutch names of records and actions, and what changed. */

export const entityLabels: Record<string, string> = {
  booking_hours: 'Werktijden',
  customer: 'Klant',
  day_off: 'Vrije dag',
  domain: 'Domeinnaam',
  emergency_request: 'Noodoproep',
  hosting_package: 'Hostingpakket',
  knowledge_base_article: 'Kennisbankartikel',
  knowledge_base_category: 'Kennisbankcategorie',
  page: 'Pagina',
  reservation: 'Reservering',
  server: 'Server',
  site: 'Site',
  staff_member: 'Medewerker',
  subscription: 'Abonnement',
  time_entry: 'Tijdregistratie',
  user: 'Persoon',
  user_story: 'Opdracht',
};

const prefixLabels: Record<string, string> = {
  ...entityLabels,
  person: 'Persoon',
  staff: 'Medewerker',
  staff_mfa: 'Tweede factor',
};

const verbLabels: Record<string, string> = {
  acknowledge: 'opgepakt',
  cancel: 'geannuleerd',
  change_role: 'rol gewijzigd',
  confirm: 'ingesteld',
  create: 'aangemaakt',
  deactivate: 'gedeactiveerd',
  delete: 'verwijderd',
  end: 'beëindigd',
  internal_note: 'interne notitie',
  invitation_revoke: 'uitnodiging ingetrokken',
  invite: 'uitgenodigd',
  reactivate: 'weer geactiveerd',
  reinvite: 'opnieuw uitgenodigd',
  reply: 'beantwoord',
  reset: 'opnieuw ingesteld',
  status: 'status gewijzigd',
  update: 'gewijzigd',
};

/** The actions the filter offers, grouped by what they act on; the API matches on the start. */
export const actionFilters: { value: string; label: string }[] = [
  ['staff.', 'Medewerkers (alles)'],
  ['staff.invite', ''],
  ['staff.change_role', ''],
  ['staff.deactivate', ''],
  ['staff_mfa.', 'Tweede factor (alles)'],
  ['staff_mfa.reset', ''],
  ['customer.', 'Klanten (alles)'],
  ['person.', 'Personen (alles)'],
  ['domain.', 'Domeinnamen (alles)'],
  ['domain.create', ''],
  ['server.', 'Servers (alles)'],
  ['hosting_package.', 'Hostingpakketten (alles)'],
  ['subscription.', 'Abonnementen (alles)'],
  ['user_story.', 'Opdrachten (alles)'],
  ['time_entry.', 'Tijdregistraties (alles)'],
  ['emergency_request.', 'Noodoproepen (alles)'],
  ['reservation.', 'Reserveringen (alles)'],
  ['knowledge_base_', 'Kennisbank (alles)'],
].map(([value = '', label = '']) => ({ value, label: label || actionLabel(value) }));

/** 'staff.change_role' → 'Medewerker: rol gewijzigd'; an unknown code reads as itself. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return action;
  const prefix = prefixLabels[action.slice(0, dot)];
  const verb = verbLabels[action.slice(dot + 1)];
  return prefix && verb ? `${prefix}: ${verb}` : action;
}

export const entityLabel = (entity: string) => entityLabels[entity] ?? entity;

const fieldLabels: Record<string, string> = {
  name: 'naam',
  email: 'e-mailadres',
  role: 'rol',
  status: 'status',
  mfa_enabled: 'tweede factor',
  ended_on: 'einddatum',
  expires_on: 'verloopdatum',
  registered_on: 'registratiedatum',
  nameservers: 'naamservers',
  auto_renew: 'automatisch verlengen',
  locked: 'verhuisslot',
  monthly_cents: 'maandprijs',
  amount_cents: 'bedrag',
  hourly_rate_cents: 'uurtarief',
};

export const fieldLabel = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');

/** An amount (a field in cents) as euros, as the forms show it; any other value as showValue does. */
const showFieldValue = (field: string, value: unknown): string =>
  field.endsWith('_cents') && typeof value === 'number' ? formatEuro(value) : showValue(value);

/** A stored value as text: '—' for nothing, 'ja'/'nee', lists joined, objects as JSON. */
export const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(showValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export interface Change {
  field: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an entry changed, field by field: for an update only the fields whose value differs, for a
 * create the new values, for a delete the old ones. A value that is no object is one change.
 */
export const changesOf = (before: unknown, after: unknown): Change[] => {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    return [
      {
        field: 'waarde',
        ...(hasBefore && { before: showValue(before) }),
        ...(hasAfter && { after: showValue(after) }),
      },
    ];
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => !hasBefore || !hasAfter || JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({
      field,
      ...(hasBefore && field in old && { before: showFieldValue(field, old[field]) }),
      ...(hasAfter && field in next && { after: showFieldValue(field, next[field]) }),
    }));
};
