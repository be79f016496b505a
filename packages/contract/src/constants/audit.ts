/**
 * What the audit log records: every staff write as `subject.verb` ('invoice.send') on a record of
 * one kind (`entity`). The names below are the only ones the API may write, so each reads in Dutch
 * in the back office.
 */

/** Kinds of record that are also what actions are about. */
const recordSubjectLabels = {
  agreement: 'Overeenkomst',
  attachment: 'Bijlage',
  booking_hours: 'Werktijden',
  chat: 'Chat',
  customer: 'Klant',
  day_off: 'Vrije dag',
  domain: 'Domeinnaam',
  domain_order: 'Domeinbestelling',
  emergency_request: 'Noodoproep',
  erasure_request: 'Verwijderverzoek (AVG)',
  hosting_package: 'Hostingpakket',
  hour_bundle: 'Strippenkaart',
  invoice: 'Factuur',
  knowledge_base_article: 'Kennisbankartikel',
  knowledge_base_category: 'Kennisbankcategorie',
  mandate: 'Incassomachtiging',
  offerte: 'Offerte',
  page: 'Pagina',
  product: 'Product',
  /** A financial report that left the system as a download: the VAT return, the ICP listing, revenue. */
  report: 'Financieel overzicht',
  reservation: 'Reservering',
  server: 'Server',
  service: 'Dienst',
  service_levels: 'Serviceniveaus',
  site: 'Site',
  status_event: 'Storing of onderhoud',
  subscription: 'Abonnement',
  time_entry: 'Tijdregistratie',
  user_story: 'Opdracht',
} as const;
/** A kind of record whose actions are named after it ('domain' → 'domain.update'). */
export type AuditRecordSubject = keyof typeof recordSubjectLabels;

/** The kinds of record an entry is about, as the audit log's filter offers them. */
export const auditEntityLabels = {
  ...recordSubjectLabels,
  staff_member: 'Medewerker',
  user: 'Persoon',
} as const;
export type AuditEntity = keyof typeof auditEntityLabels;

/** What an action is about: a kind of record, or a person's account (staff, their second factor, a customer's person). */
export const auditSubjectLabels = {
  ...recordSubjectLabels,
  person: 'Persoon',
  staff: 'Medewerker',
  staff_mfa: 'Tweede factor',
} as const;
export type AuditSubject = keyof typeof auditSubjectLabels;

export const auditVerbLabels = {
  accept: 'geaccepteerd door de klant',
  acknowledge: 'opgepakt',
  assignee: 'toegewezen',
  auto_renew: 'automatisch verlengen gewijzigd door de klant',
  add_update: 'update toegevoegd',
  cancel: 'geannuleerd',
  change_package: 'ander pakket gekozen door de klant',
  change_role: 'rol gewijzigd',
  chat_availability: 'beschikbaarheid voor chat gewijzigd',
  confirm: 'ingesteld',
  correct: 'gecorrigeerd',
  create: 'aangemaakt',
  create_from_pro_forma: 'aangemaakt uit nog te factureren',
  credit: 'gecrediteerd',
  customer_cancel: 'opgezegd door de klant',
  deactivate: 'gedeactiveerd',
  decline: 'afgewezen door de klant',
  erase: 'gegevens verwijderd op verzoek',
  delete: 'verwijderd',
  download: 'gedownload',
  end: 'beëindigd',
  estimate: 'inschatting gewijzigd',
  hand_over: 'overgedragen',
  hourly_rate: 'uurtarief gewijzigd',
  internal_note: 'interne notitie',
  invitation_revoke: 'uitnodiging ingetrokken',
  invite: 'uitgenodigd',
  new_version: 'nieuwe versie gemaakt',
  notifications: 'meldingen ingesteld',
  payment: 'betaling geregistreerd',
  publish: 'gepubliceerd',
  reactivate: 'weer geactiveerd',
  refuse: 'afgewezen',
  reinvite: 'opnieuw uitgenodigd',
  reply: 'beantwoord',
  reset: 'opnieuw ingesteld',
  revoke: 'ingetrokken',
  resolve: 'afgerond',
  send: 'verzonden',
  status: 'status gewijzigd',
  submit: 'ter goedkeuring ingediend',
  take: 'aangenomen',
  to_order: 'omgezet in een opdracht',
  transfer_code: 'verhuiscode opgevraagd door de klant',
  update: 'gewijzigd',
  upload: 'geüpload',
  view: 'bekeken',
  withdraw_cancellation: 'opzegging ingetrokken door de klant',
} as const;
export type AuditVerb = keyof typeof auditVerbLabels;

export type AuditAction = `${AuditSubject}.${AuditVerb}`;

const hasLabel = <T extends object>(labels: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(labels, key);

/** 'staff.change_role' → 'Medewerker: rol gewijzigd'; a code of no known subject and verb reads as itself. */
export const auditActionLabel = (action: string): string => {
  const [subject = '', verb = '', ...rest] = action.split('.');
  if (rest.length > 0 || !hasLabel(auditSubjectLabels, subject) || !hasLabel(auditVerbLabels, verb)) {
    return action;
  }
  return `${auditSubjectLabels[subject]}: ${auditVerbLabels[verb]}`;
};

/** 'invoice' → 'Factuur'; an unknown kind reads as itself. */
export const auditEntityLabel = (entity: string): string =>
  hasLabel(auditEntityLabels, entity) ? auditEntityLabels[entity] : entity;
