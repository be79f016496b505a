import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AddressPolicy, checkTarget } from './screenshot-guard.ts';

/** A target the address guard refused: a loopback, private or otherwise non-public address. */
export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

export interface GuardedAnswer {
  status: number;
  /** The body as text, cut off at `maxBytes`. */
  body: string;
  /** Every address asked, the first request and each redirect, in order. */
  hops: string[];
}

export interface GuardedGetOptions {
  policy: AddressPolicy;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Redirects followed at most; one more is answered as it is. */
  maxRedirects?: number;
  maxBytes?: number;
  /** Called before each request (the first and every redirect): throws to stop there. */
  beforeEachRequest?: (url: URL) => Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One request to an address that passed the guard, connected to the very address that was checked,
 * so that a name cannot answer a public address to the check and a private one to the connection.
 */
const requestOnce = async (
  url: URL,
  { policy, headers, maxBytes = 512 * 1024 }: GuardedGetOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body: string }> => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedTarget(`${url.protocol} is niet toegestaan`);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const check = await checkTarget(url.hostname, port, policy);
  if (!check.allowed) throw new RefusedTarget(`${url.host} ${check.reason}`);
  const family = check.address.includes(':') ? 6 : 4;
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: check.address, family }]);
    else callback(null, check.address, family);
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: 'GET', headers, lookup, signal },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          size += chunk.length;
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
};

/**
 * A GET that goes only to public addresses (or those the policy allows), also after each redirect,
 * which it follows itself. Throws RefusedTarget for an address the guard refuses.
 */
export const guardedGet = async (start: URL, options: GuardedGetOptions): Promise<GuardedAnswer> => {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const hops: string[] = [];
  let url = start;
  for (let redirects = 0; ; redirects++) {
    await options.beforeEachRequest?.(url);
    hops.push(url.href);
    const answer = await requestOnce(url, options, signal);
    if (!REDIRECTS.has(answer.status) || !answer.location || redirects >= (options.maxRedirects ?? 3)) {
      return { status: answer.status, body: answer.body, hops };
    }
    url = new URL(answer.location, url);
  }
};
