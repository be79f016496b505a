import type { LegalSection } from '~/components/legal-document/index.ts';
import { siteConfig } from '~/lib/config.ts';

const { companyName, kvkNumber, address, contactEmail, supportLinks } = siteConfig;

export const termsVersion = 'Versie 2.1, geldig vanaf 1 januari 2026';

export const termsIntro = (
  <>
    <p>
      Deze algemene voorwaarden gelden voor alles wat {companyName} voor je doet: maatwerk software, apps,
      hosting, domeinnamen en support. We hebben ze zo duidelijk mogelijk opgeschreven. Staat er iets in dat
      je niet begrijpt, mail ons gerust via <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
    </p>
  </>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'definities',
    title: 'Definities',
    content: (
      <ul>
        <li>
          <strong>Kodewerk</strong>: {companyName}, gevestigd aan de {address.street} in {address.city},
          ingeschreven bij de Kamer van Koophandel onder nummer {kvkNumber}.
        </li>
        <li>
          <strong>Klant</strong>: de organisatie of persoon die met Kodewerk een overeenkomst sluit.
        </li>
        <li>
          <strong>Overeenkomst</strong>: iedere afspraak tussen Kodewerk en de klant, zoals een opdracht, een
          abonnement op hosting of een domeinregistratie.
        </li>
        <li>
          <strong>Opdracht</strong>: een afgebakende wens van de klant, vastgelegd als opdracht (user story)
          in het klantenportaal of in een offerte.
        </li>
        <li>
          <strong>Klantenportaal</strong>: de beveiligde omgeving waarin de klant opdrachten, facturen,
          domeinnamen, servers en afspraken beheert.
        </li>
        <li>
          <strong>Dienst</strong>: hosting, dedicated servers, domeinregistratie, onderhoud en support die
          Kodewerk doorlopend levert.
        </li>
      </ul>
    ),
  },
  {
    id: 'toepasselijkheid',
    title: 'Toepasselijkheid',
    content: (
      <>
        <p>
          Deze voorwaarden gelden voor alle offertes en overeenkomsten van Kodewerk. Afwijkingen gelden alleen
          als we die schriftelijk (ook per e-mail) met elkaar hebben afgesproken. Algemene voorwaarden van de
          klant gelden niet, tenzij Kodewerk ze uitdrukkelijk heeft aanvaard.
        </p>
        <p>
          Is een bepaling in deze voorwaarden ongeldig, dan blijven de andere bepalingen gewoon gelden. We
          vervangen de ongeldige bepaling dan door een bepaling die zo dicht mogelijk bij de bedoeling ervan
          ligt.
        </p>
      </>
    ),
  },
  {
    id: 'offertes-en-overeenkomst',
    title: 'Offertes en totstandkoming',
    content: (
      <>
        <p>
          Een offerte is dertig dagen geldig, tenzij er een andere termijn in staat. Een overeenkomst komt tot
          stand zodra de klant de offerte aanvaardt, een opdracht aanmaakt in het klantenportaal of een dienst
          bestelt, of zodra Kodewerk met de uitvoering begint op verzoek van de klant.
        </p>
        <p>
          Schattingen van uren en doorlooptijden zijn zo zorgvuldig mogelijk gemaakt, maar blijven
          schattingen. Dreigt een opdracht duidelijk meer tijd te kosten, dan melden we dat vooraf, voordat we
          de extra uren maken.
        </p>
      </>
    ),
  },
  {
    id: 'uitvoering',
    title: 'Uitvoering van opdrachten',
    content: (
      <>
        <p>
          Kodewerk voert opdrachten uit naar beste inzicht en vermogen en volgens de regels van het vak. We
          werken in sprints van meestal twee weken; na elke sprint staat een werkende versie klaar op een
          acceptatieomgeving.
        </p>
        <p>De klant zorgt op tijd voor wat Kodewerk nodig heeft om het werk te doen, zoals:</p>
        <ul>
          <li>duidelijke wensen, bij voorkeur als opdracht in het klantenportaal;</li>
          <li>toegang tot systemen, accounts en gegevens waarmee de software moet samenwerken;</li>
          <li>een contactpersoon die beslissingen kan nemen en op tijd reageert op vragen en testversies.</li>
        </ul>
        <p>
          Vertraging doordat deze medewerking uitblijft, komt niet voor rekening van Kodewerk. Extra uren die
          daardoor ontstaan, mogen we in rekening brengen.
        </p>
      </>
    ),
  },
  {
    id: 'meerwerk',
    title: 'Wijzigingen en meerwerk',
    content: (
      <p>
        Wil de klant tijdens een opdracht iets toevoegen of veranderen, dan is dat meestal prima. We laten dan
        eerst weten wat het kost en wat het betekent voor de planning. Meerwerk voeren we pas uit nadat de
        klant daarmee heeft ingestemd. Kleine wijzigingen binnen een lopende sprint spreken we samen af in het
        klantenportaal.
      </p>
    ),
  },
  {
    id: 'prijzen-en-betaling',
    title: 'Prijzen en betaling',
    content: (
      <>
        <p>
          Alle prijzen zijn in euro en exclusief btw, tenzij anders vermeld. Werk op basis van nacalculatie
          factureren we per maand op basis van de geregistreerde uren; de klant ziet die uren in het
          klantenportaal. Voor support gelden de tarieven op de pagina{' '}
          <a href={supportLinks.supportCosts.href}>{supportLinks.supportCosts.label}</a>.
        </p>
        <p>
          Abonnementen op hosting, servers en onderhoud factureren we vooraf, per maand of per jaar.
          Domeinnamen factureren we per registratieperiode, vooraf.
        </p>
        <p>
          De betaaltermijn is veertien dagen na de factuurdatum. Betaalt de klant niet op tijd, dan sturen we
          eerst een herinnering. Blijft betaling daarna uit, dan is de klant de wettelijke handelsrente en
          redelijke incassokosten verschuldigd, en mag Kodewerk diensten opschorten nadat we dat minstens
          zeven dagen vooraf hebben aangekondigd.
        </p>
        <p>
          Kodewerk mag tarieven eenmaal per jaar aanpassen, met ingang van 1 januari, en kondigt dat minstens
          een maand vooraf aan. Stijgt een tarief meer dan de inflatie, dan mag de klant de betreffende dienst
          opzeggen tegen de datum waarop de verhoging ingaat.
        </p>
      </>
    ),
  },
  {
    id: 'oplevering-en-acceptatie',
    title: 'Oplevering en acceptatie',
    content: (
      <>
        <p>
          Na oplevering van een opdracht heeft de klant veertien dagen om het resultaat te testen op de
          acceptatieomgeving. Fouten meldt de klant in die periode zo concreet mogelijk, in het
          klantenportaal. Fouten die het gebruik wezenlijk belemmeren, herstelt Kodewerk zonder extra kosten.
        </p>
        <p>
          Het resultaat geldt als geaccepteerd als de klant het goedkeurt, als de testperiode voorbij is
          zonder dat er wezenlijke fouten zijn gemeld, of als de klant het resultaat in gebruik neemt. Kleine
          fouten die het gebruik niet in de weg staan, zijn geen reden om acceptatie te weigeren; die lossen
          we zo snel mogelijk op.
        </p>
        <p>
          Ook na acceptatie herstelt Kodewerk gedurende drie maanden fouten in de opgeleverde software zonder
          kosten, tenzij de fout is ontstaan door wijzigingen van de klant of van derden.
        </p>
      </>
    ),
  },
  {
    id: 'intellectueel-eigendom',
    title: 'Intellectueel eigendom',
    content: (
      <>
        <p>
          Zodra de klant alle facturen voor een opdracht heeft betaald, gaan de rechten op de broncode die
          Kodewerk speciaal voor de klant heeft geschreven over op de klant. Op verzoek leveren we de broncode
          dan aan.
        </p>
        <p>
          Kodewerk blijft eigenaar van algemene bouwstenen, bibliotheken en werkwijzen die we ook voor andere
          klanten gebruiken. De klant krijgt daarvoor een blijvend, niet-exclusief gebruiksrecht voor zover
          dat nodig is voor de software. Voor open source onderdelen gelden de licenties van die onderdelen.
        </p>
        <p>
          De klant staat ervoor in dat teksten, afbeeldingen en gegevens die hij aanlevert geen rechten van
          anderen schenden.
        </p>
      </>
    ),
  },
  {
    id: 'hosting-en-servers',
    title: 'Hosting en dedicated servers',
    content: (
      <>
        <p>
          Kodewerk host in datacenters in Nederland. We streven naar een beschikbaarheid van 99,9 procent per
          maand, gepland onderhoud niet meegerekend. Gepland onderhoud kondigen we minstens drie werkdagen
          vooraf aan op de <a href={supportLinks.systemStatus.href}>statuspagina</a> en voeren we zoveel
          mogelijk buiten kantoortijd uit.
        </p>
        <p>
          We maken dagelijks een back-up op een aparte locatie en bewaren die veertien dagen. Een back-up
          terugzetten op verzoek van de klant brengen we in rekening volgens de supporttarieven, tenzij het
          herstel nodig is door een fout van Kodewerk.
        </p>
        <p>De klant gebruikt de hosting niet voor:</p>
        <ul>
          <li>iets dat in strijd is met de wet of met rechten van anderen;</li>
          <li>het versturen van ongevraagde e-mail (spam), phishing of malware;</li>
          <li>activiteiten die de werking van onze servers of netwerken voor andere klanten hinderen.</li>
        </ul>
        <p>
          Bij misbruik of een ernstige dreiging voor de beveiliging mag Kodewerk een dienst direct tijdelijk
          afsluiten. We laten de klant dan zo snel mogelijk weten waarom.
        </p>
      </>
    ),
  },
  {
    id: 'domeinnamen',
    title: 'Domeinnamen',
    content: (
      <>
        <p>
          Kodewerk registreert domeinnamen op naam van de klant; de klant is en blijft houder. Voor elke
          domeinnaam gelden ook de regels van de registry, zoals die van SIDN voor .nl-domeinen. Of een
          domeinnaam beschikbaar is, weten we pas zeker na registratie.
        </p>
        <p>
          Domeinnamen worden automatisch verlengd, tenzij de klant automatisch verlengen uitzet in het
          klantenportaal of de domeinnaam uiterlijk een maand voor het einde van de registratieperiode opzegt.
          Bij opzegging of verhuizing werken we mee aan de overdracht en geven we de verhuiscode af.
        </p>
      </>
    ),
  },
  {
    id: 'apps',
    title: 'Apps in de App Store en Google Play',
    content: (
      <p>
        Apps publiceren we onder het ontwikkelaarsaccount van de klant, zodat de klant eigenaar blijft van de
        app en zijn vermelding in de winkels. Apple en Google beoordelen elke app zelf en kunnen een app of
        update weigeren. Kodewerk houdt zich aan hun richtlijnen zoals die gelden bij het indienen, maar kan
        niet garanderen dat een app wordt toegelaten. Aanpassingen die nodig zijn door nieuwe eisen van Apple
        of Google vallen onder onderhoud.
      </p>
    ),
  },
  {
    id: 'support',
    title: 'Support en storingen',
    content: (
      <>
        <p>
          Support is bereikbaar op werkdagen van 08:30 tot 17:30 uur, via het klantenportaal, per e-mail en
          per telefoon. Vragen beantwoorden we binnen één werkdag. Veel antwoorden staan ook in de{' '}
          <a href={supportLinks.knowledgeBase.href}>kennisbank</a>.
        </p>
        <p>
          Bij een ernstige storing, zoals een website, app of server die niet meer werkt, doet de klant een
          noodoproep via het klantenportaal. De dienstdoende engineer ontvangt die direct, ook buiten
          kantoortijd, en neemt contact op. Een noodoproep voor iets dat geen storing blijkt te zijn, mogen we
          volgens de supporttarieven in rekening brengen.
        </p>
      </>
    ),
  },
  {
    id: 'duur-en-beeindiging',
    title: 'Duur en beëindiging',
    content: (
      <>
        <p>
          Abonnementen lopen voor de afgesproken periode en worden daarna stilzwijgend verlengd met dezelfde
          periode, of per maand als de klant een consument is. Opzeggen kan in het klantenportaal of per
          e-mail, met een opzegtermijn van één maand voor het einde van de periode.
        </p>
        <p>
          Eindigt een hostingdienst, dan houden we de gegevens van de klant nog dertig dagen beschikbaar,
          zodat de klant ze kan overzetten. Daarna verwijderen we ze definitief, ook uit de back-ups zodra die
          zijn verlopen.
        </p>
        <p>
          Elke partij mag de overeenkomst direct beëindigen als de andere partij failliet gaat, surseance van
          betaling krijgt, of een wezenlijke verplichting niet nakomt nadat die partij schriftelijk een
          redelijke termijn heeft gekregen om dat alsnog te doen.
        </p>
      </>
    ),
  },
  {
    id: 'aansprakelijkheid',
    title: 'Aansprakelijkheid',
    content: (
      <>
        <p>
          De aansprakelijkheid van Kodewerk is beperkt tot vergoeding van directe schade, tot ten hoogste het
          bedrag dat de klant in de twaalf maanden voor het ontstaan van de schade aan Kodewerk heeft betaald
          voor de betreffende overeenkomst, met een maximum van € 50.000 per gebeurtenis. Onder directe schade
          valt onder meer de redelijke kosten om de schade vast te stellen en te beperken.
        </p>
        <p>
          Kodewerk is niet aansprakelijk voor indirecte schade, zoals gevolgschade, gederfde winst, gemiste
          besparingen en schade door bedrijfsstagnatie, en niet voor verlies van gegevens als de klant die
          zelf had kunnen herstellen.
        </p>
        <p>
          Deze beperkingen gelden niet bij opzet of bewuste roekeloosheid van Kodewerk of haar
          leidinggevenden. De klant meldt schade zo snel mogelijk en uiterlijk binnen zes maanden nadat hij de
          schade heeft ontdekt.
        </p>
      </>
    ),
  },
  {
    id: 'overmacht',
    title: 'Overmacht',
    content: (
      <p>
        Kodewerk hoeft een verplichting niet na te komen als dat door overmacht niet lukt. Daaronder valt
        onder meer een storing bij een energie- of internetleverancier of een datacenter, een grootschalige
        aanval op het internet, overheidsmaatregelen en ziekte van medewerkers die niet op te vangen is. Duurt
        de overmacht langer dan zestig dagen, dan mogen beide partijen de overeenkomst schriftelijk
        beëindigen.
      </p>
    ),
  },
  {
    id: 'geheimhouding',
    title: 'Geheimhouding',
    content: (
      <p>
        Beide partijen houden vertrouwelijke informatie van de ander geheim, ook na het einde van de
        overeenkomst. Informatie is vertrouwelijk als dat is gezegd of als dat uit de aard van de informatie
        volgt, zoals broncode, bedrijfsgegevens en gegevens van klanten van de klant.
      </p>
    ),
  },
  {
    id: 'persoonsgegevens',
    title: 'Persoonsgegevens',
    content: (
      <p>
        Verwerkt Kodewerk voor de klant persoonsgegevens, bijvoorbeeld in software of op servers die we
        beheren, dan doen we dat als verwerker volgens de Algemene verordening gegevensbescherming (AVG). De
        afspraken daarover leggen we vast in een verwerkersovereenkomst. Hoe we omgaan met gegevens die we
        zelf verwerken, lees je in onze <a href="/privacyverklaring">privacyverklaring</a>.
      </p>
    ),
  },
  {
    id: 'recht-en-geschillen',
    title: 'Toepasselijk recht en geschillen',
    content: (
      <p>
        Op alle overeenkomsten is Nederlands recht van toepassing. We proberen een geschil altijd eerst samen
        op te lossen. Lukt dat niet, dan legt de meest gerede partij het voor aan de bevoegde rechter in het
        arrondissement Midden-Nederland, tenzij de wet een andere rechter aanwijst.
      </p>
    ),
  },
];
