import type { DomainAvailability } from '@maatwerk/contract';

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
  /** How long one registry may take before its answer counts as unknown. */
  timeoutMs?: number;
  log?: { warn: (details: object, message: string) => void };
}

const isRdapDomain = (body: unknown, name: string) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { objectClassName?: unknown }).objectClassName === 'domain' &&
  String((body as { ldhName?: unknown }).ldhName ?? name).toLowerCase() === name;

/**
 * RDAP (RFC 9082/9083): `GET {base}/domain/{name}` answers 200 with a domain object when the name is
 * registered and 404 when it is not. Anything else (rate limits, server errors, no answer in time,
 * an answer that is no domain object) leaves the name unknown: never free on a guess.
 */
export const rdapRegistry = (
  baseFor: (tld: string) => string | undefined,
  { timeoutMs = 5_000, log }: RdapOptions = {},
): DomainRegistry => {
  const ask = async (name: string): Promise<DomainAvailability> => {
    const base = baseFor(name.slice(name.indexOf('.') + 1));
    if (!base) return 'onbekend';
    const url = new URL(`domain/${encodeURIComponent(name)}`, base.endsWith('/') ? base : `${base}/`);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/rdap+json, application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return 'beschikbaar';
      }
      if (response.status === 200) {
        const body = await response.json().catch(() => undefined);
        if (isRdapDomain(body, name)) return 'bezet';
        log?.warn({ url: url.href }, 'registry answered 200 without a domain object');
        return 'onbekend';
      }
      await response.body?.cancel();
      log?.warn({ url: url.href, status: response.status }, 'registry could not say whether a name is free');
      return 'onbekend';
    } catch (error) {
      log?.warn({ url: url.href, err: error }, 'registry not reachable');
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
