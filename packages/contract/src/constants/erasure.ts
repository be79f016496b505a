/**
 * Erasure of a person's data on request (AVG, art. 17): the person asks, a beheerder confirms, a job
 * removes or pseudonymises what the personal-data map marks (docs/decisions/0067).
 */

/** requested: waiting for staff; confirmed: the job runs; done: erased; refused: staff said no. */
export const erasureStates = ['requested', 'confirmed', 'done', 'refused'] as const;
export type ErasureState = (typeof erasureStates)[number];

export const erasureStateLabels: Record<ErasureState, string> = {
  requested: 'Aangevraagd',
  confirmed: 'Bevestigd, wordt uitgevoerd',
  done: 'Uitgevoerd',
  refused: 'Afgewezen',
};

/** What free text written by an erased person reads as afterwards. */
export const ERASED_NOTICE = '[verwijderd op verzoek]';
/** The name an erased person's replies and records show. */
export const ERASED_NAME = 'Verwijderde persoon';

export const ERASURE_REASON_MAX = 1000;

/** The portal page where a person asks for erasure. */
export const ERASURE_PAGE_PATH = '/klantenportaal/mijn-account/je-gegevens';

export const erasureMessages = {
  notFound: 'Dit verzoek bestaat niet.',
  alreadyAsked: 'Je hebt al gevraagd om je gegevens te verwijderen. We nemen je verzoek in behandeling.',
  lastOwner:
    'Je bent de laatste eigenaar van je bedrijf. Maak eerst iemand anders eigenaar, of zeg de dienstverlening op, voordat je gegevens worden verwijderd.',
  notRequested: 'Dit verzoek is al behandeld.',
  confirmStatement: 'Bevestig dat je begrijpt dat je gegevens niet terug te halen zijn.',
} as const;

export const erasureTexts = {
  heading: 'Je gegevens laten verwijderen',
  intro:
    'Je kunt vragen om je persoonsgegevens te verwijderen. Een medewerker bevestigt het verzoek; daarna verwijderen we je naam, e-mailadres, telefoonnummer, je inlogsessies, passkeys en beveiligingslogboek, en vervangen we teksten die je schreef door een melding. Facturen bewaren we zo lang als de wet voorschrijft (zeven jaar).',
  warning: 'Na het verwijderen kun je niet meer inloggen. Dit is niet terug te draaien.',
  statement: 'Ik begrijp dat mijn gegevens niet terug te halen zijn.',
  reasonLabel: 'Reden',
  request: 'Verwijder mijn gegevens',
  requesting: 'Bezig met versturen…',
  requested: (when: string) =>
    `Je verzoek van ${when} is ontvangen. Een medewerker neemt het in behandeling.`,
  refused: 'Je verzoek is afgewezen. Neem contact met ons op als je vragen hebt.',
} as const;
