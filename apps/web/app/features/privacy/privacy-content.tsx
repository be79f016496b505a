import { FISCAL_RETENTION_YEARS, RETENTION_DAYS, retentionPeriod } from '@maatwerk/contract/constants';
import type { LegalSection } from '~/components/legal-document/index.ts';
import { legalDocumentStyles as styles } from '~/components/legal-document/index.ts';
import { siteConfig } from '~/lib/config.ts';

const { companyName, kvkNumber, address, contactEmail, phone } = siteConfig;

/** A retention period at the start of a cell, from the same constants the API removes records by. */
const keptFor = (days: number) => {
  const period = retentionPeriod(days);
  return `${period.charAt(0).toUpperCase()}${period.slice(1)}`;
};

export const privacyVersion = 'Versie 1.4, bijgewerkt op 28 november 2026';

export const privacyIntro = (
  <p>
    Deze privacyverklaring legt uit welke persoonsgegevens {companyName} verwerkt als je onze website bezoekt,
    contact met ons opneemt, je aanmeldt voor de nieuwsbrief of klant bij ons bent. We vertellen waarom we die
    gegevens gebruiken, hoe lang we ze bewaren en welke rechten je hebt. We verzamelen niet meer dan nodig is
    en verkopen nooit gegevens.
  </p>
);

/** A wide table that scrolls on its own on a small screen, and can be scrolled with the keyboard. */
const Table = ({ label, children }: { label: string; children: React.ReactNode }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
  <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
    <table>{children}</table>
  </section>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'wie-zijn-wij',
    title: 'Wie is verantwoordelijk',
    content: (
      <>
        <p>
          Verantwoordelijk voor de verwerking van je persoonsgegevens is {companyName}, {address.street},{' '}
          {address.postalCode} {address.city}, ingeschreven bij de Kamer van Koophandel onder nummer{' '}
          {kvkNumber}.
        </p>
        <p>
          Vragen over privacy stel je aan <a href={`mailto:${contactEmail}`}>{contactEmail}</a> of telefonisch
          via {phone}.
        </p>
      </>
    ),
  },
  {
    id: 'contactformulier',
    title: 'Als je contact met ons opneemt',
    content: (
      <>
        <p>
          Vul je het contactformulier in, dan bewaren we je naam, e-mailadres, bericht en, als je die invult,
          je telefoonnummer, bedrijfsnaam en onderwerp. We sturen je bericht per e-mail door naar ons team,
          zodat iemand je kan antwoorden. Mail of bel je ons rechtstreeks, dan bewaren we wat je ons daarin
          vertelt.
        </p>
        <p>
          We gebruiken deze gegevens alleen om je vraag te beantwoorden en, als je dat wilt, een offerte te
          maken. De grondslag is ons gerechtvaardigd belang om vragen te beantwoorden, of het voorbereiden van
          een overeenkomst.
        </p>
      </>
    ),
  },
  {
    id: 'nieuwsbrief',
    title: 'De nieuwsbrief',
    content: (
      <>
        <p>
          Meld je je aan voor de nieuwsbrief, dan bewaren we je e-mailadres en sturen we een bevestigingsmail.
          Pas als je op de link in die mail klikt, ben je ingeschreven (dubbele bevestiging, ook wel double
          opt-in). Zo kan niemand een ander aanmelden. Een aanmelding die niet wordt bevestigd, verwijderen we
          na {retentionPeriod(RETENTION_DAYS.unconfirmedNewsletter)}; de bevestigingslink werkt zeven dagen.
        </p>
        <p>
          We bewaren bij je adres alleen wanneer je je aanmeldde, bevestigde of afmeldde. De links in onze
          mails bevatten een willekeurige code; bij ons staat daarvan alleen een onomkeerbare afgeleide
          (hash), zodat iemand met toegang tot onze database die links niet kan namaken.
        </p>
        <p>
          Elke mail heeft een afmeldlink. Meld je je af, dan sturen we je geen nieuwsbrief meer. We houden je
          adres dan gemarkeerd als afgemeld, zodat het niet per ongeluk opnieuw wordt gemaild; wil je dat we
          het helemaal verwijderen, mail ons dan. De grondslag is je toestemming, die je altijd kunt
          intrekken.
        </p>
      </>
    ),
  },
  {
    id: 'klantenportaal',
    title: 'Als je klant bent: account en inloggen',
    content: (
      <>
        <p>Voor het klantenportaal verwerken we:</p>
        <ul>
          <li>
            <strong>Je account</strong>: naam, e-mailadres, eventueel telefoonnummer en het adres voor de
            weekmail, en de organisatie waarvoor je werkt.
          </li>
          <li>
            <strong>Je wachtwoord</strong>, alleen als onomkeerbare hash (scrypt). Wij kunnen je wachtwoord
            dus niet inzien.
          </li>
          <li>
            <strong>Inlogsessies</strong>: bij het inloggen krijg je een inlogcode (token). Wij bewaren
            daarvan alleen een hash, met het tijdstip van aanmaken en laatste gebruik. Een sessie vervalt na
            twee uur zonder gebruik en uiterlijk na zeven dagen, en meteen als je uitlogt.
          </li>
          <li>
            <strong>Tweestapsverificatie</strong>: zet je die aan, dan bewaren we de geheime sleutel die ook
            in je authenticatie-app staat, zodat we je codes kunnen controleren, en je herstelcodes alleen als
            hash.
          </li>
          <li>
            <strong>Inlogpogingen</strong>: om te voorkomen dat iemand wachtwoorden raadt, tellen we mislukte
            pogingen per e-mailadres en per IP-adres. Die tellingen verdwijnen na vijftien minuten vanzelf.
          </li>
        </ul>
        <p>
          De grondslag is de uitvoering van de overeenkomst en ons gerechtvaardigd belang bij een veilig
          portaal.
        </p>
      </>
    ),
  },
  {
    id: 'klantgegevens',
    title: 'Als je klant bent: opdrachten, facturen en diensten',
    content: (
      <>
        <p>Om onze diensten te leveren en te factureren, verwerken we:</p>
        <ul>
          <li>opdrachten (user stories) en de reacties daarop, met wie ze schreef en wanneer;</li>
          <li>
            facturen, pro-formaregels, abonnementen en bestellingen, met de bedrijfs- en factuurgegevens;
          </li>
          <li>
            domeinnamen met hun instellingen (nameservers, vergrendeling, automatisch verlengen) en de
            houdergegevens die de registry vraagt;
          </li>
          <li>
            servers en hostingpakketten, en schermafbeeldingen van websites die we voor het overzicht maken;
          </li>
          <li>tijdreserveringen en afspraken, met het kenmerk van de videoverbinding;</li>
          <li>
            noodoproepen: je omschrijving, wie de oproep deed en wanneer. We mailen de oproep direct naar de
            dienstdoende engineer.
          </li>
        </ul>
        <p>
          De grondslag is de uitvoering van de overeenkomst, en voor facturen onze wettelijke bewaarplicht.
        </p>
      </>
    ),
  },
  {
    id: 'lokale-opslag',
    title: 'Wat we in je browser bewaren',
    content: (
      <>
        <p>
          Deze website plaatst geen cookies. Wel bewaren we een paar gegevens in de lokale opslag (local
          storage) van je browser, onder de naam <code>kodewerk</code>. Die gegevens blijven op je eigen
          apparaat:
        </p>
        <Table label="Gegevens in de lokale opslag">
          <thead>
            <tr>
              <th scope="col">Sleutel</th>
              <th scope="col">Wat en waarom</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>loginCode</code>
              </td>
              <td>
                Je inlogcode, zodat je ingelogd blijft als je een andere pagina opent. Leeg na uitloggen.
              </td>
            </tr>
            <tr>
              <td>
                <code>sessionId</code>
              </td>
              <td>
                Een willekeurig kenmerk van je sessie, zodat een gesprek met onze support op een andere pagina
                doorloopt.
              </td>
            </tr>
            <tr>
              <td>
                <code>chatId</code>
              </td>
              <td>
                Het kenmerk van een lopend chatgesprek met onze support; leeg als je geen gesprek voert.
              </td>
            </tr>
            <tr>
              <td>
                <code>domainCart</code>
              </td>
              <td>
                De domeinnamen en pakketten in je winkelmandje, zodat je niets kwijtraakt als je verder kijkt.
              </td>
            </tr>
          </tbody>
        </Table>
        <p>Je kunt deze gegevens altijd wissen via de instellingen van je browser; je wordt dan uitgelogd.</p>
      </>
    ),
  },
  {
    id: 'statistieken',
    title: 'Statistieken',
    content: (
      <>
        <p>
          Om de website te verbeteren kunnen we bezoeken meten met Matomo, een statistiekenprogramma dat we
          zelf beheren. We doen dat alleen als Matomo voor deze website is ingesteld, en altijd zonder
          cookies: Matomo herkent je dus niet bij een volgend bezoek en volgt je niet over andere websites.
        </p>
        <p>
          Matomo registreert welke pagina's worden bekeken, hoe lang een pagina open staat, op welke links
          naar andere sites wordt geklikt, en technische gegevens zoals het type browser. De gegevens delen we
          met niemand. De grondslag is ons gerechtvaardigd belang bij een goed werkende website.
        </p>
      </>
    ),
  },
  {
    id: 'e-mail-en-logs',
    title: 'E-mail en technische logbestanden',
    content: (
      <p>
        Mails die we versturen, zoals de bevestiging van de nieuwsbrief of een doorgestuurd contactbericht,
        gaan via onze eigen mailserver. Onze servers houden technische logbestanden bij met onder meer het
        IP-adres, het tijdstip en het opgevraagde adres. Die gebruiken we alleen om storingen en misbruik op
        te sporen, en ze worden na dertig dagen verwijderd.
      </p>
    ),
  },
  {
    id: 'bewaartermijnen',
    title: 'Hoe lang we gegevens bewaren',
    content: (
      <Table label="Bewaartermijnen">
        <thead>
          <tr>
            <th scope="col">Gegevens</th>
            <th scope="col">Bewaartermijn</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Contactberichten</td>
            <td>{keptFor(RETENTION_DAYS.contactMessages)} na ontvangst</td>
          </tr>
          <tr>
            <td>Nieuwsbrief, niet bevestigd</td>
            <td>{keptFor(RETENTION_DAYS.unconfirmedNewsletter)}</td>
          </tr>
          <tr>
            <td>Statusmeldingen per e-mail, niet bevestigd</td>
            <td>{keptFor(RETENTION_DAYS.unconfirmedStatusSubscription)}</td>
          </tr>
          <tr>
            <td>Nieuwsbrief, ingeschreven of afgemeld</td>
            <td>Tot je ons vraagt je adres te verwijderen</td>
          </tr>
          <tr>
            <td>Account, opdrachten en diensten</td>
            <td>Zolang je klant bent, en daarna twee jaar</td>
          </tr>
          <tr>
            <td>Facturen en boekhouding</td>
            <td>{keptFor(FISCAL_RETENTION_YEARS * 365)} (wettelijke bewaarplicht)</td>
          </tr>
          <tr>
            <td>Akkoord op de verwerkersovereenkomst en de voorwaarden (wie, wanneer, welke versie)</td>
            <td>{keptFor(FISCAL_RETENTION_YEARS * 365)}, ook als je vraagt je gegevens te verwijderen</td>
          </tr>
          <tr>
            <td>Inlogsessies</td>
            <td>
              Geldig tot twee uur zonder gebruik, hooguit zeven dagen; verwijderd{' '}
              {retentionPeriod(RETENTION_DAYS.endedSessions)} nadat ze zijn beëindigd
            </td>
          </tr>
          <tr>
            <td>Links om je wachtwoord te herstellen of je e-mailadres te bevestigen</td>
            <td>{keptFor(RETENTION_DAYS.expiredLinks)} nadat ze zijn verlopen</td>
          </tr>
          <tr>
            <td>Beveiligingslog (inloggen, wijzigingen van wachtwoord en tweestapsverificatie)</td>
            <td>{keptFor(RETENTION_DAYS.securityLog)}</td>
          </tr>
          <tr>
            <td>Mislukte inlogpogingen</td>
            <td>Vijftien minuten</td>
          </tr>
          <tr>
            <td>Technische logbestanden</td>
            <td>Dertig dagen</td>
          </tr>
        </tbody>
      </Table>
    ),
  },
  {
    id: 'delen',
    title: 'Met wie we gegevens delen',
    content: (
      <>
        <p>
          We delen persoonsgegevens alleen als dat nodig is voor onze dienstverlening of als de wet dat eist:
        </p>
        <ul>
          <li>met de datacenters in Nederland waar onze servers staan;</li>
          <li>met registries zoals SIDN, als we een domeinnaam voor je registreren;</li>
          <li>met Apple en Google, als we een app onder je ontwikkelaarsaccount publiceren;</li>
          <li>met de Belastingdienst en andere instanties, als de wet ons daartoe verplicht.</li>
        </ul>
        <p>
          Met partijen die gegevens voor ons verwerken, sluiten we een verwerkersovereenkomst. We geven geen
          gegevens door aan landen buiten de Europese Economische Ruimte.
        </p>
      </>
    ),
  },
  {
    id: 'beveiliging',
    title: 'Beveiliging',
    content: (
      <p>
        We beveiligen je gegevens met passende maatregelen: verbindingen zijn versleuteld (HTTPS),
        wachtwoorden en inlogcodes bewaren we alleen als hash, je kunt tweestapsverificatie aanzetten, het
        aantal inlogpogingen is beperkt en alleen medewerkers die het voor hun werk nodig hebben, kunnen bij
        klantgegevens. Merk je iets op dat niet klopt, meld het ons dan direct.
      </p>
    ),
  },
  {
    id: 'je-rechten',
    title: 'Je rechten onder de AVG',
    content: (
      <>
        <p>Op grond van de Algemene verordening gegevensbescherming (AVG) heb je het recht om:</p>
        <ul>
          <li>je gegevens in te zien;</li>
          <li>onjuiste gegevens te laten verbeteren;</li>
          <li>je gegevens te laten verwijderen, voor zover we ze niet wettelijk moeten bewaren;</li>
          <li>de verwerking te laten beperken;</li>
          <li>je gegevens in een gangbaar bestandsformaat te ontvangen (overdraagbaarheid);</li>
          <li>bezwaar te maken tegen verwerking op grond van ons gerechtvaardigd belang;</li>
          <li>je toestemming in te trekken, bijvoorbeeld voor de nieuwsbrief.</li>
        </ul>
        <p>
          Stuur je verzoek naar <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We reageren binnen een
          maand. Om te voorkomen dat we gegevens aan de verkeerde persoon geven, kunnen we je vragen je
          identiteit te bevestigen.
        </p>
        <p>
          Heb je een account in het klantenportaal, dan vraag je een kopie van je gegevens op, of vraag je ze
          te verwijderen, onder Mijn account → Je gegevens. Na het verwijderen staan je naam, e-mailadres,
          telefoonnummer, inlogsessies, passkeys en beveiligingslog nergens meer, en vervangen we teksten die
          je schreef door de melding “[verwijderd op verzoek]”. Facturen en je akkoord op overeenkomsten
          bewaren we tot de wettelijke termijn voorbij is.
        </p>
      </>
    ),
  },
  {
    id: 'klachten',
    title: 'Klachten',
    content: (
      <p>
        Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten; we zoeken graag
        samen naar een oplossing. Je hebt ook altijd het recht een klacht in te dienen bij de Autoriteit
        Persoonsgegevens, via{' '}
        <a href="https://www.autoriteitpersoonsgegevens.nl" rel="noopener">
          autoriteitpersoonsgegevens.nl
        </a>
        .
      </p>
    ),
  },
  {
    id: 'wijzigingen',
    title: 'Wijzigingen',
    content: (
      <p>
        We passen deze privacyverklaring aan als onze diensten of de wet veranderen. De datum bovenaan laat
        zien wanneer dat voor het laatst gebeurde. Bij belangrijke wijzigingen laten we het klanten en
        abonnees van de nieuwsbrief weten.
      </p>
    ),
  },
];
