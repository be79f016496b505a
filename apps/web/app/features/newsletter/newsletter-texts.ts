/** The band's texts (spec §2 and §4) and the ones we chose where the spec shows none. */
export const newsletterTexts = {
  title: 'Blijf op de hoogte van recente ontwikkelingen!',
  intro: 'Schrijf je in en ontvang onze nieuwsbrief',
  emailLabel: 'E-mailadres',
  placeholder: 'jouw@e-mailadres.nl',
  submit: 'Inschrijven',
  submitting: 'Bezig met aanmelden...',
  done: 'Bedankt voor je inschrijving!',
  doneHint: 'Kijk in je mailbox: bevestig je inschrijving met de link in de mail die we je net stuurden.',
  failed: 'Het aanmelden is niet gelukt. Probeer het zo nog eens.',
  privacy: 'We gebruiken je e-mailadres alleen voor de nieuwsbrief. Afmelden kan altijd.',
} as const;

/** Spec §4 and §9: the busy state lasts at least this long, however fast the server answers. */
export const NEWSLETTER_MIN_BUSY_MS = 1000;

/** The site's own endpoint (spec §7), which calls the API from the site's server. */
export const NEWSLETTER_ENDPOINT = '/api/subscribe-to-newsletter';
