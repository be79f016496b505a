export interface SiteSeed {
  slug: string;
  title: string;
  description: string;
  content: string;
  domain: string;
  /** absolute https URL */
  url: string;
}

export const sites: SiteSeed[] = [
  {
    slug: 'maatwerk',
    title: 'Maatwerk software',
    description:
      'Webapplicaties, portalen en koppelingen op maat, gebouwd rond de processen van jouw organisatie.',
    content: [
      'Standaardsoftware dwingt je vaak om je werkwijze aan te passen. Met maatwerk software van Kodewerk gaat het andersom: we bouwen precies wat je organisatie nodig heeft. Denk aan klantportalen, planningssystemen, interne beheeromgevingen en koppelingen tussen systemen zoals Exact Online, AFAS en je webshop.',
      'We werken in korte sprints, zodat je elke twee weken resultaat ziet en kunt bijsturen. Je wensen beschrijf je als user stories in het klantenportaal, en je test alles eerst op een eigen acceptatieomgeving. Na de oplevering zorgen we met een onderhoudscontract dat je software veilig en actueel blijft.',
    ].join('\n\n'),
    domain: 'maatwerk.kodewerk.nl',
    url: 'https://maatwerk.kodewerk.nl',
  },
  {
    slug: 'apps',
    title: 'Android en iOS apps',
    description:
      'Native en cross-platform apps voor iPhone, iPad en Android, van ontwerp tot publicatie in de App Store en Google Play.',
    content: [
      'Kodewerk ontwikkelt apps voor iOS en Android die snel, gebruiksvriendelijk en betrouwbaar zijn. Of het nu gaat om een app voor je klanten, een werkapp voor monteurs en chauffeurs of een app die samenwerkt met je bestaande systemen.',
      "We begeleiden het hele traject: van workshop en ontwerp tot ontwikkeling, testen via TestFlight en de testprogramma's van Google Play, en publicatie onder je eigen ontwikkelaarsaccount. Daarna houden we je app up-to-date met nieuwe versies van iOS en Android, rollen we updates gefaseerd uit en kijken we mee naar crashrapportages en gebruikersreacties.",
    ].join('\n\n'),
    domain: 'apps.kodewerk.nl',
    url: 'https://apps.kodewerk.nl',
  },
  {
    slug: 'hosting',
    title: 'Dedicated hosting',
    description:
      'Dedicated servers en beheerde hosting in Nederlandse datacenters, met monitoring, back-ups en 24/7-ondersteuning.',
    content: [
      'Je software verdient een snelle en veilige plek. Kodewerk levert dedicated servers en beheerde webhosting in datacenters in Nederland. Je deelt de rekenkracht niet met anderen, dus je applicatie blijft ook op drukke momenten snel.',
      'Wij regelen het beheer: beveiligingsupdates, firewall, monitoring, dagelijkse back-ups op een aparte locatie en gratis SSL-certificaten. Je domeinnamen, DNS en e-mail beheer je zelf in het klantenportaal. Met een 24/7-contract staat er dag en nacht een systeembeheerder voor je klaar.',
    ].join('\n\n'),
    domain: 'hosting.kodewerk.nl',
    url: 'https://hosting.kodewerk.nl',
  },
  {
    slug: 'bakkerij-korrel',
    title: 'Bakkerij Korrel: webshop en bestelplatform',
    description:
      'Referentieproject: een webshop met afhaalplanning voor een bakkerijketen met veertien filialen in Midden-Nederland.',
    content: [
      'Bakkerij Korrel heeft veertien filialen in Midden-Nederland en wilde klanten online laten bestellen en in de winkel laten afhalen. Kodewerk bouwde een webshop waarin klanten een filiaal en een afhaalmoment kiezen, en vooraf betalen met iDEAL.',
      'Achter de schermen rekent het systeem elke avond uit hoeveel broden, taarten en croissants elk filiaal moet bakken. Die productielijst gaat automatisch naar de centrale bakkerij. Sinds de livegang is de verspilling flink gedaald en bestellen klanten hun verjaardagstaarten vrijwel alleen nog online. De webshop draait op een dedicated server van Kodewerk, met extra capaciteit rond de feestdagen.',
    ].join('\n\n'),
    domain: 'www.bakkerijkorrel.nl',
    url: 'https://www.bakkerijkorrel.nl',
  },
  {
    slug: 'van-houten-transport',
    title: 'Van Houten Transport: planningsapp voor chauffeurs',
    description:
      'Referentieproject: een planningssysteem en chauffeursapp voor iOS en Android voor een transportbedrijf met zestig vrachtwagens.',
    content: [
      'Van Houten Transport plande ritten voor zestig vrachtwagens met een whiteboard, spreadsheets en veel telefoontjes. Kodewerk ontwikkelde een planningssysteem waarin planners ritten met slepen en neerzetten toewijzen, en een app voor iOS en Android waarmee chauffeurs hun ritten, laadadressen en documenten altijd bij de hand hebben.',
      "Chauffeurs melden in de app het laden en lossen, maken foto's van de vracht en laten de ontvanger digitaal tekenen. Wijzigingen in de planning komen direct binnen via een pushmelding. Via een API-koppeling gaan afgeronde ritten automatisch naar de facturatie, wat de administratie uren per week scheelt.",
    ].join('\n\n'),
    domain: 'planning.vanhoutentransport.nl',
    url: 'https://planning.vanhoutentransport.nl',
  },
  {
    slug: 'cafe-de-zwaan',
    title: 'Café De Zwaan: reserveringssysteem',
    description:
      'Referentieproject: een reserveringssysteem met tafelindeling en koppeling met het kassasysteem voor een druk café-restaurant.',
    content: [
      'Café De Zwaan is een druk café-restaurant aan de gracht, met een terras dat bij mooi weer binnen een uur vol zit. Kodewerk bouwde een reserveringssysteem waarmee gasten online een tafel boeken, binnen of op het terras, en automatisch een bevestiging en herinnering ontvangen.',
      'Het personeel ziet de tafelindeling op een tablet en past die met één tik aan als er gasten zonder reservering binnenlopen. Door de koppeling met het kassasysteem ziet de bedrijfsleider per avond hoeveel gasten er waren en wat er gemiddeld is besteed. Het aantal no-shows is sinds de herinneringsmails gehalveerd.',
    ].join('\n\n'),
    domain: 'www.cafedezwaan.nl',
    url: 'https://www.cafedezwaan.nl',
  },
];
