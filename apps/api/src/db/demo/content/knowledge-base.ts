export interface KnowledgeBaseCategorySeed {
  slug: string;
  title: string;
  description: string;
  kind?: 'kennisbank' | 'faq';
}

export interface KnowledgeBaseArticleSeed {
  slug: string;
  categorySlug: string;
  title: string;
  description: string;
  /** Plain text: see text-to-html.ts for its few conventions. */
  content: string;
  /** ISO date-time */
  updatedAt: string;
  /** Addresses it had before: they redirect to the current one. */
  formerSlugs?: string[];
}

export const knowledgeBaseCategories: KnowledgeBaseCategorySeed[] = [
  {
    slug: 'webhosting',
    title: 'Webhosting en servers',
    description:
      'Alles over je hostingpakket en dedicated server: SSL, PHP, back-ups, SFTP, cronjobs en databases.',
  },
  {
    slug: 'domeinnamen',
    title: 'Domeinnamen en DNS',
    description: 'Domeinnamen registreren en verhuizen, nameservers wijzigen en DNS-records beheren.',
  },
  {
    slug: 'e-mail',
    title: 'E-mail',
    description:
      'Mailboxen aanmaken, e-mail instellen in Outlook, Apple Mail en Thunderbird, en je domein beveiligen met SPF, DKIM en DMARC.',
  },
  {
    slug: 'klantenportaal',
    title: 'Klantenportaal',
    description:
      "Inloggen, tweestapsverificatie, collega's, facturen en betalen, en een noodoproep doen via het klantenportaal.",
  },
  {
    slug: 'maatwerk-software',
    title: 'Maatwerk software',
    description:
      'Samenwerken aan je maatwerk software: opdrachten, prioriteiten, tijd reserveren, testen, API-koppelingen en onderhoud.',
  },
  {
    slug: 'apps',
    title: 'Apps voor iOS en Android',
    description:
      'Je app publiceren in de App Store en Google Play, testversies verspreiden en updates gecontroleerd uitrollen.',
  },
];

export const knowledgeBaseArticles: KnowledgeBaseArticleSeed[] = [
  // Webhosting en servers
  {
    slug: 'ssl-certificaat-activeren',
    categorySlug: 'webhosting',
    title: 'SSL-certificaat activeren en https afdwingen',
    description:
      'Zo activeer je een gratis SSL-certificaat voor je website en stuur je alle bezoekers automatisch door naar https.',
    content: [
      "Met een SSL-certificaat verloopt het verkeer tussen je website en je bezoekers versleuteld. Browsers tonen dan een slotje in de adresbalk en zoekmachines waarderen een beveiligde site hoger. Bij Kodewerk is een Let's Encrypt-certificaat bij elk hostingpakket en elke dedicated server inbegrepen, zonder extra kosten.",
      "Voordat je het certificaat aanvraagt, moet je domeinnaam naar je hosting bij Kodewerk wijzen. Let's Encrypt controleert namelijk via je website of jij het domein beheert. Heb je net je DNS aangepast of je nameservers gewijzigd? Wacht dan tot de wijziging overal is doorgevoerd.",
      '1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel SSL.\n3. Vink de domeinnaam aan en, als je die gebruikt, ook de variant met www.\n4. Klik op Certificaat aanvragen. Na een paar minuten staat de status op Actief.\n5. Zet de optie HTTPS afdwingen aan, zodat bezoekers van http automatisch naar https gaan.',
      'Het certificaat is 90 dagen geldig en wordt ruim voor het verlopen automatisch vernieuwd. Je hoeft daar zelf niets voor te doen, zolang het domein naar onze servers blijft wijzen.',
      'Zie je na het activeren nog een waarschuwing over een onveilige pagina? Dan laadt je site waarschijnlijk nog afbeeldingen, scripts of lettertypen via http. Dit heet mixed content. Pas de links aan naar https, of gebruik in je CMS een plug-in die dit voor je oplost. Heb je een extended validation- of wildcardcertificaat nodig, bijvoorbeeld voor een webshop met veel subdomeinen? Neem dan contact op met onze support, dan regelen we dat voor je.',
    ].join('\n\n'),
    updatedAt: '2025-01-14T09:12:00.000Z',
  },
  {
    slug: 'php-versie-wijzigen',
    categorySlug: 'webhosting',
    title: 'PHP-versie wijzigen',
    description:
      'Kies per website een andere PHP-versie in het hostingcontrolepaneel en lees waar je op moet letten voordat je overstapt.',
    content: [
      'Elke PHP-versie krijgt een beperkte tijd beveiligingsupdates. Draai je website op een oude versie, dan loop je onnodig risico en mis je snelheidsverbeteringen. In het hostingcontrolepaneel, dat je vanuit het klantenportaal opent, kies je zelf per website welke PHP-versie wordt gebruikt. We raden aan altijd een versie te gebruiken die nog actief wordt ondersteund, zoals PHP 8.3 of 8.4.',
      'Controleer vóór het wisselen of je CMS, thema en plug-ins de nieuwe versie ondersteunen. Bij WordPress, Joomla en Drupal vind je dit in de systeeminformatie of op de pagina van de betreffende extensie. Maak voor de zekerheid een back-up van je bestanden en database.',
      "1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel PHP.\n3. Selecteer bij de juiste website de gewenste versie.\n4. Klik op Opslaan. De wijziging is binnen een minuut actief.\n5. Open je website en test de belangrijkste pagina's, formulieren en het afrekenproces.",
      'In hetzelfde onderdeel pas je ook PHP-instellingen aan, zoals memory_limit, upload_max_filesize en max_execution_time. Verhoog deze waarden niet verder dan nodig: een te hoge limiet verbergt vaak een probleem in de code.',
      'Werkt er na de overstap iets niet meer, zoals een wit scherm of een foutmelding? Zet dan de vorige versie terug en bekijk het foutenlogboek onder Logbestanden. Daar zie je welke plug-in of welk bestand het probleem veroorzaakt. Draait er maatwerk software van Kodewerk op je hosting, dan testen wij de nieuwe PHP-versie eerst op de acceptatieomgeving voordat we de productieomgeving omzetten.',
    ].join('\n\n'),
    updatedAt: '2025-03-04T13:40:00.000Z',
  },
  {
    slug: 'back-up-terugzetten',
    categorySlug: 'webhosting',
    title: 'Een back-up terugzetten',
    description:
      'Zet zelf een eerdere versie van je website, database of mailbox terug vanuit de dagelijkse back-ups in het hostingcontrolepaneel.',
    content: [
      'Kodewerk maakt elke nacht automatisch een back-up van de bestanden, databases en mailboxen in je hostingpakket. We bewaren deze back-ups 30 dagen op een aparte locatie in Nederland. Heb je per ongeluk iets verwijderd of is een update misgegaan, dan zet je zelf een eerdere versie terug.',
      '1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel Back-ups.\n3. Selecteer de datum waarnaar je wilt terugkeren.\n4. Kies wat je wilt terugzetten: alle bestanden, één map, een database of een mailbox.\n5. Klik op Terugzetten en bevestig je keuze.',
      'Let op: bij het terugzetten worden de huidige gegevens overschreven. Alles wat na het moment van de back-up is toegevoegd, zoals nieuwe bestellingen of reacties, gaat dan verloren. Twijfel je? Kies dan voor Terugzetten naar een aparte map of een nieuwe database. Zo kun je de oude versie eerst rustig bekijken en alleen overnemen wat je nodig hebt.',
      'Voor een webshop of een applicatie met veel wijzigingen per dag is het verstandig om vlak voor een grote aanpassing zelf een extra back-up te maken. Dat doe je in hetzelfde onderdeel met de knop Nu back-up maken. Deze handmatige back-ups blijven 7 dagen beschikbaar.',
      'Heb je een dedicated server, dan stemmen we het back-upschema met je af in het onderhoudscontract. Het terugzetten van een volledige server doen wij voor je. Maak daarvoor een opdracht aan met prioriteit Urgent, of doe bij een storing buiten kantooruren een noodoproep.',
    ].join('\n\n'),
    updatedAt: '2025-05-20T08:05:00.000Z',
  },
  {
    slug: 'bestanden-uploaden-met-sftp',
    categorySlug: 'webhosting',
    title: 'Bestanden uploaden met SFTP of FTP',
    description:
      'Verbind veilig met je hosting via SFTP in FileZilla, Cyberduck of WinSCP en lees waarom we gewone FTP afraden.',
    content: [
      'Met een SFTP-programma zet je bestanden op je webruimte en haal je ze er weer af. SFTP versleutelt zowel je wachtwoord als de bestanden die je verstuurt. Gewone FTP doet dat niet, daarom raden we het af. Kan je programma echt geen SFTP, gebruik dan FTPS: FTP met TLS-versleuteling.',
      'Je inloggegevens vind je in het hostingcontrolepaneel (klantenportaal, Webhosting, kies de domeinnaam, Inloggen op het controlepaneel), onderdeel SFTP. Daar maak je ook extra accounts aan, bijvoorbeeld voor een externe webdesigner die alleen toegang krijgt tot één map.',
      'Gebruik deze instellingen:\n1. Server of host: sftp.kodewerk.nl\n2. Protocol: SFTP (SSH File Transfer Protocol)\n3. Poort: 22\n4. Gebruikersnaam: de gebruikersnaam uit het hostingcontrolepaneel\n5. Wachtwoord: het wachtwoord dat je bij het account hebt ingesteld',
      'Gebruik je toch FTPS, kies dan poort 21 met de optie Expliciete FTP over TLS vereisen. Bij de eerste verbinding vraagt je programma of je de sleutel of het certificaat van de server vertrouwt. Controleer de vingerafdruk met de waarde in het hostingcontrolepaneel en klik op OK.',
      'De bestanden van je website staan in de map public_html. Alles wat je daar neerzet, is direct online te zien. Bestanden met wachtwoorden of configuratie zet je bij voorkeur één map hoger, buiten public_html.',
      'Krijg je een time-out of de melding dat de verbinding is geweigerd? Controleer dan of je poort 22 gebruikt en of je netwerk, bijvoorbeeld op kantoor of in een café, uitgaand verkeer op die poort toestaat. Na vijf mislukte inlogpogingen blokkeren we je IP-adres een kwartier. Lukt het daarna nog steeds niet, stel dan een nieuw wachtwoord in via het hostingcontrolepaneel.',
    ].join('\n\n'),
    updatedAt: '2025-02-11T10:30:00.000Z',
  },
  {
    slug: 'cronjob-instellen',
    categorySlug: 'webhosting',
    title: 'Een cronjob instellen',
    description:
      'Laat taken zoals nieuwsbrieven, imports of opschoonscripts automatisch op vaste tijden draaien met een cronjob.',
    content: [
      "Een cronjob is een taak die de server automatisch op vaste momenten uitvoert. Denk aan het versturen van een nieuwsbrief, het importeren van een productfeed of het opschonen van oude logbestanden. Veel CMS'en, zoals WordPress en Magento, werken ook beter met een echte cronjob dan met de ingebouwde variant die afhankelijk is van bezoekers.",
      '1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel Cronjobs.\n3. Klik op Cronjob toevoegen.\n4. Vul het tijdschema en de opdracht in.\n5. Klik op Opslaan.',
      'Het tijdschema bestaat uit vijf velden, in deze volgorde: minuut, uur, dag van de maand, maand en dag van de week. Een sterretje betekent elke waarde. Een paar voorbeelden:\n*/15 * * * * draait elk kwartier.\n0 3 * * * draait elke nacht om 03.00 uur.\n30 7 * * 1 draait elke maandag om 07.30 uur.',
      'Als opdracht gebruik je het volledige pad naar PHP en naar je script, bijvoorbeeld: /usr/bin/php /home/gebruikersnaam/domains/jouwdomein.nl/public_html/cron.php. Een URL aanroepen kan ook, met: curl -s https://www.jouwdomein.nl/cron > /dev/null.',
      'De servers draaien op Nederlandse tijd (Europe/Amsterdam), dus houd rekening met de overgang naar zomer- en wintertijd bij taken rond 02.00 en 03.00 uur. Wil je weten of je taak goed is uitgevoerd? Vul dan bij Meldingen een e-mailadres in. Je ontvangt dan de uitvoer van het script per e-mail. Draait een taak vaker dan elke vijf minuten of duurt hij langer dan tien minuten, overleg dan even met onze support.',
    ].join('\n\n'),
    updatedAt: '2025-06-17T14:22:00.000Z',
  },
  {
    slug: 'databases-beheren-phpmyadmin',
    categorySlug: 'webhosting',
    title: 'Databases aanmaken en beheren met phpMyAdmin',
    description:
      'Maak een MySQL-database aan voor je website, beheer gebruikers en importeer of exporteer gegevens met phpMyAdmin.',
    content: [
      'De meeste websites en webshops slaan hun inhoud op in een database. Bij je hostingpakket maak je zelf MySQL-databases (MariaDB) aan en beheer je ze via phpMyAdmin, zonder extra software op je computer.',
      '1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel Databases.\n3. Klik op Database toevoegen en kies een naam.\n4. Maak een databasegebruiker aan met een sterk wachtwoord en koppel die aan de database.\n5. Noteer de databasenaam, gebruikersnaam en het wachtwoord: die heb je nodig bij de installatie van je CMS.',
      'Als databaseserver vul je in je configuratie localhost in. Een database van buitenaf benaderen, bijvoorbeeld vanuit een BI-tool, kan alleen vanaf IP-adressen die je in hetzelfde onderdeel hebt toegevoegd. Zo blijft je database afgeschermd voor de rest van het internet.',
      'Met de knop phpMyAdmin open je de beheeromgeving. Via Exporteren maak je een kopie van je database als SQL-bestand. Via Importeren zet je een SQL-bestand terug, bijvoorbeeld bij een verhuizing van je website. Bestanden tot 256 MB importeer je direct. Is je bestand groter, pak het dan in als .gz of .zip, of laat onze support de import voor je doen.',
      'Pas in phpMyAdmin nooit zomaar tabellen aan in de database van een draaiende webshop of applicatie. Een verkeerde wijziging is direct zichtbaar voor je klanten. Maak eerst een export of gebruik de dagelijkse back-ups als vangnet. Draait er maatwerk software van Kodewerk op de database, laat wijzigingen dan via een opdracht in het klantenportaal door ons uitvoeren.',
    ].join('\n\n'),
    updatedAt: '2025-08-26T11:48:00.000Z',
  },
  {
    slug: 'ssh-sleutel-toevoegen-dedicated-server',
    categorySlug: 'webhosting',
    title: 'SSH-sleutel toevoegen aan je dedicated server',
    description:
      'Log veilig in op je dedicated server met een SSH-sleutel in plaats van een wachtwoord en lees hoe je een sleutel aanmaakt.',
    content: [
      'Op een dedicated server van Kodewerk log je in via SSH met een sleutelpaar in plaats van een wachtwoord. Dat is veiliger, omdat een sleutel niet te raden is en niet per ongeluk in een e-mail belandt. Inloggen met alleen een wachtwoord staat daarom standaard uit.',
      'Een sleutelpaar bestaat uit een privésleutel, die op je eigen computer blijft, en een publieke sleutel, die je aan de server geeft. Op macOS, Linux en Windows 10 of nieuwer maak je een sleutel aan in de terminal met de opdracht: ssh-keygen -t ed25519 -C "naam@jouwbedrijf.nl". Kies een wachtwoordzin om de sleutel extra te beveiligen. De publieke sleutel staat daarna in het bestand id_ed25519.pub in de map .ssh.',
      '1. Log in op het klantenportaal en ga naar Webhosting.\n2. Kies de domeinnaam op je dedicated server, log in op het hostingcontrolepaneel en open het onderdeel Toegang.\n3. Klik op SSH-sleutel toevoegen.\n4. Plak de inhoud van het .pub-bestand en geef de sleutel een herkenbare naam, zoals Laptop Sanne.\n5. Klik op Opslaan. Binnen een minuut kun je inloggen.',
      'Je verbindt met: ssh gebruikersnaam@servernaam.kodewerk.nl. De gebruikersnaam en servernaam zie je in hetzelfde onderdeel.',
      'Deel je privésleutel nooit, ook niet met onze supportmedewerkers. Wij vragen er nooit om. Gaat een collega uit dienst of raak je een laptop kwijt, verwijder dan direct de bijbehorende sleutel in het hostingcontrolepaneel. Wil je de toegang beperken tot bepaalde IP-adressen, bijvoorbeeld alleen vanaf kantoor en via je VPN? Geef dat door via een opdracht, dan passen wij de firewall voor je aan.',
    ].join('\n\n'),
    updatedAt: '2026-02-03T15:10:00.000Z',
  },

  // Domeinnamen en DNS
  {
    slug: 'dns-records-instellen',
    categorySlug: 'domeinnamen',
    formerSlugs: ['dns-records-beheren'],
    title: 'DNS-records instellen',
    description:
      'Zo laat je A-, AAAA-, CNAME-, MX- en TXT-records toevoegen of wijzigen voor een domein op de nameservers van Kodewerk, met uitleg over elk recordtype.',
    content: [
      'Met DNS-records bepaal je waar je domeinnaam naartoe wijst: welke server je website toont, waar je e-mail binnenkomt en welke diensten je domein mogen gebruiken. Gebruikt je domein de nameservers van Kodewerk, dan zetten wij de records voor je klaar. Je vraagt een wijziging aan met een opdracht in het klantenportaal.',
      '## Een DNS-wijziging aanvragen',
      '1. Log in op het klantenportaal en ga naar Opdrachten.\n2. Klik op Nieuwe opdracht.\n3. Noem in de titel de domeinnaam, bijvoorbeeld DNS-wijziging jouwdomein.nl.\n4. Zet in de omschrijving per record het type, de naam, de waarde en eventueel de TTL. Krijg je de instructies van een externe dienst, zoals Google Workspace of Microsoft 365, plak die er dan letterlijk bij.\n5. Kies een prioriteit en klik op Opdracht aanmaken.',
      'Je ziet de voortgang bij de opdracht, en je krijgt een reactie zodra de records zijn ingesteld. Welke nameservers je domein gebruikt, zie je in het klantenportaal onder Webhosting: kies de domeinnaam en kijk bij Nameservers.',
      '## De recordtypen',
      'De belangrijkste recordtypen:\nA koppelt een naam aan een IPv4-adres, bijvoorbeeld 203.0.113.10.\nAAAA koppelt een naam aan een IPv6-adres, bijvoorbeeld 2001:db8::10.\nCNAME maakt van een naam een alias van een andere naam, bijvoorbeeld www naar jouwdomein.nl.\nMX bepaalt welke mailserver je e-mail ontvangt. Een lager prioriteitsgetal gaat voor.\nTXT bevat tekst, zoals een SPF-record of een verificatiecode van Google of Microsoft.',
      '## Goed om te weten',
      'Gebruik @ als naam voor het hoofddomein zelf. Een CNAME mag niet op het hoofddomein staan en ook niet naast andere records met dezelfde naam. Gebruik daar een A- en AAAA-record.',
      'De TTL (time to live) geeft aan hoelang andere servers een record mogen onthouden. De standaardwaarde is 3600 seconden, één uur. Ga je binnenkort verhuizen naar een andere server, verlaag de TTL dan een dag van tevoren naar 300 seconden. Zo is de overstap snel overal zichtbaar.',
      'Zodra wij een wijziging hebben doorgevoerd, is die binnen enkele minuten actief op onze nameservers. Afhankelijk van de oude TTL kan het tot een paar uur duren voordat iedereen de nieuwe waarde ziet. Gebruikt je domein de nameservers van een andere partij, zoals Cloudflare? Dan stel je de records daar zelf in.',
    ].join('\n\n'),
    updatedAt: '2025-01-28T09:55:00.000Z',
  },
  {
    slug: 'nameservers-wijzigen',
    categorySlug: 'domeinnamen',
    title: 'Nameservers wijzigen',
    description:
      'Laat je domein naar de nameservers van Kodewerk of van een andere partij wijzen en voorkom dat je website of e-mail uitvalt.',
    content: [
      'De nameservers van een domeinnaam bepalen waar de DNS-records worden beheerd. Staat je domein bij Kodewerk geregistreerd, maar wil je de DNS elders beheren, bijvoorbeeld bij Cloudflare? Of staat je domein bij een andere registrar en wil je juist de DNS van Kodewerk gebruiken? In beide gevallen wijzig je de nameservers.',
      'De nameservers van Kodewerk zijn:\nns1.kodewerk.nl\nns2.kodewerk.nl\nns3.kodewerk.eu',
      'Zo wijzig je de nameservers van een domein dat bij Kodewerk staat:\n1. Log in op het klantenportaal en ga naar Webhosting.\n2. Kies de domeinnaam.\n3. Vul bij Nameservers de nieuwe nameservers in, minimaal twee.\n4. Klik op Opslaan.',
      'Belangrijk: zet eerst alle DNS-records klaar bij de nieuwe partij, voordat je de nameservers omzet. Denk aan de A-records voor je website, de MX-records voor je e-mail en TXT-records zoals SPF en DKIM. Ontbreekt er iets, dan is je website of e-mail na de wijziging onbereikbaar. Wil je terug naar Kodewerk, dan zetten wij de records op basis van je oude zone weer klaar.',
      'Een nameserverwijziging is meestal binnen een uur zichtbaar, maar het kan tot 48 uur duren voordat alle providers de nieuwe gegevens gebruiken. Gebruik je DNSSEC, schakel het dan eerst uit en daarna bij de nieuwe partij weer in. Anders kunnen bezoekers je domein tijdelijk niet bereiken.',
    ].join('\n\n'),
    updatedAt: '2025-04-09T16:15:00.000Z',
  },
  {
    slug: 'domein-verhuizen-naar-kodewerk',
    categorySlug: 'domeinnamen',
    title: 'Je domeinnaam verhuizen naar Kodewerk',
    description:
      'Stap voor stap je domeinnaam van je huidige provider naar Kodewerk verhuizen met een verhuiscode, zonder dat je site offline gaat.',
    content: [
      'Wil je je domeinnaam verhuizen naar Kodewerk, zodat je hosting, e-mail en domein bij één partij staan? Dat kan op elk moment. Je registratie loopt gewoon door en bij een goede voorbereiding merken je bezoekers niets van de overstap.',
      'Voor het verhuizen heb je een verhuiscode nodig. Bij .nl-domeinen heet die ook wel token, bij .com en de meeste andere extensies autorisatiecode of EPP-code. Je vraagt de code aan bij je huidige provider. Let erop dat het domein niet op slot staat (transfer lock) en dat de gegevens van de domeinhouder kloppen.',
      '1. Log in op het klantenportaal en ga naar Opdrachten.\n2. Klik op Nieuwe opdracht en noem in de titel de domeinnaam, bijvoorbeeld Verhuizing jouwdomein.nl.\n3. Zet de verhuiscode in de omschrijving, en of Kodewerk de DNS moet overnemen. Wij nemen dan de bestaande records zo veel mogelijk over.\n4. Klik op Opdracht aanmaken. Zodra het domein bij ons staat, zie je het in het klantenportaal onder Webhosting.',
      'Een .nl-domein verhuist meestal binnen een paar minuten. Een .com, .eu of .be kan tot vijf dagen duren, omdat de huidige provider de verhuizing eerst mag goedkeuren. Je ontvangt soms een e-mail van de registry waarin je de verhuizing moet bevestigen; kijk dus ook in je spamfolder.',
      'Heb je bij je oude provider ook e-mail of een website draaien? Zet die dan eerst over, voordat het domein verhuist. Anders verwijst het domein na de verhuizing naar een lege omgeving. Onze support helpt je graag met het overzetten van mailboxen en websites. Gebruik je DNSSEC, dan schakelen wij het na de verhuizing opnieuw in.',
      'Zeg pas daarna je oude abonnement op. De resterende registratieperiode wordt bij de meeste extensies niet verrekend, dus verhuis bij voorkeur kort voor de verlengdatum.',
    ].join('\n\n'),
    updatedAt: '2025-07-08T10:05:00.000Z',
  },
  {
    slug: 'domeinnaam-registreren',
    categorySlug: 'domeinnamen',
    title: 'Een nieuwe domeinnaam registreren',
    description:
      'Controleer of je gewenste domeinnaam vrij is, registreer hem via het klantenportaal en koppel hem direct aan je hosting.',
    content: [
      'Een goede domeinnaam is kort, makkelijk te onthouden en sluit aan bij je merk. Je registreert hem bij Kodewerk in een paar minuten via het klantenportaal. Je kunt kiezen uit honderden extensies, waaronder .nl, .com, .eu, .be en nieuwere extensies zoals .app en .dev.',
      '1. Log in op het klantenportaal en ga naar Webhosting.\n2. Vul bij Domeinnaam zoeken de naam in die je wilt gebruiken en klik op Zoeken. Je ziet per extensie de prijs.\n3. Voeg de extensies die je wilt vastleggen toe aan de winkelmand, en kies per domeinnaam de looptijd.\n4. Klik op Bestellen. Wij controleren of de naam nog vrij is, registreren hem op naam van je bedrijf en laten het je weten.',
      "Het domein staat op naam van je eigen organisatie, niet op naam van Kodewerk. Zo blijf jij altijd eigenaar en kun je het later zonder problemen verhuizen. Registreer je als zzp'er of privé? Vul dan je eigen naam in. Een bedrijfsnaam zonder rechtsvorm, zoals een eenmanszaak, wordt door de registry ook als persoon gezien.",
      'Voor sommige extensies gelden extra voorwaarden. Een .eu-domein is alleen beschikbaar voor houders in de Europese Unie en de EER. Voor .app en .dev is een SSL-certificaat verplicht; dat regelen wij automatisch als de site bij ons gehost wordt.',
      'Tip: leg ook varianten met en zonder koppelteken of met veelgemaakte tikfouten vast en stuur die door naar je hoofddomein. Zo voorkom je dat iemand anders ze gebruikt. Domeinnamen worden automatisch jaarlijks verlengd. Wil je een domein opzeggen, doe dat dan uiterlijk een maand voor de verlengdatum.',
    ].join('\n\n'),
    updatedAt: '2025-09-16T12:20:00.000Z',
  },
  {
    slug: 'domein-doorsturen',
    categorySlug: 'domeinnamen',
    title: 'Een domeinnaam doorsturen naar een andere website',
    description:
      'Stuur bezoekers van een extra domeinnaam automatisch door naar je hoofdwebsite met een permanente doorverwijzing.',
    content: [
      'Heb je meerdere domeinnamen, bijvoorbeeld de .com-variant van je .nl-domein of een oude merknaam? Dan wil je meestal dat al die domeinen naar één website wijzen. Dat regel je met een doorverwijzing, ook wel redirect genoemd.',
      '1. Log in op het klantenportaal en ga naar Webhosting.\n2. Kies de domeinnaam die je wilt doorsturen, log in op het hostingcontrolepaneel en open het onderdeel Doorsturen.\n3. Vul het doeladres in, bijvoorbeeld https://www.jouwdomein.nl.\n4. Kies het type doorverwijzing.\n5. Geef aan of het pad behouden moet blijven en klik op Opslaan.',
      'Kies voor een permanente doorverwijzing (301) als het domein blijvend naar je hoofdsite moet wijzen. Zoekmachines nemen de waarde van de oude links dan over. Een tijdelijke doorverwijzing (302) gebruik je alleen als je de oude situatie binnenkort weer terugzet, bijvoorbeeld tijdens een actie.',
      'Met de optie Pad behouden gaat oudedomein.nl/contact naar jouwdomein.nl/contact. Zonder die optie komt elke bezoeker op de homepagina terecht. Is de structuur van je nieuwe website anders? Laat ons dan een lijst met losse doorverwijzingen per pagina instellen, zodat bezoekers en zoekmachines direct op de juiste plek terechtkomen.',
      'De doorverwijzing werkt ook via https: wij vragen daarvoor automatisch een SSL-certificaat aan voor het doorgestuurde domein. Het domein moet daarvoor wel de nameservers van Kodewerk gebruiken, of een A-record hebben dat naar onze doorstuurserver wijst. E-mail op het doorgestuurde domein blijft gewoon werken; een doorverwijzing heeft alleen invloed op websiteverkeer.',
    ].join('\n\n'),
    updatedAt: '2025-11-04T09:35:00.000Z',
  },
  {
    slug: 'dnssec-inschakelen',
    categorySlug: 'domeinnamen',
    title: 'DNSSEC inschakelen',
    description:
      'Bescherm je domeinnaam tegen vervalste DNS-antwoorden door DNSSEC in te schakelen, en lees waar je op let bij een verhuizing.',
    content: [
      'DNSSEC voegt een digitale handtekening toe aan de DNS-gegevens van je domein. Daarmee kunnen internetproviders controleren of een antwoord echt van jouw nameservers komt. Zo wordt het voor kwaadwillenden veel moeilijker om bezoekers of e-mail om te leiden naar een nagemaakte server.',
      'Gebruikt je domein de nameservers van Kodewerk, dan schakelen wij DNSSEC voor je in:\n1. Log in op het klantenportaal en ga naar Opdrachten.\n2. Maak een nieuwe opdracht aan met als titel DNSSEC inschakelen en de domeinnaam.\n3. Wij ondertekenen de zone en sturen de sleutelgegevens door naar de registry.\n4. Je krijgt een reactie bij de opdracht zodra DNSSEC actief is.',
      'Na ongeveer een uur zie je de status Actief. Je kunt het controleren met een online tool zoals de DNSSEC-test van internet.nl. Daar zie je ook meteen of je website en e-mail aan andere moderne standaarden voldoen.',
      'Beheer je de DNS bij een andere partij, maar staat het domein bij Kodewerk geregistreerd? Dan schakel je DNSSEC in bij die partij. Je krijgt daar een DS-record of een publieke sleutel; stuur die mee in een opdracht in het klantenportaal, dan geven wij hem door aan de registry.',
      'Let op bij het wijzigen van nameservers of het verhuizen van je domein. Als de handtekening niet meer overeenkomt met de nieuwe nameservers, is je domein onbereikbaar voor iedereen die DNSSEC controleert. Schakel DNSSEC daarom altijd eerst uit, wacht minimaal een dag en wijzig dan pas de nameservers. Verhuist je domein naar Kodewerk, dan regelen wij dit voor je.',
    ].join('\n\n'),
    updatedAt: '2026-01-13T13:00:00.000Z',
  },
  {
    slug: 'domeinhouder-wijzigen',
    categorySlug: 'domeinnamen',
    title: 'De houder van een domeinnaam wijzigen',
    description:
      'Zet een domeinnaam op naam van een andere persoon of organisatie, bijvoorbeeld na een overname of de oprichting van een B.V.',
    content: [
      'De houder is de juridische eigenaar van een domeinnaam. Verandert de eigenaar, bijvoorbeeld omdat je eenmanszaak een B.V. wordt, je bedrijf is overgenomen of een webdesigner het domein ooit op eigen naam heeft gezet? Dan voer je een houderwijziging uit. Een adres of e-mailadres aanpassen is geen houderwijziging; dat doe je direct in het klantenportaal.',
      '1. Log in op het klantenportaal en ga naar Webhosting.\n2. Kies de domeinnaam, log in op het hostingcontrolepaneel en open het onderdeel Houder.\n3. Klik op Houder wijzigen en vul de gegevens van de nieuwe houder in, inclusief het KvK-nummer bij een organisatie.\n4. De huidige houder ontvangt een e-mail om de wijziging goed te keuren.\n5. Na goedkeuring verwerken wij de wijziging bij de registry.',
      'Bij .nl-domeinen verwerkt SIDN de wijziging meestal direct na goedkeuring. Voor .com en andere extensies geldt soms een wachtperiode van 60 dagen waarin het domein niet kan verhuizen. Dat is een beveiligingsmaatregel van ICANN. Je kunt die periode bij de aanvraag laten vervallen als je nog niet van plan bent het domein te verhuizen.',
      "Is de huidige houder niet meer bereikbaar, bijvoorbeeld omdat een bedrijf is opgeheven of een oud-medewerker niet reageert? Neem dan contact op met onze support. Meestal vragen we dan een ondertekende verklaring en een uittreksel van de Kamer van Koophandel. Het kan in zo'n geval één tot twee weken duren voordat de wijziging rond is.",
      'Een houderwijziging heeft geen invloed op je website of e-mail. Die blijven gewoon werken.',
    ].join('\n\n'),
    updatedAt: '2026-04-21T08:45:00.000Z',
  },

  // E-mail
  {
    slug: 'e-mail-instellen-outlook',
    categorySlug: 'e-mail',
    title: 'E-mail instellen in Outlook',
    description:
      'Stel je Kodewerk-mailbox in via IMAP in Outlook voor Windows, Mac of de nieuwe Outlook, met de juiste servers en poorten.',
    content: [
      'Je mailbox bij Kodewerk werkt met IMAP. Je e-mail blijft dan op de server staan en is op al je apparaten gelijk: wat je op je laptop leest of verwijdert, zie je ook op je telefoon. Heb je het wachtwoord van je mailbox nog niet? Stel het in via het hostingcontrolepaneel, onderdeel E-mail: in het klantenportaal onder Webhosting, kies de domeinnaam en klik op Inloggen op het controlepaneel.',
      '1. Open Outlook en kies Bestand en daarna Account toevoegen. In de nieuwe Outlook ga je naar Instellingen, Accounts en E-mailaccounts.\n2. Vul je volledige e-mailadres in en kies Geavanceerde opties, zodat je het account handmatig kunt instellen.\n3. Kies als accounttype IMAP.\n4. Vul de gegevens hieronder in en klik op Verbinden.',
      'Inkomende e-mail (IMAP):\nServer: mail.kodewerk.nl\nPoort: 993\nVersleuteling: SSL/TLS',
      'Uitgaande e-mail (SMTP):\nServer: mail.kodewerk.nl\nPoort: 465 met SSL/TLS, of 587 met STARTTLS\nVerificatie: ja, dezelfde gebruikersnaam en hetzelfde wachtwoord als voor inkomende e-mail',
      'Je gebruikersnaam is altijd je volledige e-mailadres, bijvoorbeeld sanne@jouwdomein.nl.',
      'Vraagt Outlook herhaaldelijk om je wachtwoord? Controleer dan of je het volledige e-mailadres als gebruikersnaam hebt ingevuld en of de uitgaande server verificatie gebruikt. Kun je wel ontvangen maar niet versturen, probeer dan poort 587 met STARTTLS in plaats van 465. Sommige netwerken, zoals gastnetwerken in hotels, blokkeren een van beide poorten.',
      'Zet je een bestaand account over van een andere provider? Exporteer je oude e-mail dan eerst naar een .pst-bestand of laat onze support de mailbox voor je overzetten.',
    ].join('\n\n'),
    updatedAt: '2025-02-25T09:00:00.000Z',
  },
  {
    slug: 'e-mail-instellen-apple-mail',
    categorySlug: 'e-mail',
    title: 'E-mail instellen in Apple Mail op Mac, iPhone en iPad',
    description:
      'Voeg je Kodewerk-mailbox toe aan Apple Mail op macOS of iOS met IMAP en de juiste instellingen voor de uitgaande server.',
    content: [
      'Apple Mail op je Mac, iPhone en iPad werkt prima met je mailbox bij Kodewerk. Gebruik IMAP, zodat je e-mail op al je apparaten gelijk blijft.',
      'Op een iPhone of iPad:\n1. Open Instellingen en kies Apps, Mail en dan Mailaccounts. Op oudere versies van iOS kies je Mail en Accounts.\n2. Tik op Nieuwe account en kies Andere.\n3. Tik op Voeg mailaccount toe en vul je naam, e-mailadres, wachtwoord en een beschrijving in.\n4. Kies IMAP en vul de servergegevens hieronder in bij zowel Server inkomende post als Server uitgaande post.\n5. Tik op Volgende en daarna op Bewaar.',
      'Op een Mac open je Mail, kies je in de menubalk Mail en daarna Account toevoegen. Kies Ander e-mailaccount en vul je gegevens in. Als Mail de instellingen niet automatisch vindt, vul je ze handmatig in.',
      'Servergegevens:\nInkomende server (IMAP): mail.kodewerk.nl, poort 993, SSL aan\nUitgaande server (SMTP): mail.kodewerk.nl, poort 465 met SSL, of poort 587 met STARTTLS\nGebruikersnaam: je volledige e-mailadres\nWachtwoord: het wachtwoord van je mailbox',
      'Apple Mail probeert bij het instellen zelf de juiste poorten te vinden. Controleer achteraf bij de accountinstellingen onder Server uitgaande post of verificatie met een wachtwoord aanstaat. Zonder verificatie worden je berichten geweigerd.',
      'Zie je verzonden berichten niet terug in de map Verzonden op je andere apparaten? Open dan de accountinstellingen in Mail en koppel de mappen Verzonden, Concepten en Prullenmand aan de mappen op de server. Zo gebruiken al je apparaten dezelfde mappen.',
    ].join('\n\n'),
    updatedAt: '2025-03-18T10:45:00.000Z',
  },
  {
    slug: 'e-mail-instellen-thunderbird',
    categorySlug: 'e-mail',
    title: 'E-mail instellen in Thunderbird',
    description:
      'Stel je mailbox bij Kodewerk in Mozilla Thunderbird in met IMAP op poort 993 en SMTP op poort 465 of 587.',
    content: [
      'Thunderbird is een gratis e-mailprogramma voor Windows, macOS en Linux. Het vindt de meeste instellingen zelf, maar het is handig om ze even te controleren.',
      '1. Open Thunderbird. Kies bij de eerste start Bestaand e-mailadres instellen, of ga via het menu naar Accountinstellingen, Accountacties en E-mailaccount toevoegen.\n2. Vul je naam, je volledige e-mailadres en het wachtwoord van je mailbox in.\n3. Klik op Doorgaan. Thunderbird zoekt nu de instellingen op.\n4. Kies IMAP als Thunderbird je de keuze geeft en klik op Handmatig configureren om de gegevens te controleren.\n5. Klik op Gereed.',
      'Gebruik deze instellingen:\nInkomend: IMAP, server mail.kodewerk.nl, poort 993, SSL/TLS, normaal wachtwoord\nUitgaand: SMTP, server mail.kodewerk.nl, poort 465 met SSL/TLS of poort 587 met STARTTLS, normaal wachtwoord\nGebruikersnaam: je volledige e-mailadres, zowel voor inkomend als uitgaand',
      'Kies je voor POP3 in plaats van IMAP, dan downloadt Thunderbird je e-mail naar één computer. Dat raden we af: je berichten staan dan niet meer in de back-up van de server en zijn niet zichtbaar op andere apparaten.',
      'Geeft Thunderbird een waarschuwing over het certificaat? Controleer dan of je echt mail.kodewerk.nl hebt ingevuld en niet mail.jouwdomein.nl. Het certificaat op onze mailserver is alleen geldig voor de servernaam van Kodewerk.',
      'Gebruik je meerdere adressen, zoals info@ en facturen@? Voeg ze dan toe als aparte accounts of, als het om aliassen gaat, als extra identiteit bij het bestaande account. Zo kies je bij het opstellen van een bericht zelf vanaf welk adres je verstuurt.',
    ].join('\n\n'),
    updatedAt: '2025-05-06T15:30:00.000Z',
  },
  {
    slug: 'spf-dkim-dmarc-instellen',
    categorySlug: 'e-mail',
    title: 'SPF, DKIM en DMARC instellen',
    description:
      'Voorkom dat je e-mail in de spam belandt of wordt misbruikt door SPF, DKIM en DMARC goed in te stellen voor je domein.',
    content: [
      'SPF, DKIM en DMARC zijn drie DNS-records die samen aantonen dat e-mail met jouw domein als afzender echt van jou komt. Grote aanbieders zoals Gmail, Outlook.com en Yahoo eisen ze steeds vaker. Zonder deze records komt je e-mail eerder in de spam terecht en kunnen oplichters makkelijker mail namens jouw domein versturen.',
      'SPF is een TXT-record op je hoofddomein met de servers die namens jou mogen mailen. Voor alleen Kodewerk is dat: v=spf1 include:_spf.kodewerk.nl ~all. Verstuur je ook via een nieuwsbriefdienst of Microsoft 365, voeg dan hun include toe in hetzelfde record. Je mag maar één SPF-record per domein hebben.',
      'DKIM zet een digitale handtekening op elk verzonden bericht. Schakel het in het hostingcontrolepaneel in, onderdeel E-mail, knop DKIM activeren. Gebruikt je domein onze nameservers, dan plaatsen wij het record automatisch met de naam kodewerk._domainkey. Anders krijg je de waarde te zien om zelf bij je DNS-beheerder toe te voegen.',
      'DMARC vertelt ontvangende servers wat ze moeten doen met berichten die niet door de SPF- of DKIM-controle komen. Maak een TXT-record met de naam _dmarc en begin met: v=DMARC1; p=none; rua=mailto:dmarc@jouwdomein.nl. Je ontvangt dan rapporten, zonder dat er mail wordt tegengehouden.',
      'Bekijk de rapporten een paar weken. Staan alle diensten die namens jou mailen in je SPF en zijn ze goed ondertekend? Verhoog het beleid dan naar p=quarantine, zodat verdachte berichten in de spam belanden, en later naar p=reject, zodat ze worden geweigerd. Wil je dit liever uit handen geven? Onze support richt het graag voor je in en controleert het resultaat met internet.nl.',
    ].join('\n\n'),
    updatedAt: '2025-10-14T11:10:00.000Z',
  },
  {
    slug: 'mailbox-aanmaken-en-wachtwoord-wijzigen',
    categorySlug: 'e-mail',
    title: 'Een mailbox aanmaken en het wachtwoord wijzigen',
    description:
      'Maak nieuwe e-mailadressen en aliassen aan voor je domein, stel de opslagruimte in en wijzig het wachtwoord van een mailbox.',
    content: [
      'Bij je hostingpakket maak je zelf mailboxen aan voor je domeinnaam. Een mailbox heeft een eigen wachtwoord en opslagruimte. Wil je alleen een extra adres dat in een bestaande mailbox binnenkomt, zoals info@ of sollicitaties@, maak dan een alias aan. Een alias telt niet mee voor het aantal mailboxen in je pakket.',
      '1. Log in op het klantenportaal, ga naar Webhosting en kies de domeinnaam van het hostingpakket.\n2. Klik bij Hostingcontrolepaneel op Inloggen op het controlepaneel en open daar het onderdeel E-mail.\n3. Klik op Mailbox toevoegen of op Alias toevoegen.\n4. Vul het gewenste adres in en, bij een mailbox, de opslagruimte en een wachtwoord.\n5. Klik op Opslaan. De mailbox is direct te gebruiken.',
      'Kies een sterk wachtwoord van minimaal twaalf tekens en gebruik het nergens anders. Een wachtwoordmanager helpt daarbij. Stuur een wachtwoord nooit per e-mail naar een collega; laat de collega bij voorkeur zelf een wachtwoord instellen in het hostingcontrolepaneel of in webmail.',
      'Het wachtwoord van een mailbox wijzig je in hetzelfde onderdeel met het sleuteltje naast de mailbox. Vergeet daarna niet het nieuwe wachtwoord in te vullen op al je apparaten, zoals je telefoon, tablet en laptop. Een apparaat met het oude wachtwoord blijft het proberen en kan zo tijdelijk voor een blokkade zorgen.',
      'Via webmail.kodewerk.nl lees je je e-mail ook in de browser, bijvoorbeeld als je niet op je eigen computer werkt. Log daar in met je volledige e-mailadres en je wachtwoord.',
      'Gaat een medewerker uit dienst? Verwijder de mailbox dan niet direct, maar wijzig het wachtwoord en stel een doorsturing of afwezigheidsbericht in. Zo mis je geen berichten van klanten die het oude adres nog gebruiken.',
    ].join('\n\n'),
    updatedAt: '2025-12-09T14:00:00.000Z',
  },
  {
    slug: 'e-mail-doorsturen-en-afwezigheidsbericht',
    categorySlug: 'e-mail',
    title: 'E-mail doorsturen en een afwezigheidsbericht instellen',
    description:
      'Stuur e-mail automatisch door naar een ander adres of laat afzenders weten dat je afwezig bent, bijvoorbeeld tijdens je vakantie.',
    content: [
      'Ga je op vakantie, werk je tijdelijk op een ander adres of is een collega met verlof? Met een doorsturing en een afwezigheidsbericht zorg je dat er geen e-mail blijft liggen. Beide stel je in per mailbox, in het hostingcontrolepaneel of in webmail.',
      'Een afwezigheidsbericht instellen:\n1. Log in op het klantenportaal, ga naar Webhosting, kies de domeinnaam en log in op het hostingcontrolepaneel, onderdeel E-mail.\n2. Klik bij de mailbox op Afwezigheid.\n3. Vul een onderwerp en een korte tekst in, en kies de begin- en einddatum.\n4. Klik op Opslaan.',
      'Een goed afwezigheidsbericht vermeldt wanneer je terug bent en bij wie men in de tussentijd terechtkan. Zet er liever geen privégegevens in, zoals je vakantieadres of je mobiele nummer. Het bericht wordt naar elke afzender maximaal één keer per vier dagen verstuurd, zodat niemand wordt overspoeld.',
      'E-mail doorsturen:\n1. Klik in hetzelfde overzicht bij de mailbox op Doorsturen.\n2. Vul het adres in waar de e-mail naartoe moet.\n3. Kies of er een kopie in de oorspronkelijke mailbox moet blijven.\n4. Klik op Opslaan.',
      'Stuur je door naar een adres bij een andere provider, zoals Gmail? Dan kan de ontvangende partij doorgestuurde berichten soms als spam zien, omdat de afzender niet overeenkomt met de server die het bericht aflevert. We herschrijven de afzender daarom automatisch volgens de SRS-standaard. Komt er toch e-mail niet aan, kijk dan eerst in de spamfolder van het doeladres.',
      'Vergeet niet de doorsturing weer uit te zetten als je terug bent. Een afwezigheidsbericht met een einddatum stopt vanzelf.',
    ].join('\n\n'),
    updatedAt: '2026-06-02T09:25:00.000Z',
  },
  {
    slug: 'e-mail-komt-niet-aan',
    categorySlug: 'e-mail',
    title: 'E-mail komt niet aan of belandt in de spam',
    description:
      'Wat je kunt controleren als je e-mail niet ontvangt, als berichten worden geweigerd of als je e-mail bij anderen in de spam belandt.',
    content: [
      'Komt een e-mail niet aan, dan ligt de oorzaak meestal bij een van deze punten: de mailbox is vol, de DNS-records kloppen niet, een spamfilter houdt het bericht tegen of het bericht is naar een verkeerd adres gestuurd. Met de onderstaande controles vind je het probleem meestal snel.',
      'Ontvang je geen e-mail?\n1. Kijk in het hostingcontrolepaneel, onderdeel E-mail, of de mailbox niet vol is.\n2. Controleer de map Spam of Ongewenste e-mail, ook in webmail.\n3. Controleer met een online DNS-controle, zoals die van internet.nl, of de MX-records naar mail.kodewerk.nl wijzen.\n4. Kijk op de pagina Systeemstatus of er een storing is.',
      'Krijgt de afzender een foutmelding terug, een zogenoemde bounce? Vraag dan om de volledige tekst. Daarin staat een code, zoals 550 voor een onbekend adres of 552 voor een volle mailbox, die precies vertelt wat er misging.',
      'Belandt jouw e-mail bij anderen in de spam? Controleer dan of SPF, DKIM en DMARC goed staan. Verstuur geen nieuwsbrieven vanuit je gewone mailbox, maar gebruik daarvoor een nieuwsbriefdienst. Vermijd ook onderwerpregels in hoofdletters en berichten die alleen uit één grote afbeelding bestaan.',
      'Soms staat een server op een blokkadelijst, bijvoorbeeld omdat een gehackt account spam heeft verstuurd. Wij houden dat continu in de gaten. Vermoed je dat jouw account is misbruikt, bijvoorbeeld omdat je bounces krijgt van berichten die je nooit hebt verstuurd? Wijzig dan direct het wachtwoord van de mailbox en neem contact op met onze support.',
      'Kom je er niet uit? Maak een opdracht aan in het klantenportaal en vermeld het afzenderadres, het ontvangstadres en het tijdstip waarop het bericht is verstuurd. Dan zoeken wij het bericht op in de logbestanden van de mailserver.',
    ].join('\n\n'),
    updatedAt: '2026-08-18T10:50:00.000Z',
  },

  // Klantenportaal
  {
    slug: 'inloggen-klantenportaal-en-wachtwoord-vergeten',
    categorySlug: 'klantenportaal',
    title: 'Inloggen in het klantenportaal en wachtwoord vergeten',
    description:
      'Zo log je in op het klantenportaal van Kodewerk en kies je een nieuw wachtwoord als je het bent vergeten.',
    content: [
      'In het klantenportaal regel je alles rondom je diensten bij Kodewerk: opdrachten aanmaken, tijd reserveren, je domeinnamen en hosting bekijken en facturen downloaden. Je logt in via www.kodewerk.nl/klantenportaal, of met de knop rechtsboven op elke pagina, met je e-mailadres en wachtwoord.',
      'Ben je je wachtwoord vergeten?\n1. Klik in het inlogvenster of op de inlogpagina op "Wachtwoord vergeten?", de link onder het wachtwoord.\n2. Vul het e-mailadres in waarmee je inlogt en klik op Verstuur link.\n3. Je ontvangt een e-mail met een link. De link werkt één keer en is een uur geldig.\n4. Klik op de link, kies een nieuw wachtwoord en vul het nog een keer in.\n5. Log in met je nieuwe wachtwoord.',
      'Met je nieuwe wachtwoord word je op al je apparaten uitgelogd, en je krijgt een e-mail dat je wachtwoord is gewijzigd. Heb je dat niet zelf gedaan? Bel ons dan meteen.',
      'Geen e-mail ontvangen? Kijk dan in je spamfolder. Om misbruik te voorkomen, zeggen we niet of een e-mailadres bij ons bekend is: de mail gaat alleen naar het adres waarmee je inlogt. Is de link verlopen of al gebruikt, vraag dan een nieuwe aan.',
      'Kies een wachtwoord van minimaal tien tekens dat je nergens anders gebruikt. Na tien verkeerde pogingen kun je een kwartier niet inloggen. Dat beschermt je account tegen mensen die wachtwoorden proberen te raden.',
      'We raden iedereen aan om tweestapsverificatie aan te zetten. Dan heb je naast je wachtwoord ook een code van je telefoon nodig. Ben je je telefoon kwijt, log dan in met een van je herstelcodes. Heb je die ook niet meer? Bel ons dan via 030 123 45 67. We controleren eerst je identiteit voordat we je helpen.',
    ].join('\n\n'),
    updatedAt: '2026-11-23T17:00:00.000Z',
  },
  {
    slug: 'tweestapsverificatie-instellen',
    categorySlug: 'klantenportaal',
    title: 'Tweestapsverificatie instellen in het klantenportaal',
    description:
      'Beveilig je account in het klantenportaal met een extra code uit een authenticator-app op je telefoon.',
    content: [
      'Met tweestapsverificatie heb je bij het inloggen naast je wachtwoord ook een code nodig die je telefoon elke 30 seconden aanmaakt. Weet iemand je wachtwoord, dan kan hij zonder je telefoon nog steeds niet inloggen. Omdat je via het klantenportaal bij je domeinen, hosting en facturen kunt, raden we het iedereen sterk aan.',
      'Je hebt een authenticator-app nodig, zoals Microsoft Authenticator, Google Authenticator of de ingebouwde codes van een wachtwoordmanager als 1Password of Bitwarden.',
      '1. Log in op het klantenportaal en ga naar Mijn account.\n2. Klik bij Twee-factor authenticatie op Twee-factor authenticatie instellen.\n3. Scan de QR-code met je authenticator-app.\n4. Vul de zescijferige code uit de app en je huidige wachtwoord in en klik op Activeren.\n5. Bewaar de herstelcodes die je daarna ziet op een veilige plek.',
      'Bewaar de herstelcodes goed, bijvoorbeeld in je wachtwoordmanager. Elke code werkt één keer. Je hebt ze nodig als je je telefoon kwijtraakt of een nieuwe telefoon hebt en de app niet hebt overgezet: bij het inloggen vul je dan een herstelcode in plaats van de code uit de app in.',
      'Klopt de code niet? Controleer dan of de tijd op je telefoon automatisch wordt ingesteld. Een afwijking van een paar minuten is al genoeg om de codes ongeldig te maken.',
      'Wil je tweestapsverificatie weer uitzetten? Dat doe je ook onder Mijn account, met je wachtwoord en een code uit de app of een herstelcode.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T08:35:00.000Z',
  },
  {
    slug: 'facturen-downloaden',
    categorySlug: 'klantenportaal',
    title: 'Facturen bekijken en downloaden',
    description: 'Vind al je facturen in het klantenportaal, bekijk de regels en download ze als pdf.',
    content: [
      'Al je facturen van Kodewerk staan in het klantenportaal onder Facturen. Je ziet per factuur het factuurnummer, de datum, de vervaldatum, het bedrag en of hij al betaald is. Een factuur die over de vervaldatum is, zie je meteen aan het label.',
      '1. Log in op het klantenportaal en ga naar Facturen.\n2. Klik bij een factuur op Regels om te zien waaruit het bedrag bestaat.\n3. Klik op PDF om de factuur te downloaden, bijvoorbeeld voor je boekhouding.',
      'Onder de verstuurde facturen zie je ook wat nog gefactureerd wordt, zoals uren die al zijn besteed, je conceptfacturen en je abonnementen met hun volgende factuurdatum.',
      'De betaaltermijn is 14 dagen. Je betaalt per bankoverschrijving; vermeld daarbij het factuurnummer, dan verwerken we je betaling direct.',
      'Staat er iets op een factuur dat je niet herkent, of moet er een inkoopordernummer op? Zet je referentie bij de opdracht in het klantenportaal onder Factuurreferentie, of neem contact met ons op. Je vraag komt bij onze financiële administratie terecht.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T08:40:00.000Z',
  },
  {
    slug: 'collega-toegang-geven',
    categorySlug: 'klantenportaal',
    title: "Collega's toegang geven tot het klantenportaal",
    description: 'Zo krijgt een collega een eigen account voor het klantenportaal van je bedrijf.',
    content: [
      'Je hoeft het klantenportaal niet met één gedeeld account te gebruiken. Elke collega krijgt een eigen account, zodat je precies ziet wie welke opdracht heeft aangemaakt of op welke reactie heeft gereageerd.',
      '1. Laat ons weten wie er toegang moet krijgen: naam en e-mailadres. Dat kan per e-mail naar info@kodewerk.nl of met een opdracht in het klantenportaal.\n2. Wij maken het account aan en sturen je collega een uitnodiging per e-mail.\n3. Je collega klikt op de link, kiest een wachtwoord en logt in. De link werkt één keer en is zeven dagen geldig.',
      'Elke collega ziet in het klantenportaal alles van jullie bedrijf: opdrachten, facturen, domeinnamen, servers en reserveringen.',
      'Gaat een collega weg? Laat het ons weten. We zetten het account direct uit: je collega is meteen overal uitgelogd en kan niet meer inloggen. De opdrachten en reacties van die collega blijven bewaard.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T08:45:00.000Z',
  },
  {
    slug: 'factuurgegevens-en-betalen',
    formerSlugs: ['betaalgegevens-en-automatische-incasso'],
    categorySlug: 'klantenportaal',
    title: 'Factuurgegevens laten wijzigen en facturen betalen',
    description:
      'Waar je de gegevens op je facturen ziet, hoe je ze laat wijzigen en hoe je een factuur betaalt.',
    content: [
      'De gegevens van je bedrijf zoals ze op je facturen komen, zie je in het klantenportaal onder Mijn account, bij Je gegevens: de bedrijfsnaam en het adres.',
      'Klopt er iets niet, bijvoorbeeld na een verhuizing of een nieuwe bedrijfsnaam? Ga naar Mijn account, vul bij Bedrijfsgegevens wijzigen in wat er moet veranderen en klik op Wijzigingsverzoek versturen. Het komt als opdracht bij ons binnen; je volgt het onder Opdrachten. Wij passen de gegevens aan; ze gelden voor alle facturen die daarna worden gemaakt.',
      'Een factuur betaal je binnen 14 dagen per bankoverschrijving. Vermeld het factuurnummer bij je betaling, dan zien we meteen welke factuur je hebt betaald. In het klantenportaal zie je onder Facturen welke facturen nog openstaan.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T08:50:00.000Z',
  },
  {
    slug: 'noodoproep-buiten-kantooruren',
    categorySlug: 'klantenportaal',
    title: 'Een noodoproep doen buiten kantooruren',
    description:
      'Ligt je applicatie of server eruit buiten kantooruren? Zo doe je een noodoproep bij het storingsteam van Kodewerk.',
    content: [
      "Onze support is bereikbaar op werkdagen van 8.30 tot 17.30 uur. Ligt je website, applicatie of server eruit buiten die tijden, bijvoorbeeld 's avonds, in het weekend of op een feestdag? Dan doe je een noodoproep. Er is altijd een ontwikkelaar of systeembeheerder van Kodewerk stand-by.",
      'Een noodoproep is bedoeld voor storingen met grote impact: je productieomgeving is onbereikbaar, klanten kunnen niet bestellen of inloggen, er is een beveiligingsincident of er dreigt gegevensverlies. Een tekstfout of een wens voor nieuwe functionaliteit is geen noodgeval; maak daarvoor een gewone opdracht aan.',
      'Zo doe je een noodoproep:\n1. Log in op het klantenportaal en ga naar Noodoproep.\n2. Beschrijf wat er misgaat, sinds wanneer, om welke website of server het gaat en op welk telefoonnummer we je kunnen bereiken.\n3. Lees wat de oproep kost en vink aan dat je dat weet.\n4. Klik op Noodoproep versturen.',
      'De dienstdoende collega krijgt je oproep direct per e-mail. Zodra hij je oproep oppakt, krijg je daarvan een e-mail. Kun je niet inloggen, bel dan 030 123 45 67 en kies in het keuzemenu voor storingen.',
      'Voordat je de oproep verstuurt, zie je wat hij kost: valt hij binnen je onderhoudscontract, dan staat dat erbij; anders zie je het uurtarief voor noodoproepen. Je bevestigt dat je dit weet, en pas dan gaat de oproep de deur uit. Na afloop ontvang je een kort verslag van de oorzaak en de oplossing.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T08:55:00.000Z',
  },
  {
    slug: 'e-mails-van-het-klantenportaal',
    formerSlugs: ['meldingen-en-notificaties-instellen'],
    categorySlug: 'klantenportaal',
    title: 'Welke e-mails je van het klantenportaal krijgt',
    description: 'Over welke gebeurtenissen het klantenportaal je een e-mail stuurt, en waarom.',
    content: [
      'Het klantenportaal houdt je per e-mail op de hoogte van wat er met je opdrachten en noodoproepen gebeurt. De e-mails gaan naar het e-mailadres waarmee je inlogt.',
      'Je krijgt een e-mail:\n1. als wij reageren op een van je opdrachten;\n2. als de status van een opdracht verandert, bijvoorbeeld naar Wacht op klant of Afgerond;\n3. als de dienstdoende collega je noodoproep heeft opgepakt;\n4. als we je uitnodigen voor het klantenportaal.',
      'In de e-mail staat een link naar de opdracht in het klantenportaal, zodat je direct kunt reageren. Interne notities van onze medewerkers krijg je niet te zien; die blijven bij ons.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T09:00:00.000Z',
  },

  // Maatwerk software
  {
    slug: 'opdracht-aanmaken-en-prioriteit-geven',
    categorySlug: 'maatwerk-software',
    title: 'Een opdracht (user story) aanmaken en prioriteit geven',
    description:
      'Zo beschrijf je een nieuwe wens of aanpassing als user story in het klantenportaal en geef je aan hoe belangrijk die is.',
    content: [
      'Alle wensen, aanpassingen en meldingen voor je maatwerk software verlopen via opdrachten in het klantenportaal. Zo staat alles op één plek, zie je altijd de status en weten onze ontwikkelaars precies wat je verwacht.',
      '1. Log in op het klantenportaal en ga naar Opdrachten.\n2. Klik op Nieuwe opdracht.\n3. Geef de opdracht een korte, duidelijke titel.\n4. Beschrijf de wens in de omschrijving als user story, met de acceptatiecriteria. Met de knoppen boven het tekstvak maak je kopjes, lijsten en vetgedrukte tekst.\n5. Kies een prioriteit.\n6. Klik op Opdracht aanmaken.',
      'Een user story beschrijft wat een gebruiker wil en waarom, zonder dat je al een technische oplossing hoeft te bedenken. Gebruik de vorm: Als [rol] wil ik [iets kunnen doen], zodat [doel]. Bijvoorbeeld: Als planner wil ik ritten kunnen slepen naar een andere chauffeur, zodat ik de planning sneller kan aanpassen.',
      'Met acceptatiecriteria maak je concreet wanneer de opdracht klaar is. Bijvoorbeeld: de chauffeur ziet de gewijzigde rit direct in de app, en een rit die al is gestart kan niet meer worden verplaatst.',
      'De prioriteit loopt van 1, het meest dringend, tot 5. Gebruik 1 alleen voor problemen in productie die direct moeten worden opgelost. Door niet alles dringend te maken, help je ons de juiste volgorde te kiezen. Je kunt de prioriteit later bij de opdracht nog wijzigen.',
      'Valt het werk buiten je contract, dan krijg je eerst een inschatting in uren. Pas na jouw akkoord gaan we aan de slag. Bij de opdracht zie je daarna hoeveel tijd er is besteed.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T09:05:00.000Z',
  },
  {
    slug: 'tijd-reserveren-voor-ontwikkeling',
    categorySlug: 'maatwerk-software',
    title: 'Tijd reserveren bij een ontwikkelaar',
    description:
      'Reserveer een uur bij een ontwikkelaar van Kodewerk voor overleg of een sessie samen, en verplaats of annuleer het tot 24 uur van tevoren.',
    content: [
      'Wil je een wens doorspreken, samen een probleem bekijken of een oplevering laten zien? Reserveer dan een uur bij onze ontwikkelaars. Het gesprek vindt plaats via een videoverbinding; de link staat bij je reservering.',
      '1. Log in op het klantenportaal en ga naar Tijd reserveren.\n2. Kies een datum. Je ziet welke tijden op die dag vrij zijn.\n3. Kies een tijdstip en vul het onderwerp in.\n4. Klik op Reserveren.',
      'Je reserveert een uur op een werkdag, tussen 9:00 en 17:00, tot 90 dagen vooruit. Je kunt tien reserveringen tegelijk hebben staan.',
      'Past het toch niet? Tot 24 uur voor het begin annuleer of verplaats je een reservering zelf, bij de reservering in het klantenportaal. Het tijdstip komt dan direct vrij voor anderen. Later dan 24 uur van tevoren? Neem dan even contact met ons op.',
      'Tip: zet de opdrachten die je wilt bespreken vooraf goed op papier, met acceptatiecriteria en eventuele ontwerpen. Dan haal je het meeste uit het uur.',
    ].join('\n\n'),
    updatedAt: '2026-11-20T09:10:00.000Z',
  },
  {
    slug: 'onderhoudscontract',
    categorySlug: 'maatwerk-software',
    title: 'Wat valt onder het onderhoudscontract?',
    description:
      'Een overzicht van de onderhoudscontracten van Kodewerk: wat we standaard doen, de reactietijden en wat je los bestelt.',
    content: [
      'Software is nooit echt af. Besturingssystemen, browsers en frameworks krijgen updates, er worden beveiligingslekken ontdekt en koppelingen met andere systemen veranderen. Met een onderhoudscontract zorgen we dat je maatwerk software, app of server veilig en betrouwbaar blijft werken.',
      'Standaard in elk onderhoudscontract:\n1. Beveiligingsupdates van het framework, de bibliotheken en het besturingssysteem.\n2. Het oplossen van bugs in software die wij hebben opgeleverd.\n3. Monitoring van je productieomgeving, met een melding aan ons bij een storing.\n4. Dagelijkse back-ups en een jaarlijkse test waarbij we een back-up daadwerkelijk terugzetten.\n5. Een jaarlijks overleg over de technische staat van je software en aanbevelingen voor het komende jaar.',
      'Er zijn drie varianten. Bij Basis reageren we binnen één werkdag op een melding, tijdens kantooruren. Bij Plus reageren we binnen vier kantooruren en is er een urenbundel voor kleine aanpassingen inbegrepen. Bij 24/7 kun je dag en nacht een noodoproep doen en pakt de dienstdoende collega een storing ook in de nacht en in het weekend op.',
      'Niet inbegrepen is nieuwe functionaliteit. Die plannen we als opdracht in, op basis van een inschatting die je eerst goedkeurt. Dat geldt ook voor het aanpassen van je software aan een nieuwe versie van een externe koppeling, zoals een boekhoudpakket dat zijn API vervangt. Dat kondigen we wel altijd ruim van tevoren aan.',
      'Je contract en de reactietijden staan in je overeenkomst; de bestede uren zie je per opdracht in het klantenportaal onder Opdrachten, en op je facturen onder Facturen. Het contract loopt per jaar en wordt stilzwijgend verlengd, met een opzegtermijn van drie maanden. Wil je overstappen naar een andere variant? Dat kan op elk moment per de eerste van de volgende maand.',
    ].join('\n\n'),
    updatedAt: '2025-08-12T13:15:00.000Z',
  },
  {
    slug: 'api-koppelingen',
    categorySlug: 'maatwerk-software',
    title: 'API-koppelingen met andere systemen',
    description:
      'Hoe we je maatwerk software koppelen aan boekhouding, betaalproviders of vervoerders, en wat we van je nodig hebben.',
    content: [
      'Maatwerk software werkt zelden op zichzelf. Vaak wil je dat bestellingen automatisch in je boekhouding komen, dat betalingen via een betaalprovider lopen of dat verzendlabels direct bij een vervoerder worden aangemaakt. Dat regelen we met API-koppelingen. Voorbeelden van systemen die we regelmatig koppelen zijn Exact Online, AFAS, Mollie, PostNL en Microsoft 365.',
      'Zo vraag je een koppeling aan:\n1. Maak in het klantenportaal een opdracht aan van het type Nieuwe functionaliteit.\n2. Beschrijf welke gegevens van welk systeem naar welk systeem moeten, en hoe vaak.\n3. Vermeld de naam van het andere systeem en, als je die hebt, een link naar de API-documentatie.\n4. Wij maken een inschatting en vragen je om akkoord.',
      'Voor de koppeling hebben we toegang nodig tot het andere systeem, meestal via een API-sleutel of een OAuth-koppeling waarbij je zelf eenmalig inlogt en toestemming geeft. Stuur API-sleutels en wachtwoorden nooit per e-mail of in een opdracht. Gebruik het onderdeel Kluis bij je project in het klantenportaal. Daar worden ze versleuteld opgeslagen en alleen gedeeld met de ontwikkelaars die eraan werken.',
      'We bouwen en testen elke koppeling eerst tegen een testomgeving of sandbox van de andere partij, zodat er geen echte bestellingen of betalingen ontstaan. Daarna zetten we hem op de acceptatieomgeving, waar jij hem kunt controleren.',
      'Wil je zelf gegevens uit je maatwerk software halen, bijvoorbeeld voor een dashboard in Power BI? Dan stellen we een eigen REST-API voor je beschikbaar, met documentatie en een persoonlijke sleutel per toepassing. Je kunt ook webhooks laten instellen, zodat je systeem direct een bericht krijgt als er bijvoorbeeld een nieuwe order binnenkomt.',
    ].join('\n\n'),
    updatedAt: '2025-10-28T15:40:00.000Z',
  },
  {
    slug: 'testen-op-de-acceptatieomgeving',
    categorySlug: 'maatwerk-software',
    title: 'Testen op de acceptatieomgeving',
    description:
      'Waarom we met een acceptatieomgeving werken, hoe je een opgeleverde opdracht test en hoe je die goedkeurt of afkeurt.',
    content: [
      'Wij werken met de OTAP-straat: ontwikkeling, test, acceptatie en productie. Nieuwe functionaliteit gaat pas naar de productieomgeving, die je eigen gebruikers zien, als jij hem op de acceptatieomgeving hebt goedgekeurd. De acceptatieomgeving lijkt zo veel mogelijk op productie, maar gebruikt testgegevens en verstuurt geen echte e-mails of betalingen.',
      'Staat een opdracht klaar om te testen, dan krijgt hij de status Wacht op klant en ontvang je een e-mail met een link naar de acceptatieomgeving.',
      '1. Open de opdracht in het klantenportaal en lees de opmerkingen van de ontwikkelaar.\n2. Open de acceptatieomgeving via de link en log in met je testaccount.\n3. Loop de acceptatiecriteria van de opdracht één voor één na.\n4. Test ook wat er gebeurt als je iets onverwachts doet, zoals een veld leeg laten of een heel lange naam invullen.\n5. Klik op Goedkeuren, of op Afkeuren met een toelichting.',
      'Keur je een opdracht af, beschrijf dan zo precies mogelijk wat er niet klopt: welke stappen je hebt gezet, wat je verwachtte en wat er gebeurde. Een schermafdruk of een korte schermopname helpt enorm. Een afgekeurde opdracht gaat terug naar de ontwikkelaar, zonder extra kosten als het om een afwijking van de acceptatiecriteria gaat.',
      'Zie je tijdens het testen een nieuw idee of een extra wens? Maak daar dan een aparte opdracht voor aan. Zo blijft de huidige opdracht overzichtelijk en kan die alvast live.',
      'Goedgekeurde opdrachten zetten we in de eerstvolgende release op productie. Bij grote wijzigingen spreken we een moment af, bijvoorbeeld buiten de drukke uren van je webshop.',
    ].join('\n\n'),
    updatedAt: '2026-01-27T10:10:00.000Z',
  },
  {
    slug: 'goede-bugmelding-maken',
    categorySlug: 'maatwerk-software',
    title: 'Een goede bugmelding maken',
    description:
      'Met deze tips meld je een fout in je software zo dat onze ontwikkelaars hem snel kunnen vinden en oplossen.',
    content: [
      "Hoe beter een fout is beschreven, hoe sneller we hem kunnen oplossen. Een melding als 'het werkt niet' kost vaak meer tijd aan uitzoeken dan aan repareren. Met een paar minuten extra bij het aanmaken van de opdracht bespaar je jezelf en ons veel heen-en-weer mailen.",
      'Maak in het klantenportaal een opdracht aan van het type Bug en vermeld in ieder geval:\n1. Waar het gebeurt: de omgeving (productie of acceptatie) en de pagina of het scherm.\n2. Wie het overkomt: welke gebruiker of rol, en of het bij iedereen gebeurt.\n3. De stappen om de fout te laten optreden, zo precies mogelijk.\n4. Wat je verwachtte en wat er in plaats daarvan gebeurde.\n5. Wanneer het begon en hoe vaak het voorkomt.\n6. Welk apparaat en welke browser of app-versie je gebruikt.',
      'Voeg een schermafdruk of schermopname toe. Staat er een foutmelding in beeld, neem die dan letterlijk over of zet hem in de schermafdruk. Bij een fout in een app zien we de versie en het apparaat vaak al in onze crashrapportage, maar het tijdstip helpt ons de juiste melding te vinden.',
      'Stuur geen wachtwoorden of privégegevens van je klanten mee in de opdracht. Gaat het om een specifieke klant of order, noem dan alleen het klant- of ordernummer. Wij kunnen de gegevens dan zelf veilig opzoeken.',
      'Kies de prioriteit eerlijk. Kunnen gebruikers hun werk niet doen of kun je geen omzet maken, kies dan Urgent. Is er een omweg, zoals een handmatige handeling, dan is Hoog of Normaal meestal passend. Doet de fout zich buiten kantooruren voor en is de impact groot? Doe dan een noodoproep.',
    ].join('\n\n'),
    updatedAt: '2026-07-07T12:30:00.000Z',
  },
  {
    slug: 'releases-en-oplevering',
    categorySlug: 'maatwerk-software',
    title: 'Hoe releases en opleveringen verlopen',
    description:
      'Wanneer en hoe we nieuwe versies van je software live zetten, hoe je daarover wordt geïnformeerd en wat er gebeurt als er iets misgaat.',
    content: [
      'We werken in sprints van twee weken. Aan het begin van een sprint bepalen we samen met jou welke opdrachten we oppakken, op basis van de prioriteiten in het klantenportaal. Aan het eind van de sprint staan de afgeronde opdrachten klaar op de acceptatieomgeving.',
      'Zodra je de opdrachten hebt goedgekeurd, bundelen we ze in een release. Een release zetten we standaard op dinsdag of donderdag live, en nooit op vrijdagmiddag of vlak voor een feestdag. Zo is er altijd iemand beschikbaar als er na de release toch iets opvalt.',
      'Voor elke release ontvang je release notes: een overzicht in gewone taal van wat er is veranderd, voor welke gebruikers het zichtbaar is en of je gebruikers iets moeten weten. Die release notes kun je direct doorsturen naar je eigen team.',
      'De meeste releases verlopen zonder onderbreking. Moet er toch een korte onderhoudsmelding worden getoond, bijvoorbeeld bij een grote databasewijziging, dan spreken we vooraf een moment met je af en zetten we het op de pagina Systeemstatus.',
      'Na elke release controleren we met automatische tests en monitoring of alles goed werkt. Gaat er toch iets mis, dan zetten we de vorige versie binnen enkele minuten terug. Daarna zoeken we de oorzaak rustig uit op de acceptatieomgeving.',
      'Aan het eind van een project of grote fase doen we een formele oplevering. Je krijgt dan de technische documentatie, een overzicht van de gebruikte open-sourcesoftware en, afhankelijk van je contract, toegang tot de broncode in een eigen repository.',
    ].join('\n\n'),
    updatedAt: '2026-10-06T09:05:00.000Z',
  },

  // Apps
  {
    slug: 'app-publiceren-in-app-store-en-google-play',
    categorySlug: 'apps',
    title: 'Je app publiceren in de App Store en Google Play',
    description:
      'Wat er nodig is om je app in de App Store en Google Play te krijgen, van ontwikkelaarsaccount tot beoordeling en livegang.',
    content: [
      'Als je app klaar is en goed is getest, publiceren we hem in de App Store van Apple en in Google Play. Dat gebeurt onder het ontwikkelaarsaccount van je eigen organisatie. Zo blijft de app altijd van jou, ook als je later met een andere partij verder wilt.',
      'Wat we van je nodig hebben:\n1. Toegang tot je Apple Developer-account en je Google Play Console-account.\n2. De naam van de app, een korte en een lange beschrijving, en zoekwoorden.\n3. Een app-icoon en eventueel eigen schermafbeeldingen; anders maken wij ze.\n4. Een link naar je privacyverklaring en een contactadres voor support.\n5. Een testaccount voor de beoordelaars, als de app een inlog heeft.',
      'Beide winkels vragen je ook in te vullen welke gegevens de app verzamelt en waarvoor. Bij Apple heet dat het privacylabel, bij Google het onderdeel Gegevensveiligheid. Wij vullen dit samen met je in, omdat het precies moet kloppen met wat de app doet.',
      'Daarna dienen we de app in voor beoordeling. Apple beoordeelt een app meestal binnen één tot twee dagen. Bij Google duurt de eerste beoordeling van een nieuwe app vaak een paar dagen en soms langer. Wordt de app afgewezen, dan krijg je een toelichting en passen wij de app of de gegevens aan.',
      'Na goedkeuring kiezen we samen het moment van publicatie. Je kunt de app direct live zetten of op een vaste datum, bijvoorbeeld gelijk met een persbericht of de lancering van je nieuwe website.',
    ].join('\n\n'),
    updatedAt: '2025-03-25T14:10:00.000Z',
  },
  {
    slug: 'testversie-installeren-via-testflight',
    categorySlug: 'apps',
    title: 'Een testversie installeren via TestFlight',
    description:
      'Zo installeer je een testversie van je iOS-app met TestFlight en geef je feedback aan onze ontwikkelaars.',
    content: [
      'Voordat een nieuwe versie van je iPhone- of iPad-app in de App Store komt, kun je hem testen via TestFlight. Dat is de officiële testapp van Apple. Je test de app dan op je eigen toestel, met dezelfde snelheid en mogelijkheden als de uiteindelijke versie.',
      '1. Installeer de gratis app TestFlight uit de App Store.\n2. Open de uitnodiging die je van ons per e-mail hebt ontvangen, of de openbare link die we je hebben gestuurd, op je iPhone of iPad.\n3. Tik op Bekijk in TestFlight en daarna op Accepteer.\n4. Tik op Installeer. De testversie staat nu op je beginscherm, met een oranje stipje naast de naam.',
      'Er zijn twee soorten testers. Interne testers zijn gebruikers in je App Store Connect-account; dat zijn er maximaal 100 en zij krijgen een nieuwe versie direct. Externe testers, bijvoorbeeld een groep klanten, nodigen we uit per e-mail of met een openbare link, tot maximaal 10.000 personen. Voor externe testers moet Apple de eerste versie kort beoordelen, wat meestal binnen een dag gebeurt.',
      'Feedback geven is eenvoudig: maak een schermafdruk terwijl je de testversie gebruikt en tik op Deel bètafeedback. Je kunt er direct een opmerking bij zetten. De feedback komt rechtstreeks bij onze ontwikkelaars terecht, samen met het model van je toestel en de iOS-versie. Crasht de app, dan vraagt TestFlight of je het rapport wilt delen; doe dat graag.',
      'Een testversie is 90 dagen bruikbaar. Daarna moet je een nieuwere versie installeren. Gegevens in de testversie blijven meestal bewaard, maar gebruik de testversie bij voorkeur niet voor belangrijke echte gegevens.',
    ].join('\n\n'),
    updatedAt: '2025-06-24T10:00:00.000Z',
  },
  {
    slug: 'testversie-android-google-play',
    categorySlug: 'apps',
    title: 'Een testversie van je Android-app installeren',
    description:
      'Zo word je tester van een Android-app via Google Play en installeer je de nieuwste testversie op je telefoon of tablet.',
    content: [
      "Nieuwe versies van je Android-app test je via de testprogramma's van Google Play. Je installeert de testversie gewoon via de Play Store, en updates komen vanzelf binnen. Je hebt er wel een Google-account voor nodig.",
      '1. Geef ons het e-mailadres van het Google-account dat je op je telefoon gebruikt. Wij voegen je toe aan de lijst met testers.\n2. Open op je telefoon de testlink die je van ons ontvangt.\n3. Tik op Tester worden. Het kan een paar minuten duren voordat dit is verwerkt.\n4. Tik op de link naar Google Play en installeer of update de app.',
      'Google kent drie soorten tests. Een interne test is voor maximaal 100 testers en is het snelst beschikbaar, meestal binnen enkele minuten. Een gesloten test is voor een grotere, vaste groep, zoals je medewerkers of een selectie klanten. Een open test kan iedereen in Google Play vinden en installeren. Voor een nieuwe app beginnen we meestal met een interne test.',
      'Publiceer je de app onder een persoonlijk ontwikkelaarsaccount dat na november 2023 is aangemaakt, dan eist Google eerst een gesloten test met minimaal 12 testers die 14 dagen aaneengesloten meedoen. Pas daarna mag de app naar productie. Voor organisatie-accounts geldt dat niet; dat is een van de redenen waarom we een organisatie-account aanraden.',
      'Wil je weer de gewone versie gebruiken? Ga dan naar de testlink en tik op Testprogramma verlaten. Verwijder daarna de app en installeer hem opnieuw uit Google Play.',
      'Feedback of fouten meld je via een opdracht in het klantenportaal, met het versienummer dat je vindt onder Instellingen, Apps en de naam van de app.',
    ].join('\n\n'),
    updatedAt: '2025-11-18T11:25:00.000Z',
  },
  {
    slug: 'ontwikkelaarsaccounts-apple-en-google',
    categorySlug: 'apps',
    title: 'Een ontwikkelaarsaccount bij Apple en Google aanmaken',
    description:
      'Waarom je app onder je eigen ontwikkelaarsaccount hoort te staan en hoe je een organisatie-account bij Apple en Google aanvraagt.',
    content: [
      'Om een app in de App Store of Google Play te publiceren, heb je een ontwikkelaarsaccount nodig. We raden aan dat je organisatie dat account zelf aanmaakt en Kodewerk daarin toegang geeft. Zo ben en blijf jij eigenaar van de app, de recensies en de downloadcijfers.',
      'Voor een organisatie-account heb je bij zowel Apple als Google een D-U-N-S-nummer nodig. Dat is een uniek nummer van Dun & Bradstreet waarmee je bedrijf wordt geverifieerd. Veel bedrijven hebben er al een. Je zoekt het gratis op via de zoekfunctie op de ontwikkelaarswebsite van Apple; heb je er nog geen, dan kun je het daar aanvragen. Dat duurt soms een paar weken, dus begin op tijd.',
      'Apple Developer Program:\n1. Maak een Apple-account aan met een zakelijk e-mailadres, bij voorkeur een algemeen adres dat niet aan één persoon hangt.\n2. Schrijf je in als organisatie via developer.apple.com en vul je D-U-N-S-nummer in.\n3. Betaal het jaarlijkse lidmaatschap van 99 euro.\n4. Nodig Kodewerk uit in App Store Connect met de rol App Manager.',
      'Google Play Console:\n1. Maak een Google-account aan met een zakelijk e-mailadres.\n2. Maak via play.google.com/console een organisatie-account aan en doorloop de verificatie.\n3. Betaal de eenmalige registratiekosten van 25 dollar.\n4. Nodig Kodewerk uit onder Gebruikers en rechten, met beheerrechten voor je app.',
      'Zet op beide accounts tweestapsverificatie aan en bewaar de inloggegevens in een wachtwoordmanager van je organisatie. Loop je ergens vast tijdens de verificatie? Plan dan een videogesprek met ons, dan lopen we de stappen samen door.',
    ].join('\n\n'),
    updatedAt: '2026-02-17T09:40:00.000Z',
  },
  {
    slug: 'pushmeldingen-in-je-app',
    categorySlug: 'apps',
    title: 'Pushmeldingen in je app',
    description:
      'Hoe pushmeldingen werken op iOS en Android, waarom gebruikers toestemming moeten geven en hoe je zelf een melding verstuurt.',
    content: [
      'Met pushmeldingen bereik je gebruikers van je app ook als ze de app niet open hebben. Denk aan een melding dat een bestelling onderweg is, een herinnering aan een afspraak of een nieuwe rit in de planning van een chauffeur. Goed ingezet zijn ze erg waardevol; te veel meldingen leiden er juist toe dat mensen ze uitzetten of de app verwijderen.',
      'Op iOS lopen pushmeldingen via de Apple Push Notification service, op Android via Firebase Cloud Messaging van Google. Onze apps regelen die koppeling voor je. Op iPhones en op Android 13 en nieuwer moet de gebruiker eerst toestemming geven. Vraag daar bij voorkeur om op het moment dat het logisch is, bijvoorbeeld direct na een bestelling, en niet meteen bij de eerste keer openen.',
      'Heeft je app een beheeromgeving met pushberichten, dan verstuur je zelf een bericht:\n1. Log in op de beheeromgeving van je app.\n2. Ga naar Pushberichten en klik op Nieuw bericht.\n3. Vul een korte titel en tekst in en kies het scherm in de app dat moet openen.\n4. Kies de doelgroep en het tijdstip.\n5. Verstuur eerst een testbericht naar je eigen toestel en daarna het echte bericht.',
      'Houd de tekst kort en concreet, en verstuur geen meldingen midden in de nacht. Voor marketingberichten eist Apple dat de gebruiker daar apart toestemming voor heeft gegeven, en ook vanuit de AVG is het verstandig die toestemming vast te leggen. Dienstberichten, zoals de status van een bestelling, vallen daar niet onder.',
      'Krijgt iemand geen meldingen? Controleer dan in de instellingen van de telefoon of meldingen voor de app aanstaan en of de telefoon niet op een focusmodus of stand Niet storen staat.',
    ].join('\n\n'),
    updatedAt: '2026-07-28T13:55:00.000Z',
  },
  {
    slug: 'app-update-gefaseerd-uitrollen',
    categorySlug: 'apps',
    title: 'Een app-update gefaseerd uitrollen',
    description:
      'Waarom we nieuwe versies van je app stap voor stap uitrollen, hoe dat werkt in de App Store en Google Play en wat er gebeurt bij problemen.',
    content: [
      'Een nieuwe versie van je app is pas echt getest als duizenden mensen hem op allerlei verschillende toestellen gebruiken. Daarom rollen we updates standaard gefaseerd uit: eerst naar een klein deel van je gebruikers, en pas als alles goed gaat naar iedereen.',
      'In de App Store gebruiken we de gefaseerde release van Apple. Die verdeelt de automatische update over zeven dagen: op dag één krijgt 1 procent van de gebruikers met automatische updates de nieuwe versie, daarna 2, 5, 10, 20 en 50 procent, en op dag zeven iedereen. Gebruikers die zelf in de App Store op Update tikken, krijgen de nieuwe versie wel direct.',
      'In Google Play kiezen we zelf het percentage, bijvoorbeeld eerst 10 procent, na twee dagen 50 procent en daarna 100 procent.',
      'Tijdens de uitrol houden we de crashrapportages, de beoordelingen en de meldingen van je supportafdeling goed in de gaten. Zien we een probleem, dan pauzeren we de uitrol. Het grootste deel van je gebruikers houdt dan de vorige, werkende versie, terwijl wij een oplossing maken. Een versie die al is geïnstalleerd, kunnen we niet terugdraaien; daarom is deze aanpak zo belangrijk.',
      'Gaat een update samen met een wijziging aan de achterkant, zoals een nieuwe API? Dan zorgen we dat de oude versie van de app blijft werken tot vrijwel iedereen heeft bijgewerkt. Moet een oude versie echt stoppen, bijvoorbeeld om veiligheidsredenen, dan toont de app een melding met het verzoek om te updaten.',
      'Wil je een update juist op een vast moment voor iedereen beschikbaar maken, bijvoorbeeld bij een actie? Geef dat aan in de opdracht, dan plannen we de release daarop.',
    ].join('\n\n'),
    updatedAt: '2026-11-10T10:15:00.000Z',
  },
];
