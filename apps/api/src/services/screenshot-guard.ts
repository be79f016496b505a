import { lookup } from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet. Loopback, private (10/8, 172.16/12, 192.168/16),
 * link-local, carrier-grade NAT, unspecified, multicast, reserved, unique-local IPv6 and the IPv6
 * forms that carry an IPv4 address inside (mapped, NAT64, 6to4, Teredo) are not.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

export interface AddressPolicy {
  /**
   * host:port pairs the browser may visit although they are not public: a test's own site, or a
   * site on the operator's own network. Nothing else that is not public.
   */
  allowedPrivateHosts: readonly string[];
  /** Every address a name resolves to; the system resolver unless a test gives another. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export type TargetCheck = { allowed: true; address: string } | { allowed: false; reason: string };

/** What the customer reads on the placeholder when the site leads to an address we do not visit. */
export const REFUSED_REASON = 'verwijst naar een afgeschermd netwerkadres';
const NOT_FOUND_REASON = 'is niet gevonden';

const resolveAll = async (hostname: string): Promise<string[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Resolves the name once and decides on the address the connection will then use, so that a name
 * cannot answer a public address to the check and a private one to the browser.
 */
export const checkTarget = async (
  hostname: string,
  port: number,
  policy: AddressPolicy,
): Promise<TargetCheck> => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await (policy.resolve ?? resolveAll)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { allowed: false, reason: NOT_FOUND_REASON };
  const key = net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
  if (policy.allowedPrivateHosts.includes(key)) return { allowed: true, address: addresses[0]! };
  if (!addresses.every(isPublicAddress)) return { allowed: false, reason: REFUSED_REASON };
  return { allowed: true, address: addresses[0]! };
};

/** The header the proxy's refusal carries, so that the renderer tells it from the site's own 403. */
export const REFUSED_HEADER = 'x-kodewerk-refused';

const hopByHop = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive']);

const splitHostPort = (authority: string): { host: string; port: number } | undefined => {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  return { host: match[1]!, port: Number(match[2]) };
};

export interface FilteringProxy {
  /** For Chromium's --proxy-server. */
  url: string;
  /** The reasons of the requests refused so far, first first. */
  refusals: string[];
  /** Allowed targets that could not be reached (refused connection, reset, out of time). */
  failures: () => number;
  close: () => Promise<void>;
}

/**
 * A forward proxy on loopback that every request of the screenshot browser goes through: the first
 * request, each redirect, each subresource, websockets and HTTPS tunnels. It checks the target
 * with `checkTarget`, connects to the very address it checked, and refuses everything else with 403.
 */
export const startFilteringProxy = async (
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<FilteringProxy> => {
  const refusals: string[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setTimeout(timeoutMs, () => socket.destroy());
  };

  const server = http.createServer(async (request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      response.writeHead(400).end();
      return;
    }
    const port = Number(target.port || 80);
    const check = await checkTarget(target.hostname, port, policy);
    if (!check.allowed) {
      refusals.push(check.reason);
      response.writeHead(403, { 'content-type': 'text/plain', [REFUSED_HEADER]: '1' }).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !hopByHop.has(name.toLowerCase())),
    );
    const upstream = http.request(
      {
        host: check.address,
        port,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
        timeout: timeoutMs,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('socket', track);
    upstream.on('error', () => {
      failures += 1;
      response.destroy();
    });
    request.pipe(upstream);
  });

  server.on('connect', async (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const target = splitHostPort(request.url ?? '');
    const check = target ? await checkTarget(target.host, target.port, policy) : undefined;
    if (!target || !check?.allowed) {
      refusals.push(check && !check.allowed ? check.reason : REFUSED_REASON);
      client.end(`HTTP/1.1 403 Forbidden\r\n${REFUSED_HEADER}: 1\r\n\r\n`);
      return;
    }
    const upstream = net.connect(target.port, check.address, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => {
      failures += 1;
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
  });
  server.on('connection', track);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    failures: () => failures,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
