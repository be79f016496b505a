/** The texts of the subscription form on /status, and of the pages behind the mails' links. */
export const statusSubscribeTexts = {
  title: 'Meldingen per e-mail',
  intro:
    'Krijg een mail bij elke nieuwe storing, elk aangekondigd onderhoud en elke update daarvan. Je bevestigt je aanmelding eerst via een link in je mailbox; afmelden kan met één klik onderaan elke mail.',
  emailLabel: 'E-mailadres',
  submit: 'Aanmelden',
  done: 'Bijna klaar! Kijk in je mailbox en bevestig je aanmelding met de link in de mail die we je net stuurden.',
  feed: 'Liever een feedreader? Volg de storingen en het onderhoud via de',
  feedLink: 'Atom-feed van de statuspagina',
  scopeLegend: 'Waarover wil je een mail?',
  scopeAll: 'Alle storingen en al het onderhoud',
  scopeMine: 'Alleen wat mijn diensten raakt',
  unreachable: 'De statusmeldingen zijn even niet bereikbaar. Probeer het later opnieuw.',
} as const;

interface LinkTexts {
  page: { path: string; description: string };
  ask: { title: string; text: string; submit: string; busy: string };
  done: { title: string; text: string };
  failedTitle: string;
  incomplete: { title: string; text: string };
}

/** The page behind the confirm link of the double opt-in mail. */
export const statusConfirmTexts: LinkTexts = {
  page: {
    path: '/status/bevestigen',
    description: 'Bevestig je aanmelding voor statusmeldingen van Kodewerk.',
  },
  ask: {
    title: 'Aanmelding voor statusmeldingen bevestigen',
    text: 'Wil je een mail bij storingen en onderhoud? Bevestig het met de knop hieronder.',
    submit: 'Ja, bevestig',
    busy: 'Bezig met bevestigen...',
  },
  done: {
    title: 'Je aanmelding is bevestigd',
    text: 'Vanaf nu krijg je een mail bij storingen en onderhoud. Afmelden kan altijd, met de link onderaan elke mail.',
  },
  failedTitle: 'Bevestigen is niet gelukt',
  incomplete: {
    title: 'Bevestigen is niet gelukt',
    text: 'Deze link is niet volledig. Open de link uit de mail opnieuw.',
  },
};

/** The page behind the unsubscribe link of every status mail (and a mail program's one-click unsubscribe). */
export const statusUnsubscribeTexts: LinkTexts = {
  page: { path: '/status/afmelden', description: 'Meld je af voor statusmeldingen van Kodewerk.' },
  ask: {
    title: 'Afmelden voor statusmeldingen',
    text: 'Wil je geen mail meer bij storingen en onderhoud? Bevestig het met de knop hieronder.',
    submit: 'Ja, meld mij af',
    busy: 'Bezig met afmelden...',
  },
  done: {
    title: 'Je bent afgemeld',
    text: 'Je krijgt geen statusmeldingen meer. De actuele stand blijft altijd te zien op de statuspagina.',
  },
  failedTitle: 'Afmelden is niet gelukt',
  incomplete: {
    title: 'Deze link is niet volledig',
    text: 'Open de afmeldlink uit de mail opnieuw, of mail ons: dan melden we je af.',
  },
};
