import type { NewsletterLinkTexts } from './newsletter-link-page.tsx';

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

/** The page behind the unsubscribe link of every mail (and a mail program's one-click unsubscribe). */
export const unsubscribeTexts: NewsletterLinkTexts = {
  page: { path: '/nieuwsbrief/afmelden', description: 'Meld je af voor de nieuwsbrief van Kodewerk.' },
  ask: {
    title: 'Afmelden voor de nieuwsbrief',
    text: 'Wil je onze nieuwsbrief niet meer ontvangen? Bevestig het met de knop hieronder.',
    submit: 'Ja, meld mij af',
    busy: 'Bezig met afmelden...',
  },
  done: {
    title: 'Je bent afgemeld',
    text: 'Je ontvangt onze nieuwsbrief niet meer. Jammer dat je gaat, en bedankt voor je interesse.',
  },
  failedTitle: 'Afmelden is niet gelukt',
  incomplete: {
    title: 'Deze link is niet volledig',
    text: 'Open de afmeldlink uit de mail opnieuw, of mail ons: dan melden we je af.',
  },
};

/** The page behind the confirm link of the double opt-in mail. */
export const confirmTexts: NewsletterLinkTexts = {
  page: {
    path: '/nieuwsbrief/bevestigen',
    description: 'Bevestig je inschrijving voor de nieuwsbrief van Kodewerk.',
  },
  ask: {
    title: 'Inschrijving bevestigen',
    text: 'Wil je onze nieuwsbrief ontvangen? Bevestig het met de knop hieronder.',
    submit: 'Ja, ik wil de nieuwsbrief',
    busy: 'Bezig met bevestigen...',
  },
  done: {
    title: 'Je inschrijving is bevestigd',
    text: 'Vanaf nu ontvang je onze nieuwsbrief. Afmelden kan altijd, met de link onderaan elke mail.',
  },
  failedTitle: 'Bevestigen is niet gelukt',
  incomplete: {
    title: 'Bevestigen is niet gelukt',
    text: 'Deze link is niet volledig. Open de link uit de mail opnieuw.',
  },
};

/** The page behind the unsubscribe link of the week mail (and a mail program's one-click unsubscribe). */
export const weekMailUnsubscribeTexts: NewsletterLinkTexts = {
  page: { path: '/weekmail/afmelden', description: 'Zet de wekelijkse mail van Kodewerk uit.' },
  ask: {
    title: 'Afmelden voor de weekmail',
    text: 'Wil je de weekmail van maandag niet meer ontvangen? Bevestig het met de knop hieronder. Je kunt hem later weer aanzetten in Mijn account.',
    submit: 'Ja, zet de weekmail uit',
    busy: 'Bezig met afmelden...',
  },
  done: {
    title: 'De weekmail staat uit',
    text: 'Je ontvangt de weekmail niet meer. Wil je hem weer ontvangen? Vul dan een weekmailadres in bij Mijn account.',
  },
  failedTitle: 'Afmelden is niet gelukt',
  incomplete: {
    title: 'Deze link is niet volledig',
    text: 'Open de afmeldlink uit de weekmail opnieuw, of laat het weekmailadres leeg in Mijn account.',
  },
};
