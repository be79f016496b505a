import type { KnowledgeBaseArticleSeed, KnowledgeBaseCategorySeed } from './knowledge-base.ts';

/** The themes of /veelgestelde-vragen: categories of kind 'faq', their articles the questions. */
export const faqThemes: KnowledgeBaseCategorySeed[] = [
  {
    slug: 'vragen-klantenportaal',
    title: 'Klantenportaal',
    description: 'Inloggen, je account en wat je in het klantenportaal kunt regelen.',
    kind: 'faq',
  },
  {
    slug: 'vragen-opdrachten-en-support',
    title: 'Opdrachten en support',
    description: 'Hoe je werk aanvraagt, hoe snel we reageren en wat er gebeurt bij een storing.',
    kind: 'faq',
  },
  {
    slug: 'vragen-hosting-en-domeinen',
    title: 'Hosting en domeinnamen',
    description: 'Je servers, hostingpakketten en domeinnamen bij Kodewerk.',
    kind: 'faq',
  },
  {
    slug: 'vragen-facturen',
    title: 'Facturen en betalen',
    description: 'Wanneer je een factuur krijgt en waar je die terugvindt.',
    kind: 'faq',
  },
];

const question = (
  slug: string,
  categorySlug: string,
  title: string,
  content: string,
  updatedAt: string,
): KnowledgeBaseArticleSeed => ({
  slug,
  categorySlug,
  title,
  // The question itself says what the answer is about.
  description: title,
  content,
  updatedAt,
});

export const faqQuestions: KnowledgeBaseArticleSeed[] = [
  question(
    'hoe-log-ik-in-op-het-klantenportaal',
    'vragen-klantenportaal',
    'Hoe log ik in op het klantenportaal?',
    'Klik rechtsboven op Mijn Kodewerk en vul je e-mailadres en wachtwoord in. Heb je tweestapsverificatie aan staan, dan vraagt het portaal daarna om de code uit je authenticatie-app.',
    '2026-05-04T09:00:00.000Z',
  ),
  question(
    'kan-ik-tweestapsverificatie-aanzetten',
    'vragen-klantenportaal',
    'Kan ik tweestapsverificatie aanzetten?',
    'Ja. Ga in het klantenportaal naar Mijn account en zet tweestapsverificatie aan. Je scant een QR-code met een authenticatie-app en bevestigt met de code die de app toont. Daarna vraagt het portaal bij elke login om een nieuwe code.',
    '2026-05-04T09:05:00.000Z',
  ),
  question(
    'waar-zie-ik-mijn-diensten',
    'vragen-klantenportaal',
    'Waar zie ik mijn servers, hostingpakketten en domeinnamen?',
    'Onder Webhosting in het klantenportaal. Kies een domeinnaam om de nameservers, de domeinvergrendeling en het automatisch verlengen in te stellen, of om in te loggen op het hostingcontrolepaneel.',
    '2026-06-11T10:00:00.000Z',
  ),
  question(
    'hoe-vraag-ik-werk-aan',
    'vragen-opdrachten-en-support',
    'Hoe vraag ik een aanpassing of nieuwe functionaliteit aan?',
    'Maak in het klantenportaal onder Opdrachten een nieuwe opdracht aan. Geef een duidelijke titel, beschrijf wat je wilt bereiken en kies een prioriteit. Onze ontwikkelaars reageren bij de opdracht; je krijgt een e-mail als er een reactie is.',
    '2026-04-20T08:30:00.000Z',
  ),
  question(
    'wat-doe-ik-bij-een-storing-buiten-kantooruren',
    'vragen-opdrachten-en-support',
    'Wat doe ik bij een storing buiten kantooruren?',
    'Doe een noodoproep in het klantenportaal onder Noodoproep. De dienstdoende collega krijgt die direct en neemt contact met je op. Kijk ook op de pagina Systeemstatus: staat de storing daar al, dan zijn we er mee bezig.',
    '2026-07-02T14:00:00.000Z',
  ),
  question(
    'kan-ik-een-afspraak-met-een-ontwikkelaar-plannen',
    'vragen-opdrachten-en-support',
    'Kan ik een afspraak met een ontwikkelaar plannen?',
    'Ja, onder Tijd reserveren in het klantenportaal kies je een vrij uur op een werkdag. Je krijgt een bevestiging met de link naar het gesprek.',
    '2026-03-15T11:00:00.000Z',
  ),
  question(
    'hoe-wijzig-ik-de-nameservers',
    'vragen-hosting-en-domeinen',
    'Hoe wijzig ik de nameservers van mijn domein?',
    'Ga in het klantenportaal naar Webhosting, kies de domeinnaam en vul bij Nameservers de nieuwe nameservers in. Zet eerst alle DNS-records klaar bij de nieuwe partij, anders zijn je website en e-mail na de wijziging onbereikbaar.',
    '2026-02-09T09:30:00.000Z',
  ),
  question(
    'kan-ik-zelf-dns-records-aanpassen',
    'vragen-hosting-en-domeinen',
    'Kan ik zelf DNS-records aanpassen?',
    'Voor domeinen op de nameservers van Kodewerk zetten wij de records voor je klaar: vraag de wijziging aan met een opdracht in het klantenportaal en noem per record het type, de naam en de waarde.',
    '2026-08-24T13:20:00.000Z',
  ),
  question(
    'waar-vind-ik-mijn-facturen',
    'vragen-facturen',
    'Waar vind ik mijn facturen?',
    'In het klantenportaal onder Facturen. Je ziet daar elke factuur met de datum, het bedrag en de status, en je downloadt hem als pdf.',
    '2026-01-19T10:10:00.000Z',
  ),
  question(
    'kan-ik-een-eigen-referentie-op-de-factuur-zetten',
    'vragen-facturen',
    'Kan ik een eigen referentie op de factuur laten zetten?',
    'Ja. Bij een opdracht vul je een eigen referentie in, zoals een inkoopordernummer. Die komt op de factuur van het werk aan die opdracht.',
    '2026-09-29T15:45:00.000Z',
  ),
];
