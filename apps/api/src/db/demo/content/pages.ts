export interface PageSeed {
  slug: string;
  /** internal path */
  url: string;
  title: string;
  description: string;
  content: string;
}

export const pages: PageSeed[] = [
  {
    slug: 'home',
    url: '/',
    title: 'Kodewerk: maatwerk software, apps en dedicated hosting',
    description:
      'Kodewerk uit Utrecht is je partner voor maatwerk software, apps voor iOS en Android en dedicated hosting, met snelle support en eerlijke prijzen.',
    content: [
      'Kodewerk is je partner voor maatwerk software, apps en dedicated hosting. Vanuit ons kantoor in Utrecht bouwen en beheren we software die precies past bij hoe jouw organisatie werkt, in plaats van andersom. Van een klantportaal of planningssysteem tot een koppeling tussen je webshop en je boekhouding.',
      'We ontwikkelen apps voor iOS en Android, van het eerste idee en ontwerp tot de publicatie in de App Store en Google Play. En we hosten je software op dedicated servers in Nederlandse datacenters, met monitoring, dagelijkse back-ups en beveiligingsupdates.',
      'Waarom klanten voor Kodewerk kiezen: een team met jarenlange expertise in web-, app- en serverontwikkeling, snelle support van mensen die je software echt kennen, en goede, transparante prijzen zonder verrassingen achteraf. Je werkt met een vast team, denkt mee over je prioriteiten en ziet in het klantenportaal altijd de status van je opdrachten.',
      'Benieuwd wat we voor je kunnen doen? Plan een vrijblijvend videogesprek, bel 030 123 45 67 of mail naar info@kodewerk.nl.',
    ].join('\n\n'),
  },
  {
    slug: 'contact',
    url: '/contact',
    title: 'Contact',
    description:
      'Neem contact op met Kodewerk in Utrecht: bel 030 123 45 67, mail info@kodewerk.nl of stuur een bericht via het contactformulier.',
    content: [
      'Heb je een vraag over maatwerk software, een app of hosting, of wil je weten wat Kodewerk voor je organisatie kan betekenen? We horen graag van je.',
      'Bel ons op 030 123 45 67. We zijn bereikbaar op werkdagen van 8.30 tot 17.30 uur. Mailen kan naar info@kodewerk.nl; we reageren binnen één werkdag, meestal al dezelfde dag. Je kunt ook het contactformulier op deze pagina invullen. Vertel kort waar je mee bezig bent, dan koppelen we je aan de juiste collega.',
      'Ons kantoor zit in Utrecht, op tien minuten lopen van Utrecht Centraal. Langskomen voor een kop koffie en een kennismaking is altijd welkom, maar maak wel even een afspraak.',
      'Ben je al klant? Maak dan een opdracht aan in het klantenportaal, zodat je vraag direct bij je vaste team terechtkomt. Bij een storing buiten kantooruren doe je een noodoproep via het klantenportaal of bel je 030 123 45 67 en kies je voor storingen. Dat nummer is dag en nacht bereikbaar.',
    ].join('\n\n'),
  },
  {
    slug: 'meet',
    url: '/meet',
    title: 'Plan een afspraak of videogesprek',
    description:
      'Plan direct een vrijblijvend videogesprek of een afspraak op ons kantoor in Utrecht met een van de specialisten van Kodewerk.',
    content: [
      'Wil je sparren over een idee voor een app, een verouderd systeem vervangen of je hosting professioneler regelen? Plan een vrijblijvend gesprek met een van onze specialisten. Een kennismaking kost je niets.',
      'Kies in de agenda een moment dat jou uitkomt. Een videogesprek duurt standaard 30 minuten en voeren we via Microsoft Teams of Google Meet; de link ontvang je in de bevestiging per e-mail. Heb je liever een persoonlijk gesprek? Kies dan voor een afspraak op ons kantoor in Utrecht, dan nemen we een uur de tijd.',
      'Vertel bij het plannen in een paar zinnen waar je vraag over gaat. Dan zorgen we dat er een ontwikkelaar, app-specialist of systeembeheerder aanschuift die er verstand van heeft. Heb je al documenten, schetsen of een bestaande applicatie? Neem ze gerust mee of stuur ze vooraf naar info@kodewerk.nl.',
      'Past geen van de tijden? Bel ons op 030 123 45 67, dan zoeken we samen een moment. Na het gesprek ontvang je een korte samenvatting en, als je dat wilt, een voorstel met een eerlijke inschatting van tijd en kosten.',
    ].join('\n\n'),
  },
  {
    slug: 'algemene-voorwaarden',
    url: '/algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    description:
      'De algemene voorwaarden van Kodewerk B.V. voor maatwerk software, app-ontwikkeling, hosting, domeinnamen en onderhoud.',
    content: [
      'Deze algemene voorwaarden gelden voor alle offertes, opdrachten en overeenkomsten van Kodewerk B.V., gevestigd in Utrecht. Ze zijn van toepassing op maatwerk software, app-ontwikkeling, dedicated hosting, webhosting, domeinnamen en onderhoudscontracten. Afwijkingen gelden alleen als we ze schriftelijk met je hebben afgesproken.',
      'Een offerte is 30 dagen geldig. Werk op basis van nacalculatie factureren we maandelijks op basis van de bestede uren. Abonnementen voor hosting en onderhoud factureren we vooraf. De betaaltermijn is 14 dagen na factuurdatum.',
      'Na volledige betaling krijg je het recht om de voor jou ontwikkelde software onbeperkt te gebruiken en aan te passen. Afspraken over de overdracht van de broncode en het intellectueel eigendom leggen we vast in de overeenkomst. Open-sourcesoftware valt onder de eigen licentie van de maker.',
      'Hostingdiensten en onderhoudscontracten lopen voor de afgesproken periode en worden daarna stilzwijgend verlengd. Hosting kun je opzeggen met een opzegtermijn van één maand, onderhoudscontracten met drie maanden. Domeinnamen verlengen we jaarlijks, tenzij je uiterlijk een maand voor de verlengdatum opzegt.',
      'Onze aansprakelijkheid is beperkt tot directe schade en tot maximaal het bedrag dat je in de twaalf maanden voor de schade aan ons hebt betaald. Op alle overeenkomsten is Nederlands recht van toepassing. Geschillen leggen we voor aan de rechtbank Midden-Nederland. De volledige voorwaarden kun je als pdf downloaden of opvragen via info@kodewerk.nl.',
    ].join('\n\n'),
  },
  {
    slug: 'privacyverklaring',
    url: '/privacyverklaring',
    title: 'Privacyverklaring',
    description:
      'Lees welke persoonsgegevens Kodewerk verwerkt, waarom we dat doen, hoelang we ze bewaren en welke rechten je hebt onder de AVG.',
    content: [
      'Kodewerk B.V. gaat zorgvuldig om met je persoonsgegevens en houdt zich aan de Algemene verordening gegevensbescherming (AVG). In deze privacyverklaring lees je welke gegevens we verwerken en waarom.',
      'We verwerken gegevens die je zelf aan ons geeft, zoals je naam, bedrijfsnaam, e-mailadres, telefoonnummer en factuurgegevens. Dat doen we om onze diensten te leveren, je te ondersteunen, facturen te versturen en aan wettelijke verplichtingen te voldoen. Financiële gegevens bewaren we zeven jaar, vanwege de fiscale bewaarplicht. Andere gegevens bewaren we niet langer dan nodig.',
      'Bij het hosten van websites, apps en software verwerken we gegevens in opdracht van onze klanten. Daarvoor sluiten we een verwerkersovereenkomst. Onze servers en back-ups staan in datacenters in Nederland. We verkopen nooit gegevens aan derden en delen ze alleen met partijen die we nodig hebben voor onze dienstverlening, zoals onze boekhouder en betaalprovider.',
      'Onze website gebruikt alleen functionele cookies en privacyvriendelijke, geanonimiseerde statistieken. We gebruiken geen trackingcookies van advertentienetwerken.',
      'Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen, en om bezwaar te maken tegen een verwerking. Stuur je verzoek naar info@kodewerk.nl; we reageren binnen vier weken. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
    ].join('\n\n'),
  },
  {
    slug: 'klantenportaal',
    url: '/klantenportaal',
    title: 'Inloggen in het klantenportaal',
    description:
      'Log in op het klantenportaal van Kodewerk om opdrachten te beheren, tijd te reserveren, je hosting en domeinen te beheren en facturen te downloaden.',
    content: [
      'Via het klantenportaal van Kodewerk regel je alles rondom je software, apps en hosting op één plek. Log in met je e-mailadres en wachtwoord, en, als je die hebt ingesteld, de code uit je authenticator-app.',
      'In het klantenportaal maak je opdrachten en user stories aan, geef je prioriteiten aan en keur je opleveringen goed. Je reserveert tijd bij onze ontwikkelaars, beheert je webhosting, domeinnamen, DNS en servers, en downloadt je facturen. Ook een noodoproep buiten kantooruren doe je hier.',
      'Wachtwoord vergeten? Klik op Wachtwoord vergeten en vul je e-mailadres in. Je ontvangt dan een link om een nieuw wachtwoord in te stellen. Heb je nog geen account, maar werkt je organisatie al met ons? Vraag dan een collega met beheerrechten om je uit te nodigen.',
      'Lukt inloggen niet? Bel ons op 030 123 45 67 of mail naar info@kodewerk.nl. In de kennisbank vind je antwoorden op veelgestelde vragen over het klantenportaal.',
    ].join('\n\n'),
  },
  {
    slug: 'kennisbank',
    url: '/kennisbank',
    title: 'Kennisbank',
    description:
      'Handleidingen en antwoorden over hosting, domeinnamen, e-mail, het klantenportaal, maatwerk software en apps.',
    content: [
      'In de kennisbank van Kodewerk vind je praktische handleidingen. Hoe stel je e-mail in op je telefoon? Hoe wijzig je de nameservers van een domeinnaam? Hoe maak je een goede opdracht aan of installeer je een testversie van je app via TestFlight?',
      'Alle artikelen zijn geschreven door onze eigen supportmedewerkers en ontwikkelaars, en we houden ze actueel. Vind je het antwoord niet? Maak dan een opdracht aan in het klantenportaal of bel ons op 030 123 45 67.',
    ].join('\n\n'),
  },
  {
    slug: 'veelgestelde-vragen',
    url: '/veelgestelde-vragen',
    title: 'Veelgestelde vragen',
    description:
      'Korte antwoorden op de vragen die klanten het vaakst stellen over het klantenportaal, opdrachten, hosting, domeinnamen en facturen.',
    content:
      'De vragen die we het vaakst krijgen, per thema: inloggen op het klantenportaal, werk aanvragen, storingen buiten kantooruren, nameservers en DNS, en facturen.',
  },
];
