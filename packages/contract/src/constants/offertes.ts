/**
 * Offertes (quotes, decision 0066): where one stands, the kinds of line, the limits of a form, the
 * sums the back office, the portal and the API make alike, and the Dutch messages of the rules.
 */

/**
 * concept: staff write it, the customer does not see it. verzonden: the customer sees its current
 * version and may accept or decline it. geaccepteerd and afgewezen: final, nothing changes it again.
 */
export const offerteStatuses = ['concept', 'verzonden', 'geaccepteerd', 'afgewezen'] as const;
export type OfferteStatus = (typeof offerteStatuses)[number];

export const offerteStatusLabels: Record<OfferteStatus, string> = {
  concept: 'Concept',
  verzonden: 'Verzonden',
  geaccepteerd: 'Geaccepteerd',
  afgewezen: 'Afgewezen',
};

/** A fixed price, an estimate of hours at the customer's rate, or a recurring service of the product list. */
export const offerteLineKinds = ['vast', 'uren', 'dienst'] as const;
export type OfferteLineKind = (typeof offerteLineKinds)[number];

export const offerteLineKindLabels: Record<OfferteLineKind, string> = {
  vast: 'Vaste prijs',
  uren: 'Uren (inschatting)',
  dienst: 'Terugkerende dienst',
};

export const OFFERTE_LIMITS = {
  title: { min: 3, max: 200 },
  lineDescription: { min: 1, max: 300 },
  lines: { min: 1, max: 50 },
  /** Estimated hours of a line, in whole hours. */
  hours: { min: 1, max: 10_000 },
  amountCents: { min: 0, max: 100_000_000 },
  /** The sum of all lines, so that every amount an acceptance writes fits the database's integers. */
  totalCents: { max: 1_000_000_000 },
  depositPercent: { min: 0, max: 100 },
  name: { min: 2, max: 120 },
  function: { min: 2, max: 120 },
  reason: { min: 3, max: 2_000 },
} as const;

export const OFFERTE_MESSAGES = {
  notFound: 'Deze offerte bestaat niet, of is niet van jou.',
  staffNotFound: 'Deze offerte bestaat niet.',
  final: 'Deze offerte is al geaccepteerd of afgewezen en verandert niet meer.',
  notSent: 'Deze offerte is nog niet verzonden.',
  alreadySent: 'Deze offerte is al verzonden; een wijziging maakt een nieuwe versie.',
  changeAfterSendingFinance:
    'Een verzonden offerte wijzigen mag alleen een beheerder of financieel medewerker.',
  expired: 'Deze offerte is verlopen en kan niet meer worden geaccepteerd. Vraag ons om een nieuwe.',
  otherVersion: 'Deze offerte is inmiddels gewijzigd. Bekijk de nieuwe versie voordat je accepteert.',
  statement: 'Bevestig dat je de offerte namens je bedrijf accepteert.',
  unknownOption: 'Kies alleen uit de optionele regels van deze offerte.',
  productUnknown: 'Kies een product uit de prijslijst.',
  customerUnknown: 'Deze klant bestaat niet.',
  validUntilPast: 'Geldig tot moet vandaag of later zijn.',
  lineTooLarge: 'Het bedrag van deze regel mag hoogstens € 1.000.000,00 zijn.',
  totalTooLarge: 'Het totaal van de offerte mag hoogstens € 10.000.000,00 zijn.',
} as const;

/** The statement a customer ticks to accept; stored with the evidence as it was shown. */
export const OFFERTE_ACCEPT_STATEMENT =
  'Ik ben bevoegd om namens mijn bedrijf te tekenen en ga akkoord met deze offerte en de voorwaarden.';

/** What a line costs as the sums need it: a fixed amount, hours at a rate, or a period's price. */
export interface OfferteLineFigures {
  kind: OfferteLineKind;
  optional: boolean;
  /** Fixed price, or the unit price of one hour or one period, excluding VAT. */
  unitCents: number;
  /** Hours for 'uren', 1 otherwise. */
  quantity: number;
}

export const offerteLineCents = (line: Pick<OfferteLineFigures, 'unitCents' | 'quantity'>): number =>
  line.unitCents * line.quantity;

/** Whether a line counts: a line that is not optional, or an optional one the customer ticked. */
export const offerteLineChosen = (line: { id: number; optional: boolean }, chosenIds: readonly number[]) =>
  !line.optional || chosenIds.includes(line.id);

/**
 * The sums of an offerte with these options ticked, excluding VAT: what is paid once (fixed and
 * hours), what recurs (the services, per their own period), and the deposit over the one-off part.
 */
export const offerteTotals = (
  lines: readonly (OfferteLineFigures & { id: number })[],
  chosenIds: readonly number[],
  depositPercent: number,
): { oneOffCents: number; recurringCents: number; depositCents: number } => {
  let oneOffCents = 0;
  let recurringCents = 0;
  for (const line of lines) {
    if (!offerteLineChosen(line, chosenIds)) continue;
    if (line.kind === 'dienst') recurringCents += offerteLineCents(line);
    else oneOffCents += offerteLineCents(line);
  }
  return { oneOffCents, recurringCents, depositCents: Math.round((oneOffCents * depositPercent) / 100) };
};

/** Whether the customer may still accept: sent, and the validity date not yet past (Amsterdam's today). */
export const offerteAcceptable = (status: OfferteStatus, validUntil: string, today: string): boolean =>
  status === 'verzonden' && validUntil >= today;
