export interface PortalPage {
  slug: string;
  url: string;
  title: string;
  description: string;
  content: string;
}

export const portalPages: PortalPage[] = [
  {
    slug: 'dashboard',
    url: '/klantenportaal/dashboard',
    title: 'Dashboard',
    description: 'Overzicht van je open opdrachten, komende reserveringen, diensten en openstaande facturen.',
    content:
      'Op het dashboard zie je in één oogopslag wat er speelt: je open opdrachten en welke op jouw reactie wachten, openstaande facturen en wat nog gefactureerd wordt, je domeinnamen, servers en hostingpakketten, en je komende reserveringen. Elke kaart leidt naar de pagina met alle details.',
  },
  {
    slug: 'opdrachten',
    url: '/klantenportaal/opdrachten',
    title: 'Opdrachten',
    description: 'Bekijk, filter en sorteer al je opdrachten en user stories, en volg hun status.',
    content:
      'Hier vind je al je opdrachten, van nieuwe functionaliteit tot bugmeldingen. Toon de open of alle opdrachten en sorteer op titel, status, prioriteit of datum. Je ziet per opdracht de status, van Nieuw en In behandeling tot Wacht op klant, Afgerond en Gesloten. Open een opdracht om te reageren, de prioriteit of je factuurreferentie te wijzigen, de bestede tijd te zien en hem te sluiten of te heropenen.',
  },
  {
    slug: 'nieuwe-opdracht',
    url: '/klantenportaal/opdrachten/nieuw',
    title: 'Nieuwe opdracht',
    description: 'Maak een nieuwe opdracht aan als user story, met een omschrijving en een prioriteit.',
    content:
      'Beschrijf je wens als user story: Als [rol] wil ik [iets kunnen doen], zodat [doel]. Geef de opdracht een titel, zet in de omschrijving wat je verwacht en wanneer het klaar is, met opmaak zoals kopjes en lijsten, en kies een prioriteit van 1 (het meest dringend) tot 5. Valt het werk buiten je contract, dan ontvang je eerst een inschatting.',
  },
  {
    slug: 'webhosting',
    url: '/klantenportaal/webhosting',
    title: 'Webhosting, domeinen en servers',
    description:
      'Bekijk je domeinnamen, servers en hostingpakketten, wijzig nameservers en bestel nieuwe domeinnamen.',
    content:
      'Hier staan je domeinnamen, dedicated servers en hostingpakketten. Per domeinnaam wijzig je de nameservers, zet je de domeinvergrendeling en het automatisch verlengen aan of uit, zie je een schermafbeelding van de website en log je met één klik in op het hostingcontrolepaneel. Zoek een nieuwe domeinnaam, zie de prijs en bestel hem via de winkelmand; je bestellingen zie je hier met hun status.',
  },
  {
    slug: 'tijd-reserveren',
    url: '/klantenportaal/tijd-reserveren',
    title: 'Tijd reserveren',
    description: 'Reserveer een uur bij een ontwikkelaar, en zeg je reserveringen af of verplaats ze.',
    content:
      'Reserveer vooraf een uur bij onze ontwikkelaars voor overleg of een sessie samen. Kies een werkdag en een vrij tijdstip tussen 9:00 en 17:00 en geef het onderwerp op; je krijgt een link voor het videogesprek. Tot 24 uur van tevoren zeg je een reservering af of verplaats je hem, en het tijdstip komt meteen vrij voor anderen.',
  },
  {
    slug: 'noodoproep',
    url: '/klantenportaal/noodoproep',
    title: 'Noodoproep',
    description: 'Meld een ernstige storing buiten kantooruren aan het storingsteam van Kodewerk.',
    content:
      'Ligt je productieomgeving eruit, kunnen klanten niet bestellen of is er een beveiligingsincident buiten kantooruren? Doe dan een noodoproep. Je ziet vooraf wat een oproep kost, of dat hij binnen je contract valt, en bevestigt dat. Beschrijf wat er misgaat; de dienstdoende collega krijgt je oproep direct per e-mail en neemt contact met je op.',
  },
  {
    slug: 'mijn-account',
    url: '/klantenportaal/mijn-account',
    title: 'Mijn account',
    description:
      'Je naam en telefoonnummer, je e-mailadres, je wachtwoord, tweestapsverificatie, waar je bent ingelogd en de gegevens van je bedrijf.',
    content:
      'Wijzig je naam, je telefoonnummer en je wachtwoord, en stel tweestapsverificatie in met een authenticator-app, met herstelcodes voor als je je telefoon kwijtraakt. Onder Beveiliging zie je waar je bent ingelogd en meld je een apparaat af (of overal afmelden), met de laatste inlogpogingen en wijzigingen. Een nieuw e-mailadres bevestig je via een link die we daarheen sturen. Kloppen de gegevens van je bedrijf niet meer? Vraag hier een wijziging aan; die komt als opdracht bij ons binnen.',
  },
  {
    slug: 'facturen',
    url: '/klantenportaal/facturen',
    title: 'Facturen',
    description: 'Bekijk je facturen en hun regels, en download ze als pdf.',
    content:
      'Hier staan al je facturen van Kodewerk, met factuurnummer, datum, vervaldatum, bedrag en status. Open de regels van een factuur of download hem als pdf. Je ziet ook wat nog gefactureerd wordt, je conceptfacturen en je abonnementen.',
  },
];
