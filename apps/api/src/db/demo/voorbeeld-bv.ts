import type { DbOrTx } from '../client.ts';
import { HOURLY_RATE_CENTS } from '../factories/index.ts';
import { type DemoCompany, type DemoOwner, seedCompany } from './company.ts';

/** A wholesaler in installation materials with an order portal, a webshop and an app for its service technicians. */
const voorbeeldBv: DemoCompany = {
  contactName: 'Jan de Vries',
  userStories: [
    {
      title: 'Koppeling met Exact Online voor verkooporders',
      descriptionHtml:
        '<p>Orders uit het bestelportaal moeten automatisch als verkooporder in <strong>Exact Online</strong> ' +
        'komen, zodat de administratie ze niet meer overtypt.</p>' +
        '<ul><li>Debiteur opzoeken op KvK-nummer, anders aanmaken</li>' +
        '<li>Artikelcodes gelijk houden aan onze voorraadlijst</li>' +
        '<li>Bij een fout een melding naar administratie@voorbeeld.nl</li></ul>',
      status: 'in_behandeling',
      priority: 2,
      invoiceReference: 'PO-24148',
      assignee: 'ontwikkelaar@kodewerk.nl',
      timeSpentMinutes: 540,
      estimateMinutes: 960,
      workingDaysAgo: 12,
      replies: [
        '<p>Dank je Jan. We gebruiken de officiële REST API van Exact. Kun je ons een gebruiker met ' +
          'API-rechten geven in de <em>testadministratie</em>?</p>',
        '<p>Gebruiker is aangemaakt: koppeling@voorbeeld.nl. De testadministratie heet ' +
          '<strong>Voorbeeld B.V. - TEST</strong>.</p>',
        '<p>Gelukt, de eerste testorders staan in Exact. Debiteuren worden op KvK-nummer gevonden. ' +
          'Volgende stap: de btw-codes per artikelgroep.</p>',
        '<p>Mooi! Let op dat de artikelgroep <em>Verhuur</em> een afwijkende btw-code heeft.</p>',
      ],
    },
    {
      title: 'Bestelportaal: staffelprijzen per klantgroep',
      descriptionHtml:
        '<p>Installateurs krijgen korting bij grotere aantallen. We willen per klantgroep staffels kunnen ' +
        'instellen, bijvoorbeeld:</p><ul><li>10 stuks: 5% korting</li><li>50 stuks: 8% korting</li>' +
        '<li>100 stuks of meer: 12% korting</li></ul><p>De staffel moet zichtbaar zijn op de productpagina.</p>',
      status: 'wacht_op_klant',
      priority: 2,
      assignee: 'beheer@kodewerk.nl',
      timeSpentMinutes: 180,
      estimateMinutes: 480,
      workingDaysAgo: 21,
      replies: [
        '<p>Helder. Gelden de staffels per artikel of per artikelgroep? En tellen verschillende maten van ' +
          'hetzelfde artikel samen?</p>',
        '<p>Per artikelgroep, en ja, maten tellen samen. Ik stuur de complete lijst nog.</p>',
        '<p>Het ontwerp van de productpagina staat klaar op de testomgeving. We wachten op de lijst met ' +
          'staffels om de invoer af te ronden.</p>',
      ],
    },
    {
      title: "Servicemonteur-app: foto's bij werkbon",
      descriptionHtml:
        "<p>Monteurs willen foto's kunnen maken van de situatie voor en na de reparatie. De foto's moeten bij " +
        "de werkbon in de PDF komen die de klant ontvangt.</p><p><em>Maximaal 6 foto's per werkbon.</em></p>",
      status: 'in_behandeling',
      priority: 3,
      assignee: 'ontwikkelaar@kodewerk.nl',
      timeSpentMinutes: 420,
      estimateMinutes: 720,
      workingDaysAgo: 40,
      replies: [
        "<p>We verkleinen de foto's op het toestel tot 1600 pixels, zodat het uploaden ook via 4G snel gaat.</p>",
        '<p>Goed plan. Kunnen monteurs ook een foto uit de galerij kiezen?</p>',
        '<p>Ja, dat zit erin. Een testversie staat vanaf morgen in TestFlight en de interne test van Google Play.</p>',
      ],
    },
    {
      title: 'Exportknop voor openstaande orders (CSV en Excel)',
      descriptionHtml:
        '<p>De binnendienst wil de lijst met <strong>openstaande orders</strong> kunnen exporteren naar Excel, ' +
        'met de kolommen ordernummer, klant, leverdatum en bedrag.</p>',
      status: 'afgerond',
      priority: 4,
      invoiceReference: 'PO-24131',
      timeSpentMinutes: 210,
      estimateMinutes: 240,
      workingDaysAgo: 55,
      replies: [
        '<p>De export staat live. Excel opent het bestand met de juiste tekens (ook ë en é).</p>',
        '<p>Werkt prima, bedankt!</p>',
      ],
    },
    {
      title: 'Inlogproblemen na wachtwoordreset',
      descriptionHtml:
        '<p>Drie klanten melden dat ze na het aanvragen van een nieuw wachtwoord niet kunnen inloggen. ' +
        'De link in de e-mail geeft <strong>"Token verlopen"</strong>.</p>',
      status: 'gesloten',
      priority: 1,
      timeSpentMinutes: 75,
      workingDaysAgo: 35,
      replies: [
        '<p>Gevonden: sommige mailscanners openen de link al voordat de klant erop klikt. De link is nu pas ' +
          'verbruikt na het invullen van het nieuwe wachtwoord.</p>',
        '<p>Klanten bevestigen dat het weer werkt. Dank voor de snelle actie.</p>',
        '<p>Graag gedaan, we sluiten deze opdracht.</p>',
      ],
    },
    {
      title: 'Nieuwe huisstijl doorvoeren in e-mailtemplates',
      descriptionHtml:
        '<p>Volgende maand gaan we over op een nieuw logo en nieuwe kleuren. Alle e-mails uit het bestelportaal ' +
        '(orderbevestiging, verzendbericht, factuur) moeten mee.</p>' +
        '<ul><li>Logo en kleurcodes staan in de bijlage van de huisstijlgids</li>' +
        '<li>Graag ook de handtekening van de binnendienst aanpassen</li></ul>',
      status: 'nieuw',
      priority: 3,
      timeSpentMinutes: 0,
      estimateMinutes: 360,
      workingDaysAgo: 2,
      replies: [
        '<p>Ontvangen. We plannen dit na de koppeling met Exact en sturen eerst een voorbeeldmail.</p>',
      ],
    },
    {
      title: 'Voorraadsynchronisatie loopt vast bij grote leveringen',
      descriptionHtml:
        '<p>Als de leverancier een levering van meer dan 2.000 regels stuurt, stopt de synchronisatie en ' +
        'klopt de voorraad in de webshop niet meer.</p><p><strong>Dit kost ons nu verkopen.</strong></p>',
      status: 'in_behandeling',
      priority: 1,
      timeSpentMinutes: 300,
      estimateMinutes: 480,
      workingDaysAgo: 7,
      replies: [
        '<p>We zien het in de logs: de import loopt tegen de tijdslimiet aan. We verwerken leveringen nu in ' +
          'delen van 250 regels.</p>',
        '<p>Vanochtend kwam er weer een grote levering binnen. Ging het goed?</p>',
        '<p>Ja, 2.431 regels in 3 minuten verwerkt. We houden het nog een week in de gaten voordat we de ' +
          'opdracht afronden.</p>',
      ],
    },
    {
      title: 'Cookiebanner aanpassen aan de richtlijnen van de AP',
      descriptionHtml:
        '<p>De Autoriteit Persoonsgegevens controleert op misleidende cookiebanners. Graag een knop ' +
        '<em>Weigeren</em> naast <em>Accepteren</em>, even duidelijk.</p>',
      status: 'afgerond',
      priority: 3,
      timeSpentMinutes: 120,
      estimateMinutes: 120,
      workingDaysAgo: 73,
      replies: [
        '<p>Aangepast op de webshop en het bestelportaal. Zonder toestemming laden we geen marketingscripts.</p>',
        '<p>Ziet er goed uit, dank.</p>',
      ],
    },
    {
      title: 'Dashboard met omzet per vertegenwoordiger',
      descriptionHtml:
        '<p>Het management wil per maand zien hoeveel omzet elke vertegenwoordiger haalt, vergeleken met ' +
        'dezelfde maand vorig jaar.</p><ul><li>Grafiek per maand</li><li>Top 10 klanten per vertegenwoordiger</li>' +
        '<li>Alleen zichtbaar voor de rol Management</li></ul>',
      status: 'nieuw',
      priority: 4,
      timeSpentMinutes: 0,
      estimateMinutes: 720,
      workingDaysAgo: 6,
      replies: [
        '<p>Leuke opdracht. Zullen we in een korte sessie de cijfers doorlopen? Reserveer gerust een uur via ' +
          'het klantenportaal.</p>',
        '<p>Doe ik, ik neem onze verkoopleider mee.</p>',
      ],
    },
    {
      title: 'Servicemonteur-app: offline werkbonnen synchroniseren',
      descriptionHtml:
        '<p>In kelders en parkeergarages heeft een monteur vaak geen bereik. De app moet werkbonnen ' +
        '<strong>offline</strong> kunnen opslaan en later versturen.</p>',
      status: 'wacht_op_klant',
      priority: 2,
      timeSpentMinutes: 360,
      estimateMinutes: 900,
      workingDaysAgo: 30,
      replies: [
        '<p>We slaan werkbonnen lokaal op en versturen ze zodra er verbinding is. Wat moet er gebeuren als ' +
          'kantoor de werkbon intussen heeft aangepast?</p>',
        '<p>Goede vraag, dat moet ik met de planning bespreken.</p>',
        '<p>Prima. Ons voorstel: de versie van de monteur wint, kantoor krijgt een melding. Laat je weten of ' +
          'dat akkoord is?</p>',
      ],
    },
    {
      title: 'SSL-certificaat voor bestel.voorbeeld.nl vernieuwen',
      descriptionHtml:
        '<p>We kregen een melding dat het certificaat van het bestelportaal over 10 dagen verloopt.</p>',
      status: 'gesloten',
      priority: 2,
      timeSpentMinutes: 30,
      workingDaysAgo: 96,
      replies: [
        "<p>Het certificaat is vervangen door een Let's Encrypt-certificaat dat automatisch wordt verlengd. " +
          'Je hoeft hier niets meer voor te doen.</p>',
      ],
    },
    {
      title: 'Retourformulier in de webshop',
      descriptionHtml:
        '<p>Klanten moeten online een retour kunnen aanmelden: ordernummer, artikelen, reden en ' +
        'foto (optioneel). De binnendienst krijgt een e-mail en de klant een retourlabel.</p>',
      status: 'afgerond',
      priority: 3,
      invoiceReference: 'PO-23977',
      timeSpentMinutes: 960,
      estimateMinutes: 900,
      workingDaysAgo: 118,
      replies: [
        '<p>Het formulier staat op de testomgeving. Het retourlabel maken we via de API van de vervoerder.</p>',
        "<p>Getest met drie collega's, alleen de reden <em>Verkeerd besteld</em> ontbreekt nog.</p>",
        '<p>Toegevoegd en live gezet.</p>',
        '<p>Top, de eerste retouren komen al binnen.</p>',
        '<p>Mooi om te horen. We ronden de opdracht af; de uren staan op de volgende factuur.</p>',
      ],
    },
    {
      title: 'Upgrade naar PHP 8.4 en Laravel 12',
      descriptionHtml:
        '<p>Het bestelportaal draait nog op PHP 8.1, dat geen beveiligingsupdates meer krijgt. Graag ' +
        'upgraden binnen het onderhoudscontract.</p>',
      status: 'in_behandeling',
      priority: 3,
      invoiceReference: 'Onderhoudscontract',
      timeSpentMinutes: 240,
      estimateMinutes: 600,
      workingDaysAgo: 9,
      replies: [
        '<p>De upgrade staat op de testomgeving. Alle automatische tests slagen. Willen jullie de ' +
          'belangrijkste bestelroutes nog doorlopen?</p>',
        '<p>Doen we donderdag.</p>',
      ],
    },
    {
      title: 'Tweestapsverificatie voor medewerkers in het bestelportaal',
      descriptionHtml:
        '<p>Onze verzekeraar vraagt om <strong>tweestapsverificatie</strong> voor alle medewerkers die ' +
        'prijzen en klantgegevens kunnen aanpassen.</p><ul><li>Via een authenticator-app</li>' +
        '<li>Herstelcodes voor als een telefoon kwijt is</li></ul>',
      status: 'nieuw',
      priority: 2,
      timeSpentMinutes: 0,
      estimateMinutes: 480,
      workingDaysAgo: 1,
      replies: ['<p>Dank je, we maken een plan en een begroting en komen daar deze week op terug.</p>'],
    },
  ],
  invoices: [
    {
      description: 'Ontwikkeling bestelportaal, fase 2',
      issuedDaysAgo: 318,
      paidAfterDays: 9,
      lines: [
        { description: 'Ontwikkeling bestelportaal', quantity: 3_200, unitPriceCents: HOURLY_RATE_CENTS },
        { description: 'Testen en oplevering', quantity: 600, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
    {
      description: 'Servicemonteur-app, eerste release',
      issuedDaysAgo: 254,
      paidAfterDays: 12,
      lines: [
        {
          description: 'Ontwikkeling app iOS en Android',
          quantity: 4_800,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        { description: 'Publicatie in App Store en Google Play', quantity: 100, unitPriceCents: 14_900 },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 196,
      paidAfterDays: 6,
      lines: [
        { description: 'Voorraadkoppeling leverancier', quantity: 1_150, unitPriceCents: HOURLY_RATE_CENTS },
        { description: 'Ondersteuning binnendienst', quantity: 225, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
    {
      description: 'Retourformulier webshop (PO-23977)',
      issuedDaysAgo: 112,
      paidAfterDays: 13,
      lines: [
        {
          description: 'Retourformulier met retourlabel',
          quantity: 1_600,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 68,
      paidAfterDays: 10,
      lines: [
        { description: 'Cookiebanner aanpassen', quantity: 200, unitPriceCents: HOURLY_RATE_CENTS },
        {
          description: 'Exportknop openstaande orders (PO-24131)',
          quantity: 350,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 39,
      lines: [
        {
          description: "Servicemonteur-app: foto's bij werkbon",
          quantity: 700,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        {
          description: 'Inlogproblemen na wachtwoordreset',
          quantity: 125,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 6,
      lines: [
        { description: 'Koppeling Exact Online (deel 1)', quantity: 900, unitPriceCents: HOURLY_RATE_CENTS },
        {
          description: 'Voorraadsynchronisatie grote leveringen',
          quantity: 500,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        { description: 'Reiskosten overleg op locatie', quantity: 100, unitPriceCents: 4_500 },
      ],
    },
    {
      description: 'Koppeling Exact Online (PO-24148), deellevering',
      lines: [
        { description: 'Koppeling Exact Online (deel 2)', quantity: 650, unitPriceCents: HOURLY_RATE_CENTS },
        { description: 'Testen met de testadministratie', quantity: 150, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      lines: [
        { description: 'Upgrade PHP 8.4 en Laravel 12', quantity: 400, unitPriceCents: HOURLY_RATE_CENTS },
        { description: 'Staffelprijzen per klantgroep', quantity: 300, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
  ],
  subscriptions: [
    {
      description: 'Dedicated server srv-vb01 (Performance L)',
      interval: 'month',
      amountCents: 14_900,
      startedMonthsAgo: 31,
    },
    {
      description: 'Onderhoudscontract maatwerk software (8 uur per maand)',
      interval: 'month',
      amountCents: 69_900,
      startedMonthsAgo: 19,
      includesEmergencyCalls: true,
    },
    {
      description: 'Webhosting Zakelijk L en Webshop M',
      interval: 'quarter',
      amountCents: 13_470,
      startedMonthsAgo: 26,
    },
    {
      description: 'Domeinnamenbundel (7 domeinnamen)',
      interval: 'year',
      amountCents: 8_900,
      startedMonthsAgo: 40,
    },
    {
      description: 'Wildcard SSL-certificaat *.voorbeeld.nl',
      interval: 'year',
      amountCents: 12_900,
      startedMonthsAgo: 38,
      endedDaysAgo: 41,
    },
  ],
  hourBundle: {
    description: 'Strippenkaart 40 uur',
    hours: 40,
    priceCents: 332_000,
    boughtDaysAgo: 50,
    usages: [
      { minutes: 360, description: 'Staffelprijzen per klantgroep: analyse en opzet', daysAgo: 40 },
      { minutes: 300, description: 'Upgrade PHP 8.4 en Laravel 12', daysAgo: 26 },
      { minutes: 180, description: 'Voorraadsynchronisatie: herstel na storing leverancier', daysAgo: 12 },
    ],
  },
  proFormaLines: [
    {
      description: 'Koppeling Exact Online: btw-codes per artikelgroep',
      quantity: 275,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 2,
    },
    {
      description: 'Voorraadsynchronisatie: monitoring grote leveringen',
      quantity: 100,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 3,
    },
    {
      description: 'Telefonische ondersteuning binnendienst',
      quantity: 50,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 5,
    },
    { description: 'Extra opslag back-ups (100 GB)', quantity: 100, unitPriceCents: 1_500, workedDaysAgo: 8 },
  ],
  hostingPackages: [
    {
      name: 'voorbeeld.nl',
      plan: 'Zakelijk L',
      diskGb: 100,
      mailboxes: 25,
      monthlyCents: 2_495,
      status: 'actief',
      renewsInDays: 43,
    },
    {
      name: 'voorbeeld-shop.nl',
      plan: 'Webshop M',
      diskGb: 50,
      mailboxes: 5,
      monthlyCents: 1_995,
      status: 'actief',
      renewsInDays: 12,
    },
    {
      name: 'Intranet (oud)',
      plan: 'Basis S',
      diskGb: 10,
      mailboxes: 2,
      monthlyCents: 695,
      status: 'opgezegd',
      renewsInDays: 20,
    },
  ],
  domains: [
    { name: 'voorbeeld.nl', years: 9, expiresInDays: 143, locked: true, autoRenew: true, hostingPackage: 0 },
    { name: 'voorbeeld.com', years: 7, expiresInDays: 212, locked: true, autoRenew: true, hostingPackage: 0 },
    { name: 'voorbeeld.eu', years: 3, expiresInDays: 22, locked: false, autoRenew: false },
    {
      name: 'voorbeeld-shop.nl',
      years: 4,
      expiresInDays: 78,
      locked: true,
      autoRenew: true,
      hostingPackage: 1,
    },
    { name: 'voorbeeld.be', years: 2, expiresInDays: 301, locked: true, autoRenew: true },
    {
      name: 'voorbeeldbv.nl',
      years: 5,
      expiresInDays: 187,
      locked: false,
      autoRenew: false,
      nameservers: ['ns1.kodewerk.nl', 'ns2.kodewerk.nl'],
    },
    {
      name: 'voorbeeld.shop',
      years: 1,
      expiresInDays: 256,
      locked: true,
      autoRenew: true,
      hostingPackage: 1,
    },
  ],
  servers: [
    {
      hostname: 'srv-vb01.kodewerk.nl',
      ipAddress: '203.0.113.24',
      operatingSystem: 'Debian 12',
      cpuCores: 8,
      memoryGb: 32,
      diskGb: 960,
      location: 'Amsterdam (AM5)',
      status: 'actief',
      monthlyCents: 14_900,
    },
    {
      hostname: 'srv-vb02.kodewerk.nl',
      ipAddress: '203.0.113.25',
      operatingSystem: 'Ubuntu 24.04 LTS',
      cpuCores: 4,
      memoryGb: 16,
      diskGb: 480,
      location: 'Rotterdam (RT1)',
      status: 'onderhoud',
      monthlyCents: 8_900,
    },
    {
      hostname: 'test-vb.kodewerk.nl',
      ipAddress: '198.51.100.40',
      operatingSystem: 'Ubuntu 24.04 LTS',
      cpuCores: 2,
      memoryGb: 4,
      diskGb: 80,
      location: 'Amsterdam (AM5)',
      status: 'uit',
      monthlyCents: 2_900,
    },
  ],
  reservations: [
    { workingDays: 1, hour: 10, subject: 'Sprintreview bestelportaal' },
    { workingDays: 4, hour: 14, durationMinutes: 90, subject: 'Demo koppeling Exact Online' },
    { workingDays: 8, hour: 9, subject: 'Kwartaaloverleg onderhoudscontract' },
    { workingDays: -3, hour: 11, subject: 'Kick-off servicemonteur-app versie 2' },
  ],
  emergencyCalls: [
    {
      minutesAgo: 25,
      description:
        'Het bestelportaal geeft bij het afrekenen een foutmelding (500). Installateurs kunnen sinds ' +
        'vanochtend geen orders meer plaatsen.',
    },
  ],
};

export const seedVoorbeeldBv = (tx: DbOrTx, owner: DemoOwner): Promise<void> =>
  seedCompany(tx, owner, voorbeeldBv);
