import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of spec §2. Ids starting with 'klantenportaal' get the small header. */
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('contact', 'routes/contact.tsx', { id: 'contact' }),
  route('meet', 'routes/meet.tsx', { id: 'meet' }),
  route('bedankt', 'routes/bedankt.tsx', { id: 'bedankt' }),
  route('algemene-voorwaarden', 'routes/algemene-voorwaarden.tsx', { id: 'algemene-voorwaarden' }),
  route('privacyverklaring', 'routes/privacyverklaring.tsx', { id: 'privacyverklaring' }),
  route('404', 'routes/not-found.tsx', { id: '404' }),
  // Beyond spec §2: the knowledge base and questions of the footer's support links, on the site itself.
  route('kennisbank', 'routes/kennisbank.tsx', { id: 'kennisbank' }),
  route('kennisbank/:categorie', 'routes/kennisbank-categorie.tsx', { id: 'kennisbank-categorie' }),
  route('kennisbank/:categorie/:artikel', 'routes/kennisbank-artikel.tsx', { id: 'kennisbank-artikel' }),
  route('veelgestelde-vragen', 'routes/veelgestelde-vragen.tsx', { id: 'veelgestelde-vragen' }),
  route('status', 'routes/status.tsx', { id: 'status' }),
  route('status/feed.atom', 'routes/status-feed-atom.ts', { id: 'status-feed-atom' }),
  route('klantenportaal', 'routes/klantenportaal.tsx', { id: 'klantenportaal' }),
  route('klantenportaal/uitloggen', 'routes/klantenportaal-uitloggen.tsx', {
    id: 'klantenportaal-uitloggen',
  }),
  route('klantenportaal/uitnodiging', 'routes/klantenportaal-uitnodiging.tsx', {
    id: 'klantenportaal-uitnodiging',
  }),
  route('klantenportaal/wachtwoord-vergeten', 'routes/klantenportaal-wachtwoord-vergeten.tsx', {
    id: 'klantenportaal-wachtwoord-vergeten',
  }),
  route('klantenportaal/wachtwoord-herstellen', 'routes/klantenportaal-wachtwoord-herstellen.tsx', {
    id: 'klantenportaal-wachtwoord-herstellen',
  }),
  route('klantenportaal/e-mailadres-bevestigen', 'routes/klantenportaal-e-mailadres-bevestigen.tsx', {
    id: 'klantenportaal-e-mailadres-bevestigen',
  }),
  layout('routes/klantenportaal-layout.tsx', { id: 'klantenportaal-layout' }, [
    route('klantenportaal/dashboard', 'routes/klantenportaal-dashboard.tsx', {
      id: 'klantenportaal-dashboard',
    }),
    // Mijn account in sub-pages of its own (docs/decisions/0046); its own address opens the first.
    route(
      'klantenportaal/mijn-account',
      'routes/klantenportaal-mijn-account.tsx',
      { id: 'klantenportaal-mijn-account' },
      [
        index('routes/klantenportaal-mijn-account-index.tsx', { id: 'klantenportaal-mijn-account-index' }),
        route('gegevens', 'routes/klantenportaal-mijn-account-gegevens.tsx', {
          id: 'klantenportaal-mijn-account-gegevens',
        }),
        route('e-mail-en-wachtwoord', 'routes/klantenportaal-mijn-account-e-mail-en-wachtwoord.tsx', {
          id: 'klantenportaal-mijn-account-e-mail-en-wachtwoord',
        }),
        route('beveiliging', 'routes/klantenportaal-mijn-account-beveiliging.tsx', {
          id: 'klantenportaal-mijn-account-beveiliging',
        }),
        route('je-gegevens', 'routes/klantenportaal-mijn-account-je-gegevens.tsx', {
          id: 'klantenportaal-mijn-account-je-gegevens',
        }),
        route('team', 'routes/klantenportaal-mijn-account-team.tsx', {
          id: 'klantenportaal-mijn-account-team',
        }),
        route('api-sleutels', 'routes/klantenportaal-mijn-account-api-sleutels.tsx', {
          id: 'klantenportaal-mijn-account-api-sleutels',
        }),
        route('webhooks', 'routes/klantenportaal-mijn-account-webhooks.tsx', {
          id: 'klantenportaal-mijn-account-webhooks',
        }),
      ],
    ),
    route('klantenportaal/noodoproep', 'routes/klantenportaal-noodoproep.tsx', {
      id: 'klantenportaal-noodoproep',
    }),
    route('klantenportaal/opdrachten', 'routes/klantenportaal-opdrachten.tsx', {
      id: 'klantenportaal-opdrachten',
    }),
    route('klantenportaal/opdrachten/nieuw', 'routes/klantenportaal-opdrachten-nieuw.tsx', {
      id: 'klantenportaal-opdrachten-nieuw',
    }),
    route('klantenportaal/opdrachten/aangemaakt', 'routes/klantenportaal-opdrachten-aangemaakt.tsx', {
      id: 'klantenportaal-opdrachten-aangemaakt',
    }),
    route('klantenportaal/opdrachten/:id', 'routes/klantenportaal-opdracht.tsx', {
      id: 'klantenportaal-opdracht',
    }),
    // Not in spec §2: invoices have a page of their own (docs/decisions/0009).
    route('klantenportaal/facturen', 'routes/klantenportaal-facturen.tsx', {
      id: 'klantenportaal-facturen',
    }),
    route('klantenportaal/facturen/uren', 'routes/klantenportaal-uren.tsx', {
      id: 'klantenportaal-uren',
    }),
    route('klantenportaal/facturen/rekeningoverzicht', 'routes/klantenportaal-rekeningoverzicht.tsx', {
      id: 'klantenportaal-rekeningoverzicht',
    }),
    route('klantenportaal/tijd-reserveren', 'routes/klantenportaal-tijd-reserveren.tsx', {
      id: 'klantenportaal-tijd-reserveren',
    }),
    // Not in spec §2: the services on the product list and the customer's actions (decision 0059).
    route('klantenportaal/diensten', 'routes/klantenportaal-diensten.tsx', {
      id: 'klantenportaal-diensten',
    }),
    // Not in spec §2: the customer's offertes (decision 0066).
    route('klantenportaal/offertes', 'routes/klantenportaal-offertes.tsx', {
      id: 'klantenportaal-offertes',
    }),
    route('klantenportaal/offertes/:id', 'routes/klantenportaal-offerte.tsx', {
      id: 'klantenportaal-offerte',
    }),
    // Not in spec §2: the documents the company must accept (decision 0067).
    route('klantenportaal/overeenkomsten', 'routes/klantenportaal-overeenkomsten.tsx', {
      id: 'klantenportaal-overeenkomsten',
    }),
    route('klantenportaal/webhosting', 'routes/klantenportaal-webhosting.tsx', {
      id: 'klantenportaal-webhosting',
    }),
    route('klantenportaal/webhosting/:id', 'routes/klantenportaal-webhosting-domein.tsx', {
      id: 'klantenportaal-webhosting-domein',
    }),
  ]),
  // The back office for the provider's staff: lazily loaded, rendered in the browser.
  route('beheer', 'routes/beheer.tsx', { id: 'beheer' }),
  route('beheer/uitnodiging', 'routes/beheer-uitnodiging.tsx', { id: 'beheer-uitnodiging' }),
  layout('routes/beheer-layout.tsx', { id: 'beheer-layout' }, [
    route('beheer/overzicht', 'routes/beheer-overzicht.tsx', { id: 'beheer-overzicht' }),
    route('beheer/opdrachten', 'routes/beheer-opdrachten.tsx', { id: 'beheer-opdrachten' }),
    route('beheer/opdrachten/:id', 'routes/beheer-opdracht.tsx', { id: 'beheer-opdracht' }),
    route('beheer/chat', 'routes/beheer-chat.tsx', { id: 'beheer-chat' }),
    route('beheer/noodoproepen', 'routes/beheer-noodoproepen.tsx', { id: 'beheer-noodoproepen' }),
    route('beheer/domeinbestellingen', 'routes/beheer-domeinbestellingen.tsx', {
      id: 'beheer-domeinbestellingen',
    }),
    route('beheer/inhoud', 'routes/beheer-inhoud.tsx', { id: 'beheer-inhoud' }),
    route('beheer/inhoud/artikelen/:id', 'routes/beheer-inhoud-artikel.tsx', { id: 'beheer-inhoud-artikel' }),
    route('beheer/inhoud/categorieen', 'routes/beheer-inhoud-categorieen.tsx', {
      id: 'beheer-inhoud-categorieen',
    }),
    route('beheer/inhoud/categorieen/:id', 'routes/beheer-inhoud-categorie.tsx', {
      id: 'beheer-inhoud-categorie',
    }),
    route('beheer/inhoud/paginas', 'routes/beheer-inhoud-paginas.tsx', { id: 'beheer-inhoud-paginas' }),
    route('beheer/inhoud/paginas/:id', 'routes/beheer-inhoud-pagina.tsx', { id: 'beheer-inhoud-pagina' }),
    route('beheer/inhoud/sites/:id', 'routes/beheer-inhoud-site.tsx', { id: 'beheer-inhoud-site' }),
    route('beheer/klanten', 'routes/beheer-klanten.tsx', { id: 'beheer-klanten' }),
    route('beheer/producten', 'routes/beheer-producten.tsx', { id: 'beheer-producten' }),
    route('beheer/offertes', 'routes/beheer-offertes.tsx', { id: 'beheer-offertes' }),
    route('beheer/offertes/nieuw', 'routes/beheer-offerte-nieuw.tsx', { id: 'beheer-offerte-nieuw' }),
    route('beheer/offertes/:id', 'routes/beheer-offerte.tsx', { id: 'beheer-offerte' }),
    route('beheer/facturen', 'routes/beheer-facturen.tsx', { id: 'beheer-facturen' }),
    route('beheer/facturen/nieuw', 'routes/beheer-factuur-nieuw.tsx', { id: 'beheer-factuur-nieuw' }),
    route('beheer/facturen/btw-en-omzet', 'routes/beheer-btw-en-omzet.tsx', { id: 'beheer-btw-en-omzet' }),
    route('beheer/facturen/openstaande-posten', 'routes/beheer-openstaande-posten.tsx', {
      id: 'beheer-openstaande-posten',
    }),
    route('beheer/facturen/:id', 'routes/beheer-factuur.tsx', { id: 'beheer-factuur' }),
    route('beheer/klanten/:id', 'routes/beheer-klant.tsx', { id: 'beheer-klant' }),
    route('beheer/tijd', 'routes/beheer-tijd.tsx', { id: 'beheer-tijd' }),
    route('beheer/serviceniveaus', 'routes/beheer-serviceniveaus.tsx', { id: 'beheer-serviceniveaus' }),
    route('beheer/medewerkers', 'routes/beheer-medewerkers.tsx', { id: 'beheer-medewerkers' }),
    route('beheer/mijn-account', 'routes/beheer-mijn-account.tsx', { id: 'beheer-mijn-account' }),
    route('beheer/audit', 'routes/beheer-audit.tsx', { id: 'beheer-audit' }),
    route('beheer/avg', 'routes/beheer-avg.tsx', { id: 'beheer-avg' }),
    route('beheer/status', 'routes/beheer-status.tsx', { id: 'beheer-status' }),
  ]),
  // Beyond spec §2 (see docs/decisions, "newsletter links and resource routes"): the landing pages
  // of the newsletter mail links, and the site's own resource routes.
  route('nieuwsbrief/bevestigen', 'routes/nieuwsbrief-bevestigen.tsx', { id: 'nieuwsbrief-bevestigen' }),
  route('nieuwsbrief/afmelden', 'routes/nieuwsbrief-afmelden.tsx', { id: 'nieuwsbrief-afmelden' }),
  route('weekmail/afmelden', 'routes/weekmail-afmelden.tsx', { id: 'weekmail-afmelden' }),
  route('status/bevestigen', 'routes/status-bevestigen.tsx', { id: 'status-bevestigen' }),
  route('status/afmelden', 'routes/status-afmelden.tsx', { id: 'status-afmelden' }),
  route('api/subscribe-to-newsletter', 'routes/api-subscribe-to-newsletter.ts', {
    id: 'api-subscribe-to-newsletter',
  }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
