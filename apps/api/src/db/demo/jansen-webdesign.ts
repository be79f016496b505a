import type { DbOrTx } from '../client.ts';
import { HOURLY_RATE_CENTS } from '../factories/index.ts';
import { type DemoCompany, type DemoOwner, seedCompany } from './company.ts';

/** A one-woman web design studio in Leeuwarden that resells hosting and orders custom work for her clients. */
const jansenWebdesign: DemoCompany = {
  contactName: 'Petra Jansen',
  userStories: [
    {
      title: 'WooCommerce-koppeling met PostNL voor Bakkerij De Korenbloem',
      descriptionHtml:
        '<p>Mijn klant Bakkerij De Korenbloem verstuurt taarten en koekpakketten. Bij elke betaalde ' +
        'bestelling moet automatisch een <strong>PostNL-verzendlabel</strong> klaarstaan.</p>' +
        '<ul><li>Alleen verzenden op maandag tot en met woensdag (vers product)</li>' +
        '<li>Track-en-trace in de bevestigingsmail</li></ul>',
      status: 'in_behandeling',
      priority: 2,
      invoiceReference: 'Korenbloem-2',
      assignee: 'ontwikkelaar@kodewerk.nl',
      timeSpentMinutes: 330,
      estimateMinutes: 600,
      workingDaysAgo: 10,
      replies: [
        '<p>We gebruiken de Shipping API van PostNL. Heeft de bakkerij al een zakelijk PostNL-account met ' +
          'API-sleutel?</p>',
        '<p>Ja, ik heb de sleutel in de gedeelde kluis gezet onder <em>Korenbloem PostNL</em>.</p>',
        '<p>Labels worden aangemaakt. Bestellingen op donderdag tot en met zondag schuiven door naar maandag. ' +
          'Klopt dat met wat de bakker wil?</p>',
        '<p>Ja, precies zo. Dank je!</p>',
      ],
    },
    {
      title: 'Migratie van zes WordPress-sites naar het nieuwe resellerpakket',
      descriptionHtml:
        '<p>Graag de volgende sites verhuizen naar mijn nieuwe resellerpakket, zonder downtime:</p>' +
        '<ul><li>bakkerijdekorenbloem.nl</li><li>fietsenmakerpetersen.nl</li><li>fysiozuidwest.nl</li>' +
        '<li>kaatsferieningljouwert.frl</li><li>jansenwebdesign.nl</li><li>studiojansen.eu</li></ul>',
      status: 'afgerond',
      priority: 2,
      invoiceReference: 'JW-migratie',
      timeSpentMinutes: 480,
      estimateMinutes: 540,
      workingDaysAgo: 255,
      replies: [
        '<p>We zetten de sites eerst over en passen daarna de DNS aan met een korte TTL, zodat bezoekers ' +
          'niets merken.</p>',
        '<p>Prima. Fysiozuidwest graag buiten praktijktijden, dus na 18:00 uur.</p>',
        '<p>Alle zes de sites draaien op het nieuwe pakket. De oude omgeving houden we nog twee weken aan.</p>',
        '<p>Alles werkt, ook de contactformulieren. Fijn!</p>',
      ],
    },
    {
      title: 'Staging-omgeving voor klantsites',
      descriptionHtml:
        '<p>Ik wil wijzigingen eerst aan mijn klanten laten zien voordat ze live gaan. Graag per site een ' +
        'staging-omgeving op een subdomein, <em>afgeschermd met een wachtwoord</em>.</p>',
      status: 'wacht_op_klant',
      priority: 3,
      timeSpentMinutes: 150,
      estimateMinutes: 360,
      workingDaysAgo: 25,
      replies: [
        '<p>We richten dit in op jw-staging.kodewerk.nl. Wil je per klant een apart wachtwoord of één ' +
          'wachtwoord voor alles?</p>',
        '<p>Per klant graag. Ik stuur je nog de lijst met sites die als eerste mee moeten.</p>',
        '<p>De omgeving staat klaar. We wachten op je lijst om de eerste sites te kopiëren.</p>',
      ],
    },
    {
      title: 'Maatwerk plug-in: afsprakenmodule voor Fysiotherapie Zuidwest',
      descriptionHtml:
        '<p>Patiënten moeten online een afspraak kunnen maken bij een van de vier fysiotherapeuten.</p>' +
        '<ul><li>Beschikbaarheid per therapeut</li><li>Bevestiging en herinnering per e-mail</li>' +
        '<li>Geen medische gegevens opslaan in WordPress</li></ul>',
      status: 'in_behandeling',
      priority: 2,
      invoiceReference: 'FZW-0407',
      timeSpentMinutes: 720,
      estimateMinutes: 1_440,
      workingDaysAgo: 45,
      replies: [
        '<p>We bouwen de plug-in zo dat alleen naam, e-mailadres en tijdstip worden opgeslagen, en oude ' +
          'afspraken na 30 dagen automatisch worden verwijderd.</p>',
        '<p>Heel goed. Kunnen patiënten ook zelf annuleren?</p>',
        '<p>Ja, via een link in de bevestigingsmail, tot 24 uur van tevoren.</p>',
        '<p>Super. De praktijk wil graag een demo zien.</p>',
        '<p>Ik heb een afspraak ingepland via tijd reserveren; dan lopen we de hele flow samen door.</p>',
      ],
    },
    {
      title: 'Mail van info@bakkerijdekorenbloem.nl komt in de spam',
      descriptionHtml:
        '<p>Klanten van de bakkerij vinden de orderbevestiging in hun <strong>spammap</strong>, vooral bij ' +
        'Gmail en Outlook.com.</p>',
      status: 'gesloten',
      priority: 1,
      timeSpentMinutes: 60,
      workingDaysAgo: 85,
      replies: [
        '<p>Er ontbraken DKIM- en DMARC-records. We hebben ze toegevoegd en SPF aangevuld met de mailserver ' +
          'van de webshop.</p>',
        '<p>Testmail kwam netjes in mijn inbox, ook bij Gmail. Bedankt!</p>',
        '<p>Fijn. We sluiten de opdracht; het DMARC-rapport houden we nog even in de gaten.</p>',
      ],
    },
    {
      title: 'Tweetalige site Nederlands/Fries voor de kaatsvereniging',
      descriptionHtml:
        '<p>Kaatsferiening Ljouwert wil de site in het <em>Nederlands</em> en het <em>Fries</em>. Vertalingen ' +
        'levert de vereniging zelf aan.</p><ul><li>Taalkeuze bovenaan elke pagina</li>' +
        '<li>Wedstrijdkalender in beide talen</li></ul>',
      status: 'nieuw',
      priority: 4,
      timeSpentMinutes: 0,
      estimateMinutes: 480,
      workingDaysAgo: 3,
      replies: [
        '<p>Leuk! We sturen je deze week een voorstel met de aanpak en een inschatting van de uren.</p>',
      ],
    },
    {
      title: 'Automatische back-up van klantsites naar externe opslag',
      descriptionHtml:
        '<p>Naast de dagelijkse back-ups wil ik een wekelijkse kopie van alle sites op opslag buiten het ' +
        'datacenter, voor het geval dat.</p>',
      status: 'afgerond',
      priority: 3,
      invoiceReference: 'JW-backup',
      timeSpentMinutes: 180,
      estimateMinutes: 180,
      workingDaysAgo: 168,
      replies: [
        '<p>Elke zondagnacht gaat er een versleutelde kopie naar opslag in Frankfurt. Je krijgt maandag een ' +
          'mail met het resultaat.</p>',
        '<p>Eerste mail ontvangen, alles groen.</p>',
      ],
    },
    {
      title: 'Laadtijd webshop Fietsenmaker Petersen onder de 2 seconden',
      descriptionHtml:
        '<p>De webshop van Fietsenmaker Petersen laadt op mobiel in ruim 5 seconden. Google Search Console ' +
        'geeft slechte scores voor <strong>LCP</strong>.</p>',
      status: 'in_behandeling',
      priority: 2,
      timeSpentMinutes: 270,
      estimateMinutes: 420,
      workingDaysAgo: 8,
      replies: [
        "<p>De grootste winst zit in de productfoto's (tot 4 MB per stuk) en drie plug-ins die op elke pagina " +
          'laden. We zetten afbeeldingen om naar WebP en laden ze pas als ze in beeld komen.</p>',
        '<p>Mag de plug-in voor de nieuwsbrief-popup weg? Die gebruikt hij niet meer.</p>',
        '<p>Verwijderd. Op mobiel zitten we nu op 1,8 seconden. We meten een week en ronden dan af.</p>',
      ],
    },
    {
      title: 'Inschrijfformulier met Mollie-betaling voor workshops',
      descriptionHtml:
        '<p>Voor mijn eigen workshops <em>WordPress voor beginners</em> wil ik een inschrijfformulier waarmee ' +
        'deelnemers direct met iDEAL betalen.</p><ul><li>Maximaal 12 deelnemers per workshop</li>' +
        '<li>Wachtlijst als een workshop vol is</li></ul>',
      status: 'wacht_op_klant',
      priority: 3,
      timeSpentMinutes: 90,
      estimateMinutes: 300,
      workingDaysAgo: 22,
      replies: [
        '<p>Voor de koppeling hebben we een API-sleutel van je Mollie-account nodig. Wil je die via de ' +
          'gedeelde kluis delen?</p>',
        '<p>Mijn Mollie-account wordt nog geverifieerd, ik laat het weten zodra dat rond is.</p>',
      ],
    },
    {
      title: 'DNS-records voor Microsoft 365 bij nieuwe klant',
      descriptionHtml:
        '<p>Fysiotherapie Zuidwest stapt over op Microsoft 365. Graag de MX-, SPF-, DKIM- en ' +
        'autodiscover-records instellen voor fysiozuidwest.nl.</p>',
      status: 'afgerond',
      priority: 2,
      timeSpentMinutes: 45,
      workingDaysAgo: 80,
      replies: [
        '<p>Records staan erin. De domeinverificatie in het Microsoft 365-beheercentrum kan nu worden afgerond.</p>',
        '<p>Verificatie gelukt, de mail loopt via Microsoft. Dank je wel!</p>',
      ],
    },
    {
      title: 'Kwartaalonderhoud: WordPress- en plug-in-updates',
      descriptionHtml:
        '<p>Het vaste onderhoud van dit kwartaal voor alle sites in mijn resellerpakket: updates van ' +
        'WordPress, thema en plug-ins, met een controle achteraf.</p>',
      status: 'gesloten',
      priority: 3,
      invoiceReference: 'JW-onderhoud',
      timeSpentMinutes: 210,
      estimateMinutes: 240,
      workingDaysAgo: 125,
      replies: [
        '<p>Alle sites zijn bijgewerkt. Bij fietsenmakerpetersen.nl gaf een oude slider-plug-in een fout; die ' +
          'is vervangen door het blok uit de standaard editor.</p>',
        '<p>Gezien, ziet er zelfs beter uit. Bedankt.</p>',
        '<p>Graag gedaan, tot het volgende kwartaal.</p>',
      ],
    },
    {
      title: 'Overzicht van facturen per eindklant',
      descriptionHtml:
        '<p>Ik factureer hosting door aan mijn klanten. Het zou helpen als ik per eindklant kan zien welke ' +
        'domeinnamen en pakketten erbij horen, met de kosten per maand.</p>',
      status: 'nieuw',
      priority: 3,
      timeSpentMinutes: 0,
      estimateMinutes: 600,
      workingDaysAgo: 5,
      replies: [
        '<p>Goed idee, meer resellers vragen hierom. We nemen het mee in de planning voor het klantenportaal.</p>',
        '<p>Fijn, ik denk graag mee als jullie een ontwerp hebben.</p>',
      ],
    },
    {
      title: 'Toegankelijkheid (WCAG 2.2) controleren en verbeteren',
      descriptionHtml:
        '<p>Fysiotherapie Zuidwest en de gemeente vragen om een toegankelijke site. Graag een scan op ' +
        '<strong>WCAG 2.2 niveau AA</strong> en een lijst met verbeterpunten.</p>',
      status: 'nieuw',
      priority: 5,
      timeSpentMinutes: 0,
      estimateMinutes: 480,
      workingDaysAgo: 1,
      replies: [
        '<p>Ontvangen. We beginnen met een automatische scan en lopen daarna de formulieren met de hand na.</p>',
      ],
    },
  ],
  invoices: [
    {
      description: 'Migratie WordPress-sites (JW-migratie)',
      issuedDaysAgo: 347,
      paidAfterDays: 7,
      lines: [
        { description: 'Verhuizing zes WordPress-sites', quantity: 800, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 289,
      paidAfterDays: 11,
      lines: [
        {
          description: 'Maatwerk thema Bakkerij De Korenbloem',
          quantity: 1_050,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        { description: 'SSL-certificaat EV (1 jaar)', quantity: 100, unitPriceCents: 12_900 },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 231,
      paidAfterDays: 4,
      lines: [
        {
          description: 'Back-up naar externe opslag (JW-backup)',
          quantity: 300,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Kwartaalonderhoud WordPress',
      issuedDaysAgo: 170,
      paidAfterDays: 14,
      lines: [
        {
          description: 'Updates WordPress, thema en plug-ins',
          quantity: 350,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        { description: 'Vervangen slider-plug-in', quantity: 75, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 108,
      paidAfterDays: 9,
      lines: [
        {
          description: 'DNS-records Microsoft 365 fysiozuidwest.nl',
          quantity: 75,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        {
          description: 'SPF, DKIM en DMARC Bakkerij De Korenbloem',
          quantity: 100,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Afsprakenmodule Fysiotherapie Zuidwest, eerste termijn (FZW-0407)',
      issuedDaysAgo: 52,
      lines: [
        {
          description: 'Ontwikkeling afsprakenmodule (termijn 1 van 2)',
          quantity: 1_200,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 24,
      lines: [
        { description: 'Staging-omgeving inrichten', quantity: 250, unitPriceCents: HOURLY_RATE_CENTS },
        {
          description: 'Inschrijfformulier workshops (voorbereiding)',
          quantity: 150,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      issuedDaysAgo: 3,
      lines: [
        {
          description: 'PostNL-koppeling Korenbloem (Korenbloem-2)',
          quantity: 550,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
        {
          description: 'Laadtijd webshop Fietsenmaker Petersen',
          quantity: 450,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Afsprakenmodule Fysiotherapie Zuidwest, tweede termijn (FZW-0407)',
      lines: [
        {
          description: 'Ontwikkeling afsprakenmodule (termijn 2 van 2)',
          quantity: 1_200,
          unitPriceCents: HOURLY_RATE_CENTS,
        },
      ],
    },
    {
      description: 'Werkzaamheden {maand}',
      lines: [
        { description: 'Toegankelijkheidsscan WCAG 2.2', quantity: 300, unitPriceCents: HOURLY_RATE_CENTS },
      ],
    },
  ],
  subscriptions: [
    {
      description: 'Resellerhosting (25 sites)',
      interval: 'month',
      amountCents: 7_995,
      startedMonthsAgo: 12,
    },
    {
      description: 'VPS jw-web01 en jw-staging',
      interval: 'month',
      amountCents: 5_800,
      startedMonthsAgo: 12,
    },
    {
      description: 'Onderhoudscontract WordPress-sites (kwartaal)',
      interval: 'quarter',
      amountCents: 39_900,
      startedMonthsAgo: 22,
    },
    {
      description: 'Domeinnamenbundel (8 domeinnamen)',
      interval: 'year',
      amountCents: 11_900,
      startedMonthsAgo: 29,
    },
    {
      description: 'Webhosting Basis (oude pakket)',
      interval: 'month',
      amountCents: 995,
      startedMonthsAgo: 50,
      endedDaysAgo: 50,
    },
  ],
  proFormaLines: [
    {
      description: 'Afsprakenmodule: annuleren via e-maillink',
      quantity: 325,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 1,
    },
    {
      description: 'Laadtijd webshop: WebP en lazy loading',
      quantity: 200,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 3,
    },
    {
      description: 'Registratie domeinnaam kaatsferieningljouwert.frl',
      quantity: 100,
      unitPriceCents: 2_995,
      workedDaysAgo: 4,
    },
    {
      description: 'Telefonische ondersteuning',
      quantity: 25,
      unitPriceCents: HOURLY_RATE_CENTS,
      workedDaysAgo: 6,
    },
  ],
  hostingPackages: [
    {
      name: 'Resellerpakket Jansen Webdesign',
      plan: 'Reseller 25',
      diskGb: 250,
      mailboxes: 100,
      monthlyCents: 7_995,
      status: 'actief',
      renewsInDays: 17,
    },
    {
      name: 'bakkerijdekorenbloem.nl',
      plan: 'Webshop M',
      diskGb: 50,
      mailboxes: 5,
      monthlyCents: 1_995,
      status: 'actief',
      renewsInDays: 58,
    },
    {
      name: 'jansenwebdesign.nl (oud)',
      plan: 'Basis S',
      diskGb: 10,
      mailboxes: 2,
      monthlyCents: 695,
      status: 'opgezegd',
      renewsInDays: 9,
    },
  ],
  domains: [
    {
      name: 'jansenwebdesign.nl',
      years: 11,
      expiresInDays: 164,
      locked: true,
      autoRenew: true,
      hostingPackage: 0,
    },
    {
      name: 'jansenwebdesign.com',
      years: 6,
      expiresInDays: 97,
      locked: true,
      autoRenew: true,
      hostingPackage: 0,
    },
    {
      name: 'jansenwebdesign.frl',
      years: 4,
      expiresInDays: 230,
      locked: false,
      autoRenew: true,
      hostingPackage: 0,
    },
    { name: 'studiojansen.eu', years: 2, expiresInDays: 9, locked: false, autoRenew: false },
    {
      name: 'bakkerijdekorenbloem.nl',
      years: 5,
      expiresInDays: 71,
      locked: true,
      autoRenew: true,
      hostingPackage: 1,
    },
    {
      name: 'fietsenmakerpetersen.nl',
      years: 3,
      expiresInDays: 126,
      locked: true,
      autoRenew: true,
      hostingPackage: 0,
    },
    {
      name: 'fysiozuidwest.nl',
      years: 2,
      expiresInDays: 283,
      locked: true,
      autoRenew: true,
      nameservers: ['ns1.kodewerk.nl', 'ns2.kodewerk.nl', 'ns3.kodewerk.eu', 'ns4.kodewerk.de'],
      hostingPackage: 0,
    },
    {
      name: 'kaatsferieningljouwert.frl',
      years: 1,
      expiresInDays: 360,
      locked: false,
      autoRenew: true,
      hostingPackage: 0,
    },
  ],
  servers: [
    {
      hostname: 'jw-web01.kodewerk.nl',
      ipAddress: '198.51.100.17',
      operatingSystem: 'AlmaLinux 9',
      cpuCores: 4,
      memoryGb: 8,
      diskGb: 250,
      location: 'Amsterdam (AM5)',
      status: 'actief',
      monthlyCents: 3_900,
    },
    {
      hostname: 'jw-staging.kodewerk.nl',
      ipAddress: '198.51.100.18',
      operatingSystem: 'Ubuntu 24.04 LTS',
      cpuCores: 2,
      memoryGb: 4,
      diskGb: 80,
      location: 'Rotterdam (RT1)',
      status: 'actief',
      monthlyCents: 1_900,
    },
  ],
  reservations: [
    { workingDays: 2, hour: 13, subject: 'Demo afsprakenmodule Fysiotherapie Zuidwest' },
    { workingDays: 6, hour: 15, subject: 'Overleg staging-omgeving en werkwijze' },
    { workingDays: 11, hour: 11, durationMinutes: 30, subject: 'Korte afstemming tweetalige site' },
    { workingDays: -5, hour: 10, subject: 'Evaluatie migratie WordPress-sites' },
    { workingDays: -1, hour: 16, subject: 'Telefonisch overleg PostNL-koppeling' },
  ],
};

export const seedJansenWebdesign = (tx: DbOrTx, owner: DemoOwner): Promise<void> =>
  seedCompany(tx, owner, jansenWebdesign);
