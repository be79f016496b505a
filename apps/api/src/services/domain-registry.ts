import type { DomainAvailability } from '@maatwerk/contract';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { guardedGet, RefusedTarget } from './guarded-get.ts';
import type { AddressPolicy } from './screenshot-guard.ts';

/** Asks the registries whether domain names are still free. */
export interface DomainRegistry {
  /** Each name asked for, with what the registry said; 'onbekend' when it could not tell. */
  availability: (names: string[]) => Promise<Map<string, DomainAvailability>>;
}

/** No registry configured: nobody can tell whether a name is free, and the answer says so. */
export const unknownRegistry: DomainRegistry = {
  availability: async (names) => new Map(names.map((name) => [name, 'onbekend'])),
};

/**
 * Where to ask about each extension: one RDAP base for all ('https://rdap.example/'), or a list of
 * `tld=base` pairs with `*=base` for the rest ('nl=https://rdap.sidn.nl/,*=https://rdap.org/').
 */
export const parseRdapBases = (setting: string): ((tld: string) => string | undefined) => {
  const parts = setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && !parts[0]!.includes('=')) return () => parts[0];
  const bases = new Map(
    parts.map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().replace(/^\./, '').toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  return (tld) => bases.get(tld) ?? bases.get('*');
};

interface RdapOptions {
  /** How long one registry may take (redirects included) before its answer counts as unknown. */
  timeoutMs?: number;
  /** Requests to the registries per minute of this instance; past it names stay unknown. */
  requestsPerMinute?: number;
  log?: { warn: (details: object, message: string) => void };
}

/** How long an answer is reused: a registered name stays so for long, a free one may be taken. */
const REMEMBER_MS: Partial<Record<DomainAvailability, number>> = {
  bezet: 60 * 60 * 1000,
  beschikbaar: 5 * 60 * 1000,
};

/** Registry requests per minute of one instance: a few price checks, not a crawl of the registry. */
export const RDAP_REQUESTS_PER_MINUTE = 60;

const isRdapDomain = (body: unknown, name: string) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { objectClassName?: unknown }).objectClassName === 'domain' &&
  String((body as { ldhName?: unknown }).ldhName ?? name).toLowerCase() === name;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const hostOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;

/** The budget of registry requests is spent for now. */
class BudgetSpent extends Error {
  override name = 'BudgetSpent';
}

/**
 * RDAP (RFC 9082/9083): `GET {base}/domain/{name}` answers 200 with a domain object when the name is
 * registered and 404 when it is not. Anything else (rate limits, server errors, no answer in time,
 * an answer that is no domain object, a redirect to an address the guard refuses, the budget spent)
 * leaves the name unknown: never free on a guess. Answers are remembered for a while (REMEMBER_MS),
 * and each request, a redirect too, takes one of the budget's tries.
 */
export const rdapRegistry = (
  baseFor: (tld: string) => string | undefined,
  { timeoutMs = 5_000, requestsPerMinute = RDAP_REQUESTS_PER_MINUTE, log }: RdapOptions = {},
): DomainRegistry => {
  const remembered = new LRUCache<string, DomainAvailability>({ max: 10_000, ttl: REMEMBER_MS.bezet! });
  const budget = new RateLimiterMemory({ points: requestsPerMinute, duration: 60 });
  const takeTry = async (url: URL) => {
    try {
      await budget.consume('registry');
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new BudgetSpent(url.href);
      throw rejection;
    }
  };
  const ask = async (name: string): Promise<DomainAvailability> => {
    const known = remembered.get(name);
    if (known) return known;
    const base = baseFor(name.slice(name.indexOf('.') + 1));
    if (!base) return 'onbekend';
    const url = new URL(`domain/${encodeURIComponent(name)}`, base.endsWith('/') ? base : `${base}/`);
    const answer = await askRegistry(url, name, {
      // The operator chose the base, which may be on their own network; where it leads must be public.
      allowedPrivateHosts: [hostOf(url)],
    });
    const ttl = REMEMBER_MS[answer];
    if (ttl) remembered.set(name, answer, { ttl });
    return answer;
  };
  const askRegistry = async (url: URL, name: string, policy: AddressPolicy): Promise<DomainAvailability> => {
    try {
      const response = await guardedGet(url, {
        policy,
        headers: { accept: 'application/rdap+json, application/json' },
        timeoutMs,
        beforeEachRequest: takeTry,
      });
      if (response.status === 404) return 'beschikbaar';
      if (response.status === 200) {
        if (isRdapDomain(parseJson(response.body), name)) return 'bezet';
        log?.warn({ url: url.href }, 'registry answered 200 without a domain object');
        return 'onbekend';
      }
      log?.warn({ url: url.href, status: response.status }, 'registry could not say whether a name is free');
      return 'onbekend';
    } catch (error) {
      if (error instanceof BudgetSpent) log?.warn({ url: url.href }, 'registry budget spent for this minute');
      else if (error instanceof RefusedTarget)
        log?.warn({ url: url.href, err: error }, 'registry led to a refused address');
      else log?.warn({ url: url.href, err: error }, 'registry not reachable');
      return 'onbekend';
    }
  };
  return {
    availability: async (names) => {
      const answers = await Promise.all(names.map(ask));
      return new Map(names.map((name, index) => [name, answers[index]!]));
    },
  };
};
/** The registry the environment points at, or the honest default that knows nothing. */
export const domainRegistryFromEnv = (
  env: { DOMAIN_RDAP_URL?: string | undefined },
  log?: RdapOptions['log'],
): DomainRegistry =>
  env.DOMAIN_RDAP_URL ? rdapRegistry(parseRdapBases(env.DOMAIN_RDAP_URL), { log }) : unknownRegistry;
