import { SERVICE_MESSAGES } from '@maatwerk/contract';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The registrar through which the provider registers domain names: here only for a domain's
 * transfer code (verhuiscode, EPP auth code). Whether a name is free is asked of RDAP
 * (domain-registry.ts), which gives no codes.
 */
export interface DomainRegistrar {
  /** The transfer code of a name the provider holds; an HttpError the customer reads otherwise. */
  transferCode: (name: string) => Promise<string>;
}

/** No registrar configured: no code exists to give, and the answer says so (never a made-up code). */
export const unconfiguredRegistrar: DomainRegistrar = {
  transferCode: async () => {
    throw new HttpError('service_unavailable', SERVICE_MESSAGES.noRegistrar);
  },
};

const TransferCodeAnswer = z.object({ auth_code: z.string().trim().min(1).max(128) });

/**
 * A registrar over HTTP: `POST {DOMAIN_REGISTRAR_URL}/domains/{name}/auth-code` with its bearer
 * token, answered with `{ auth_code }`. No redirects are followed (the token stays with the
 * registrar); an error, a timeout or an answer without a code is a 503 that says the code could not
 * be had, and its details go to the log without any code.
 */
export const httpRegistrar = (
  baseUrl: string,
  token: string | undefined,
  {
    timeoutMs = 10_000,
    log,
  }: { timeoutMs?: number; log?: { warn: (details: object, message: string) => void } } = {},
): DomainRegistrar => ({
  transferCode: async (name) => {
    const url = new URL(
      `domains/${encodeURIComponent(name)}/auth-code`,
      baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    );
    const failed = (details: object) => {
      log?.warn({ url: url.href, ...details }, 'registrar gave no transfer code');
      return new HttpError('service_unavailable', SERVICE_MESSAGES.registrarFailed);
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw failed({ reason: error instanceof Error ? error.name : 'unknown' });
    }
    if (!response.ok) throw failed({ status: response.status });
    const parsed = TransferCodeAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw failed({ reason: 'no auth_code in the answer' });
    return parsed.data.auth_code;
  },
});

/** The registrar the environment points at, or the honest default that has no codes. */
export const domainRegistrarFromEnv = (
  env: Pick<Env, 'DOMAIN_REGISTRAR_URL' | 'DOMAIN_REGISTRAR_TOKEN'>,
  log?: { warn: (details: object, message: string) => void },
): DomainRegistrar =>
  env.DOMAIN_REGISTRAR_URL
    ? httpRegistrar(env.DOMAIN_REGISTRAR_URL, env.DOMAIN_REGISTRAR_TOKEN, { log })
    : unconfiguredRegistrar;
