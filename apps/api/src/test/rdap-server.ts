import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RdapServer {
  url: string;
  /** Each path asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const rdap = 'application/rdap+json';

/**
 * A registry's RDAP service on a free loopback port, answering as RFC 9083 describes: a domain
 * object for a registered name, an error object with 404 for a free one. Names in `busy` get 429
 * and names in `broken` 503, as a registry under load does; names in `redirect` a 302 to the
 * address given.
 */
export const startRdapServer = async (options: {
  registered: string[];
  busy?: string[];
  broken?: string[];
  redirect?: Record<string, string>;
}): Promise<RdapServer> => {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const name = decodeURIComponent(path.match(/\/domain\/([^/?]+)$/)?.[1] ?? '').toLowerCase();
    const send = (status: number, body: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': rdap, ...headers });
      response.end(JSON.stringify(body));
    };
    if (!name) return send(400, { rdapConformance: ['rdap_level_0'], errorCode: 400, title: 'Bad Request' });
    const elsewhere = options.redirect?.[name];
    if (elsewhere) {
      response.writeHead(302, { location: elsewhere });
      return response.end();
    }
    if (options.busy?.includes(name)) {
      return send(
        429,
        { rdapConformance: ['rdap_level_0'], errorCode: 429, title: 'Too Many Requests' },
        { 'retry-after': '60' },
      );
    }
    if (options.broken?.includes(name)) {
      response.writeHead(503, { 'content-type': 'text/html' });
      return response.end('<html><body>Service Unavailable</body></html>');
    }
    if (options.registered.includes(name)) {
      return send(200, {
        rdapConformance: ['rdap_level_0'],
        objectClassName: 'domain',
        handle: `${name.toUpperCase()}-REG`,
        ldhName: name,
        status: ['active'],
        events: [{ eventAction: 'registration', eventDate: '2015-03-01T10:00:00Z' }],
      });
    }
    return send(404, {
      rdapConformance: ['rdap_level_0'],
      errorCode: 404,
      title: 'Not Found',
      description: [`${name} is not registered`],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rdap/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
