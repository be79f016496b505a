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
  route('klantenportaal', 'routes/klantenportaal.tsx', { id: 'klantenportaal' }),
  route('klantenportaal/uitloggen', 'routes/klantenportaal-uitloggen.tsx', {
    id: 'klantenportaal-uitloggen',
  }),
  layout('routes/klantenportaal-layout.tsx', { id: 'klantenportaal-layout' }, [
    route('klantenportaal/dashboard', 'routes/klantenportaal-dashboard.tsx', {
      id: 'klantenportaal-dashboard',
    }),
    route('klantenportaal/mijn-account', 'routes/klantenportaal-mijn-account.tsx', {
      id: 'klantenportaal-mijn-account',
    }),
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
    route('klantenportaal/tijd-reserveren', 'routes/klantenportaal-tijd-reserveren.tsx', {
      id: 'klantenportaal-tijd-reserveren',
    }),
    route('klantenportaal/webhosting', 'routes/klantenportaal-webhosting.tsx', {
      id: 'klantenportaal-webhosting',
    }),
    route('klantenportaal/webhosting/:id', 'routes/klantenportaal-webhosting-domein.tsx', {
      id: 'klantenportaal-webhosting-domein',
    }),
  ]),
  // Beyond spec §2 (see docs/decisions, "newsletter links and resource routes"): the landing pages
  // of the newsletter mail links, and the site's own resource routes.
  route('nieuwsbrief/bevestigen', 'routes/nieuwsbrief-bevestigen.tsx', { id: 'nieuwsbrief-bevestigen' }),
  route('nieuwsbrief/afmelden', 'routes/nieuwsbrief-afmelden.tsx', { id: 'nieuwsbrief-afmelden' }),
  route('api/subscribe-to-newsletter', 'routes/api-subscribe-to-newsletter.ts', {
    id: 'api-subscribe-to-newsletter',
  }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
