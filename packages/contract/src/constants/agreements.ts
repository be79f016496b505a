/**
 * Documents a customer must accept (the verwerkersovereenkomst, the terms, and later versions of
 * either): published by staff, accepted by the eigenaar with evidence (docs/decisions/0067).
 */

export const agreementKinds = ['verwerkersovereenkomst', 'voorwaarden'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

export const agreementKindLabels: Record<AgreementKind, string> = {
  verwerkersovereenkomst: 'Verwerkersovereenkomst',
  voorwaarden: 'Algemene voorwaarden',
};

/** A version as staff write it: '1.0', '2026-1', 'v3'. */
export const AGREEMENT_VERSION_MAX = 20;
export const AGREEMENT_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;
export const AGREEMENT_TITLE_MAX = 120;
/** A document is longer than a reply: room for a full processing agreement. */
export const AGREEMENT_TEXT_MAX = 200_000;

/** The portal page where the eigenaar reads and accepts the documents. */
export const AGREEMENTS_PAGE_PATH = '/klantenportaal/overeenkomsten';

export const agreementMessages = {
  notFound: 'Dit document bestaat niet.',
  versionTaken: 'Deze versie van dit document is al gepubliceerd. Kies een nieuw versienummer.',
  versionFormat: 'Versie mag alleen letters, cijfers, punten en streepjes bevatten, zoals 1.0 of 2026-1.',
  textChanged:
    'De tekst die je zag is niet de tekst van dit document. Laad de pagina opnieuw en lees het document nog eens.',
  notCurrent: 'Er is een nieuwere versie van dit document. Laad de pagina opnieuw.',
  notYetEffective: 'Deze versie gaat pas in op de ingangsdatum.',
  onlyOwner: 'Alleen een eigenaar kan een overeenkomst namens het bedrijf accepteren.',
  statement: 'Bevestig dat je het document hebt gelezen en namens het bedrijf accepteert.',
} as const;

export const agreementTexts = {
  heading: 'Overeenkomsten',
  intro:
    'Voor onze dienstverlening gelden deze documenten. Een eigenaar accepteert ze namens het bedrijf; we bewaren wie, wanneer en welke versie.',
  notice: 'Er staat een nieuwe versie van een overeenkomst voor je klaar.',
  noticeOthers:
    'Er staat een nieuwe versie van een overeenkomst klaar. Een eigenaar van je bedrijf kan hem accepteren.',
  noticeLink: 'Bekijk de overeenkomsten',
  statement: 'Ik heb dit document gelezen en accepteer het namens het bedrijf.',
  accept: 'Accepteren',
  accepting: 'Bezig met accepteren…',
  accepted: (who: string, when: string) => `Geaccepteerd door ${who} op ${when}.`,
  toAccept: 'Nog te accepteren',
  none: 'Er zijn nog geen documenten om te accepteren.',
} as const;
