import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, type Pair } from '../../scripts/lib/pair.mjs';
import { startDemoPair } from './demo-pair.ts';

/** The colour of the test websites, to recognise them in a screenshot. */
export const SITE_COLOUR = { r: 10, g: 119, b: 85 };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/**
 * A small stand-in for the outside world of the hosting pages, over real HTTP: a hosting control
 * panel that hands out login links (`POST /panel/login-links`, the protocol of the API's adapter)
 * and lands on `/panel/sso`, and the customers' websites at `/sites/{domain}/`.
 */
export const startHostingWorld = async (options: { panelDelayMs: number }) => {
  const loginRequests: {
    authorization: string | undefined;
    body: { domain: string; redirect_url: string };
  }[] = [];
  let origin = '';
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/panel/login-links') {
      const body = JSON.parse(await readBody(request)) as { domain: string; redirect_url: string };
      loginRequests.push({ authorization: request.headers.authorization, body });
      await new Promise((resolve) => setTimeout(resolve, options.panelDelayMs));
      const target = `${origin}/panel/sso?domain=${encodeURIComponent(body.domain)}&next=${encodeURIComponent(body.redirect_url)}`;
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ url: target }));
      return;
    }
    if (url.pathname === '/panel/sso') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Controlepaneel</title><h1>Controlepaneel van ${url.searchParams.get('domain')}</h1>`,
        );
      return;
    }
    const site = /^\/sites\/([a-z0-9.-]+)\/$/.exec(url.pathname);
    if (site) {
      const { r, g, b } = SITE_COLOUR;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>${site[1]}</title><body style="margin:0;background:rgb(${r},${g},${b});color:#fff">` +
            `<h1 style="margin:0;padding:200px 40px">Welkom bij ${site[1]}</h1></body>`,
        );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    loginRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type HostingWorld = Awaited<ReturnType<typeof startHostingWorld>>;

/**
 * A site and API of their own, on fresh demo data, whose control panel and websites are the test's
 * world: the shared pair has no control panel, as a fresh install has none.
 */
export const startHostingPair = async (
  world: HostingWorld,
): Promise<{ pair: Pair; close: () => Promise<void> }> => {
  // Addresses of its own: the environment of the run names the shared pair's.
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const { pair, dataDir } = await startDemoPair(
    'hosting',
    {
      API_URL: `http://localhost:${apiPort}`,
      SITE_URL: `http://localhost:${sitePort}`,
      HOSTING_PANEL_URL: `${world.origin}/panel`,
      HOSTING_PANEL_TOKEN: 'e2e-paneel-sleutel',
      SCREENSHOT_URL_TEMPLATE: `${world.origin}/sites/{domain}/`,
      SCREENSHOT_TIMEOUT_MS: '10000',
      // The pretend websites are on loopback, which the screenshot browser visits only when allowed.
      SCREENSHOT_ALLOWED_PRIVATE_HOSTS: new URL(world.origin).host,
    },
    { apiPort, sitePort },
  );
  return {
    pair,
    close: async () => {
      await pair.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The id of one of the customer's domains, by name, from the API. */
export const domainId = async (apiUrl: string, token: string, name: string): Promise<number> => {
  const response = await fetch(`${apiUrl}/domain-names`, { headers: { authorization: `Bearer ${token}` } });
  const domains = (await response.json()) as { id: number; name: string }[];
  const domain = domains.find((candidate) => candidate.name === name);
  if (!domain) throw new Error(`No domain ${name}`);
  return domain.id;
};
