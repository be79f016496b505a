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
    description: 'Overzicht van je lopende opdrachten, gereserveerde tijd, diensten en openstaande facturen.',
    content:
      'Op het dashboard zie je in één oogopslag wat er speelt: opdrachten die op jouw reactie of acceptatie wachten, je eerstvolgende gereserveerde tijd, het verbruik van je urenbundel, de status van je servers en domeinen en openstaande facturen. Via de snelkoppelingen maak je direct een nieuwe opdracht aan of doe je een noodoproep.',
  },
  {
    slug: 'opdrachten',
    url: '/klantenportaal/opdrachten',
    title: 'Opdrachten',
    description:
      'Bekijk, filter en sorteer al je opdrachten en user stories, en wijzig de volgorde van je prioriteiten.',
    content:
      'Hier vind je al je opdrachten, van nieuwe functionaliteit tot bugmeldingen. Filter op project, status of prioriteit en zoek op titel. Je ziet per opdracht de status, van Nieuw en In behandeling tot Wacht op klant, Afgerond en Gesloten. Versleep openstaande opdrachten om de volgorde te bepalen waarin we ze oppakken, en keur opgeleverd werk goed of af.',
  },
  {
    slug: 'nieuwe-opdracht',
    url: '/klantenportaal/opdrachten/nieuw',
    title: 'Nieuwe opdracht',
    description:
      'Maak een nieuwe opdracht aan als user story, met acceptatiecriteria, prioriteit en bijlagen.',
    content:
      'Beschrijf je wens als user story: Als [rol] wil ik [iets kunnen doen], zodat [doel]. Kies het project, het type (nieuwe functionaliteit, aanpassing of bug) en een prioriteit: Laag, Normaal, Hoog of Urgent. Voeg acceptatiecriteria en bijlagen toe, zoals schermafdrukken. Valt het werk buiten je contract, dan ontvang je eerst een inschatting.',
  },
  {
    slug: 'webhosting',
    url: '/klantenportaal/webhosting',
    title: 'Webhosting, domeinen en servers',
    description:
      'Beheer je hostingpakketten, dedicated servers, domeinnamen, DNS-records, e-mail, SSL-certificaten en back-ups.',
    content:
      'Beheer hier je hostingpakketten en dedicated servers. Wijzig DNS-records en nameservers, registreer of verhuis een domeinnaam, maak mailboxen aan en stel SPF en DKIM in. Je activeert SSL-certificaten, kiest de PHP-versie, beheert SFTP-accounts, databases en cronjobs, voegt SSH-sleutels toe en zet zelf een back-up terug.',
  },
  {
    slug: 'tijd-reserveren',
    url: '/klantenportaal/tijd-reserveren',
    title: 'Tijd reserveren',
    description:
      'Reserveer dagdelen bij een ontwikkelaar of systeembeheerder en bekijk of verplaats je reserveringen.',
    content:
      'Reserveer vooraf tijd bij onze ontwikkelaars, zodat je zeker weet dat er capaciteit is voor je project. Kies het project en het type werk en selecteer beschikbare dagdelen van vier uur in de agenda. Reserveer minimaal vijf werkdagen vooruit. Kosteloos annuleren of verplaatsen kan tot twee werkdagen voor de gereserveerde datum.',
  },
  {
    slug: 'noodoproep',
    url: '/klantenportaal/noodoproep',
    title: 'Noodoproep',
    description:
      'Meld een ernstige storing buiten kantooruren; ons storingsteam neemt binnen 30 minuten contact op.',
    content:
      'Ligt je productieomgeving eruit, kunnen klanten niet bestellen of is er een beveiligingsincident buiten kantooruren? Doe dan een noodoproep. Kies de omgeving, beschrijf het probleem en vul een telefoonnummer in. De dienstdoende collega neemt binnen 30 minuten contact met je op. Zonder 24/7-contract geldt het avond- en weekendtarief.',
  },
  {
    slug: 'mijn-account',
    url: '/klantenportaal/mijn-account',
    title: 'Mijn account',
    description:
      "Beheer je profiel, wachtwoord, tweestapsverificatie, collega's, meldingen, contracten en factuurgegevens.",
    content:
      "Pas je naam, e-mailadres en wachtwoord aan en stel tweestapsverificatie in met een authenticator-app. Beheerders nodigen hier collega's uit en kennen rollen toe. Verder kies je welke e-mailmeldingen je ontvangt, bekijk je je contracten en urenbundel, en wijzig je je factuurgegevens en betaalwijze, zoals automatische incasso.",
  },
  {
    slug: 'facturen',
    url: '/klantenportaal/facturen',
    title: 'Facturen',
    description:
      'Bekijk en download je facturen als pdf of UBL en betaal openstaande facturen direct met iDEAL.',
    content:
      'Hier staan al je facturen van Kodewerk, met factuurnummer, datum, bedrag en status. Download een factuur als pdf of als UBL-bestand voor je boekhoudpakket, of download alle facturen van een jaar in één keer. Betaal openstaande facturen direct met iDEAL. Bij nacalculatie zie je per factuur de bestede uren per opdracht.',
  },
];
