/** What the home page says: the services, the reasons, the references and the way of working. */

export const services = [
  {
    key: 'maatwerk',
    title: 'Maatwerk software',
    text: 'Webapplicaties, klantportalen en koppelingen, gebouwd rond de processen van jouw organisatie in plaats van andersom.',
    points: [
      'Portalen en beheeromgevingen',
      'Koppelingen met Exact Online, AFAS en je webshop',
      'Elke twee weken een werkende versie',
    ],
    href: 'https://maatwerk.kodewerk.nl',
    linkLabel: 'Meer over maatwerk software',
  },
  {
    key: 'apps',
    title: 'Android en iOS apps',
    text: 'Apps voor je klanten of je mensen onderweg: snel, gebruiksvriendelijk en gekoppeld aan je bestaande systemen.',
    points: [
      'Native en cross-platform',
      'Van ontwerp tot App Store en Google Play',
      'Updates bij elke nieuwe iOS- en Android-versie',
    ],
    href: 'https://apps.kodewerk.nl',
    linkLabel: 'Meer over apps',
  },
  {
    key: 'hosting',
    title: 'Dedicated hosting',
    text: 'Eigen servers in Nederlandse datacenters, door ons beheerd: je deelt de rekenkracht met niemand.',
    points: [
      'Monitoring, firewall en beveiligingsupdates',
      'Dagelijkse back-ups op een aparte locatie',
      'Op wens 24/7 een beheerder paraat',
    ],
    href: 'https://hosting.kodewerk.nl',
    linkLabel: 'Meer over dedicated hosting',
  },
] as const;

export const reasons = [
  {
    title: 'Expertise',
    text: 'Ervaren ontwikkelaars en systeembeheerders die software, apps en servers als één geheel zien.',
  },
  {
    title: 'Snelle support',
    text: 'Binnen één werkdag antwoord van iemand die je project kent. Bij een storing is er een noodoproep, ook buiten kantoortijd.',
  },
  {
    title: 'Goede prijzen',
    text: 'Heldere uurtarieven en vaste prijzen per sprint. Je ziet vooraf wat iets kost en achteraf waar de uren heen gingen.',
  },
  {
    title: 'Alles op één plek',
    text: 'Opdrachten, facturen, domeinnamen en servers regel je zelf in het klantenportaal, 24 uur per dag.',
  },
] as const;

export const audiences = [
  { title: 'MKB en familiebedrijven', text: 'Die vastlopen op spreadsheets en losse pakketten.' },
  { title: 'Groeiende organisaties', text: 'Met processen die standaardsoftware niet meer bijhoudt.' },
  { title: 'Bureaus en webdesigners', text: 'Die een betrouwbare partner zoeken voor techniek en hosting.' },
] as const;

/** Reference customers: the same projects the site search knows. */
export const references = [
  {
    customer: 'Bakkerij Korrel',
    title: 'Webshop en bestelplatform',
    sector: 'Retail · 14 filialen',
    text: 'Klanten bestellen online en halen af in hun filiaal. Het systeem rekent elke avond uit wat elke winkel moet bakken; de verspilling daalde flink.',
    services: ['Maatwerk', 'Dedicated hosting'],
  },
  {
    customer: 'Van Houten Transport',
    title: 'Planningsapp voor chauffeurs',
    sector: 'Transport · 60 vrachtwagens',
    text: 'Planners wijzen ritten toe met slepen en neerzetten; chauffeurs hebben ritten, documenten en handtekeningen in een app voor iOS en Android.',
    services: ['Maatwerk', 'Apps'],
  },
  {
    customer: 'Café De Zwaan',
    title: 'Reserveringssysteem',
    sector: 'Horeca · café-restaurant',
    text: 'Gasten reserveren online binnen of op het terras, het personeel deelt tafels in op een tablet. Het aantal no-shows is gehalveerd.',
    services: ['Maatwerk', 'Koppeling kassasysteem'],
  },
] as const;

export const steps = [
  {
    title: 'Kennismaking',
    text: 'We luisteren naar je vraag en kijken of we de juiste partij zijn. Vrijblijvend.',
  },
  {
    title: 'Plan en prijs',
    text: 'Je krijgt een voorstel met scope, planning en een heldere prijs per sprint.',
  },
  {
    title: 'Bouwen in sprints',
    text: 'Elke twee weken een werkende versie op je eigen testomgeving om op te reageren.',
  },
  {
    title: 'Beheer en support',
    text: 'Na livegang houden we je software, app en servers veilig, snel en actueel.',
  },
] as const;
