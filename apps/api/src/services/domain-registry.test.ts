import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RdapServer, startRdapServer } from '../test/rdap-server.ts';
import { domainRegistryFromEnv, parseRdapBases, rdapRegistry } from './domain-registry.ts';

describe('the RDAP registry', () => {
  let server: RdapServer;
  beforeAll(async () => {
    server = await startRdapServer({ registered: ['google.nl'], busy: ['druk.nl'], broken: ['kapot.nl'] });
  });
  afterAll(() => server.close());

  it.each([
    ['google.nl', 'bezet'],
    ['vrijenaam.nl', 'beschikbaar'],
    ['druk.nl', 'onbekend'],
    ['kapot.nl', 'onbekend'],
  ] as const)('says %s is %s', async (name, expected) => {
    const registry = rdapRegistry(() => server.url);
    expect((await registry.availability([name])).get(name)).toBe(expected);
  });

  it('asks GET {base}/domain/{name} for each name', async () => {
    server.requests.length = 0;
    await rdapRegistry(() => server.url).availability(['google.nl', 'vrijenaam.nl']);
    expect(server.requests.sort()).toEqual(['/rdap/domain/google.nl', '/rdap/domain/vrijenaam.nl']);
  });

  it('leaves a name unknown when the registry does not answer, or has no base for its extension', async () => {
    const gone = rdapRegistry(() => 'http://127.0.0.1:9/', { timeoutMs: 2_000 });
    expect((await gone.availability(['google.nl'])).get('google.nl')).toBe('onbekend');
    const onlyCom = rdapRegistry(parseRdapBases(`com=${server.url}`));
    expect(Object.fromEntries(await onlyCom.availability(['google.nl']))).toEqual({
      'google.nl': 'onbekend',
    });
  });

  it('asks no more than its budget of requests a minute; past it a name stays unknown', async () => {
    server.requests.length = 0;
    const registry = rdapRegistry(() => server.url, { requestsPerMinute: 3 });
    const names = ['een.nl', 'twee.nl', 'drie.nl', 'vier.nl', 'vijf.nl'];
    const answers = [...(await registry.availability(names)).values()];
    expect(server.requests).toHaveLength(3);
    expect(answers.filter((answer) => answer === 'beschikbaar')).toHaveLength(3);
    expect(answers.filter((answer) => answer === 'onbekend')).toHaveLength(2);
  });

  it('follows no redirect to a loopback or private address, not even to another registry on loopback', async () => {
    server.requests.length = 0;
    const moved = await startRdapServer({
      registered: [],
      redirect: { 'verhuisd.nl': `${server.url}domain/google.nl`, 'weg.nl': 'http://10.0.0.1/domain/weg.nl' },
    });
    try {
      const registry = rdapRegistry(() => moved.url);
      expect(Object.fromEntries(await registry.availability(['verhuisd.nl', 'weg.nl']))).toEqual({
        'verhuisd.nl': 'onbekend',
        'weg.nl': 'onbekend',
      });
      expect(server.requests).not.toContain('/rdap/domain/google.nl');
    } finally {
      await moved.close();
    }
  });

  it('knows nothing when none is configured, and says so', async () => {
    const registry = domainRegistryFromEnv({});
    expect(Object.fromEntries(await registry.availability(['google.nl', 'vrijenaam.nl']))).toEqual({
      'google.nl': 'onbekend',
      'vrijenaam.nl': 'onbekend',
    });
  });

  it('reads one base for all extensions, or one per extension with a fallback', () => {
    expect(parseRdapBases('https://rdap.example/')('nl')).toBe('https://rdap.example/');
    const each = parseRdapBases(
      'nl=https://rdap.sidn.example/, .com=https://verisign.example/,*=https://rest.example/',
    );
    expect([each('nl'), each('com'), each('eu')]).toEqual([
      'https://rdap.sidn.example/',
      'https://verisign.example/',
      'https://rest.example/',
    ]);
    expect(parseRdapBases('nl=https://rdap.sidn.example/')('eu')).toBeUndefined();
  });
});
