import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppLink } from './components/app-link.tsx';
import { HelpButton } from './components/footer/help-button.tsx';
import { SiteFooter } from './components/footer/site-footer.tsx';
import { SiteHeader } from './components/header/site-header.tsx';
import { useAnalytics } from './features/analytics/index.ts';
import { AccountButton } from './features/auth/index.ts';
import { ChatDock } from './features/chat/index.ts';
import { NewsletterBand } from './features/newsletter/index.ts';
import { SearchButton } from './features/search/index.ts';
import { siteConfig } from './lib/config.ts';
import { useNavigationEffects } from './lib/navigation-effects.ts';
import { useNonce } from './lib/nonce.tsx';
import { publicConfigFromEnv } from './lib/public-config.server.ts';
import { PUBLIC_CONFIG_ELEMENT_ID, serializeForScript } from './lib/public-config.ts';
import './styles/global.css';

export const loader = () => ({ publicConfig: publicConfigFromEnv() });

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Pagina niet gevonden' : 'Er ging iets mis'} | ${siteConfig.productName}` },
    {
      name: 'description',
      content: notFound
        ? `Deze pagina bestaat niet (meer). Zoek verder in de kennisbank of neem contact op met ${siteConfig.productName}.`
        : `Deze pagina kon niet worden geladen. Probeer het opnieuw of ga naar de homepage van ${siteConfig.productName}.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
};

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#inhoud">
          Naar de inhoud
        </a>
        {children}
        {data && (
          <script
            type="application/json"
            id={PUBLIC_CONFIG_ELEMENT_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element, not executed
            dangerouslySetInnerHTML={{ __html: serializeForScript(data.publicConfig) }}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** In the back office the palette searches as staff (loaded with the palette, on first use). */
const loadStaffSearch = () =>
  import('./features/beheer-search/index.ts').then((module) => module.staffSearchSource());

const Shell = ({ children }: { children: ReactNode }) => {
  useNavigationEffects();
  useAnalytics(useRouteLoaderData<typeof loader>('root')?.publicConfig.matomoUrl);
  // The back office is for staff: no customer login, newsletter or help button around it.
  const backOffice = /^\/beheer(\/|$)/.test(useLocation().pathname);
  return (
    <>
      <SiteHeader
        search={<SearchButton loadSource={backOffice ? loadStaffSearch : undefined} />}
        account={backOffice ? undefined : <AccountButton />}
      />
      <main id="inhoud" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        newsletter={backOffice ? undefined : <NewsletterBand />}
        help={backOffice ? undefined : <HelpButton />}
      />
      {!backOffice && <ChatDock />}
    </>
  );
};

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <div className="container page">
        {notFound ? (
          <>
            <h1>Pagina niet gevonden</h1>
            <p>Page not found: {location.pathname}</p>
            <p className="prose">
              Deze pagina bestaat niet (meer). Misschien vind je het via de{' '}
              <AppLink to={siteConfig.supportLinks.knowledgeBase.href}>kennisbank</AppLink>, of{' '}
              <AppLink to="/contact">neem contact op</AppLink>: we helpen je graag verder.
            </p>
          </>
        ) : (
          <>
            <h1>Er ging iets mis</h1>
            <p>Deze pagina kon niet worden geladen. Probeer het opnieuw, of ga terug naar de homepage.</p>
          </>
        )}
        <p>
          <AppLink to="/" className="button">
            Naar de homepage
          </AppLink>
        </p>
      </div>
    </Shell>
  );
}
