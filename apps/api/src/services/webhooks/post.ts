import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { type AddressPolicy, checkTarget, isPublicAddress } from '../screenshot-guard.ts';

/** What the answer of an endpoint may be at most: more is not read, and the connection is closed. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export type PostOutcome =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status: number | null; durationMs: number; error: string };

/** Whether the endpoint's address may be used: https, or http to a host:port the policy allows. */
export const endpointUrlAllowed = (url: URL, policy: AddressPolicy): boolean => {
  if (url.protocol === 'https:') return true;
  const port = url.port || '80';
  return url.protocol === 'http:' && policy.allowedPrivateHosts.includes(`${url.hostname}:${port}`);
};

const secondsNl = (ms: number) => {
  const seconds = ms / 1000;
  return `${seconds.toLocaleString('nl-NL')} ${seconds === 1 ? 'seconde' : 'seconden'}`;
};

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * One POST to a webhook endpoint, through the address guard of the screenshots: the name is
 * resolved once and the connection goes to that very address; after connecting, the address the
 * socket is connected to is checked again. Redirects are not followed (a 3xx is a failure). The
 * whole exchange has `timeoutMs`, and at most MAX_RESPONSE_BYTES of the answer are read, so a slow
 * or huge answer cannot hold the worker.
 */
export const postToEndpoint = async (
  target: string,
  { body, headers }: { body: string; headers: Record<string, string> },
  { policy, timeoutMs, signal }: { policy: AddressPolicy; timeoutMs: number; signal?: AbortSignal },
): Promise<PostOutcome> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, status: number | null = null): PostOutcome => ({
    ok: false,
    status,
    durationMs: elapsed(),
    error,
  });
  const url = new URL(target);
  if (!endpointUrlAllowed(url, policy)) return failed('Alleen https-adressen worden beleverd.');
  const port = portOf(url);
  const check = await checkTarget(url.hostname, port, policy);
  if (!check.allowed) return failed(`Het adres ${check.reason}.`);
  const key = `${url.hostname}:${port}`;
  const connectedAllowed = (address: string | undefined) =>
    address !== undefined && (isPublicAddress(address) || policy.allowedPrivateHosts.includes(key));
  const family = check.address.includes(':') ? 6 : 4;
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: check.address, family }]);
    else callback(null, check.address, family);
  };
  const limit = AbortSignal.timeout(timeoutMs);
  const abort = signal ? AbortSignal.any([limit, signal]) : limit;

  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        signal: abort,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let size = 0;
        const done = () => {
          response.destroy();
          if (status >= 200 && status < 300) settle({ ok: true, status, durationMs: elapsed() });
          else if (status >= 300 && status < 400)
            settle(failed(`Doorverwijzing (${status}) wordt niet gevolgd.`, status));
          else settle(failed(`Het adres antwoordde met ${status}.`, status));
        };
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size >= MAX_RESPONSE_BYTES) done();
        });
        response.on('end', done);
        // The time limit ends a slow answer too: the status has come, and decides.
        response.on('error', done);
        response.on('aborted', done);
      },
    );
    request.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        if (!connectedAllowed(socket.remoteAddress)) {
          request.destroy();
          settle(failed('Het adres verwijst naar een afgeschermd netwerkadres.'));
        }
      });
    });
    request.on('error', () => {
      if (limit.aborted) settle(failed(`Geen antwoord binnen ${secondsNl(timeoutMs)}.`));
      else if (signal?.aborted) settle(failed('De aflevering is onderbroken.'));
      else settle(failed('Het adres is niet bereikbaar.'));
    });
    request.end(body);
  });
};
