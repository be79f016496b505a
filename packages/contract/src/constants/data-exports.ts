/**
 * A copy of a customer's data (AVG, art. 15 and 20): what a person or an eigenaar asks for, how long
 * the download stays, and the Dutch texts of the portal page and the API (docs/decisions/0058).
 */

/** 'person': the data of the person who asks; 'company': the company and all its people (eigenaar only). */
export const dataExportScopes = ['person', 'company'] as const;
export type DataExportScope = (typeof dataExportScopes)[number];

/** queued/running: under way; ready: to download; downloaded, expired: used up; failed: try again. */
export const dataExportStates = ['queued', 'running', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** How long a ready export may be downloaded, once. */
export const DATA_EXPORT_VALID_HOURS = 24;

/** The portal page that explains the export, shows its progress and offers the download. */
export const DATA_EXPORT_PAGE_PATH = '/klantenportaal/mijn-account/je-gegevens';

export const dataExportScopeLabels: Record<DataExportScope, string> = {
  person: 'Mijn gegevens',
  company: 'Gegevens van het bedrijf',
};

export const dataExportMessages = {
  companyOnlyOwner: 'Alleen een eigenaar kan de gegevens van het hele bedrijf opvragen.',
  notFound: 'Deze export bestaat niet, of is niet van jou.',
  notReady: 'Deze export is nog niet klaar. Wacht tot de voortgangsbalk vol is.',
  alreadyDownloaded:
    'Deze download is al gebruikt: een export kan één keer worden gedownload. Vraag een nieuwe kopie van je gegevens aan.',
  expired: `Deze download is verlopen: een export blijft ${DATA_EXPORT_VALID_HOURS} uur beschikbaar. Vraag een nieuwe kopie van je gegevens aan.`,
  failed: 'Het maken van de export is mislukt. Vraag een nieuwe kopie van je gegevens aan.',
  stillRunning: 'Er loopt al een export van deze gegevens. Wacht tot die klaar is.',
} as const;

/** What the page "Je gegevens" says the export holds, for each kind. */
export const dataExportContents: Record<DataExportScope, readonly string[]> = {
  person: [
    'je profiel (naam, e-mailadres, telefoonnummer)',
    'de opdrachten die je hebt ingediend en de reacties die je schreef, met hun bijlagen',
    'de reserveringen die je maakte',
    'je beveiligingslogboek (inlogpogingen, wachtwoord- en tweestapswijzigingen)',
  ],
  company: [
    'de bedrijfsgegevens en alle personen van het team',
    'alle opdrachten met hun reacties en bijlagen',
    'de facturen en creditnota’s als PDF en als e-factuur (UBL)',
    'de gewerkte uren, de reserveringen en de diensten',
    'het beveiligingslogboek van iedereen in het team',
  ],
};

/** The texts of Mijn account → Je gegevens. */
export const dataExportTexts = {
  heading: 'Een kopie van je gegevens',
  intro:
    'Je hebt recht op een kopie van de gegevens die wij van je bewaren (AVG). Je krijgt ze als ZIP-bestand met JSON-bestanden, die elk programma kan lezen. Het maken duurt even; je krijgt een e-mail zodra de kopie klaarstaat.',
  validity: `Een kopie kun je één keer downloaden, binnen ${DATA_EXPORT_VALID_HOURS} uur nadat hij klaar is.`,
  request: { person: 'Mijn gegevens opvragen', company: 'Gegevens van het bedrijf opvragen' },
  requested: 'Aangevraagd. We maken de kopie nu; dit kan even duren.',
  running: (percent: number) => `Bezig met maken: ${percent}%`,
  progressLabel: (what: string) => `Voortgang: ${what.toLowerCase()}`,
  download: 'Download de kopie',
  downloading: 'Bezig met downloaden…',
  downloaded: 'Gedownload. Vraag een nieuwe kopie aan als je hem nog eens nodig hebt.',
  readyUntil: (until: string) => `Klaar. Te downloaden tot ${until}.`,
  expired: 'Verlopen zonder download. Vraag een nieuwe kopie aan.',
  what: 'Wat erin staat',
} as const;
