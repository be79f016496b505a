import { auditEntityLabels, auditSubjectLabels } from '@maatwerk/contract/constants';
import { formatEuro } from '~/lib/format.ts';

/** How the audit log's codes read for staff: Dutch names of records and actions, and what changed. */

/** The filter of actions: every subject of the log, each matching all of its actions (the API matches on the start). */
export const actionFilters: { value: string; label: string }[] = Object.entries(auditSubjectLabels)
  .map(([subject, label]) => ({ value: `${subject}.`, label: `${label} (alles)` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'nl'));

/** The filter of kinds of record. */
export const entityOptions: { value: string; label: string }[] = Object.entries(auditEntityLabels)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'nl'));

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
  report: 'overzicht',
  period: 'periode',
  rows: 'regels',
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
