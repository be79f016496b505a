import { describe, expect, it } from 'vitest';
import { checkTarget, isPublicAddress } from './screenshot-guard.ts';

describe('the addresses the screenshot browser may visit', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '1.1.1.1', '172.32.0.1', '2a00:1450:400e:80c::200e', '::ffff:93.184.215.14'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses a name with any private address, allows only listed private host:port pairs', async () => {
    const resolve = async (name: string) =>
      ({ 'gemengd.nl': ['93.184.215.14', '10.0.0.5'], 'publiek.nl': ['93.184.215.14'] })[name] ?? [];
    const policy = { allowedPrivateHosts: ['127.0.0.1:8080'], resolve };
    expect(await checkTarget('gemengd.nl', 443, policy)).toMatchObject({ allowed: false });
    expect(await checkTarget('publiek.nl', 443, policy)).toEqual({ allowed: true, address: '93.184.215.14' });
    expect(await checkTarget('onbekend.nl', 443, policy)).toMatchObject({ allowed: false });
    expect(await checkTarget('127.0.0.1', 8080, policy)).toEqual({ allowed: true, address: '127.0.0.1' });
    expect(await checkTarget('127.0.0.1', 8081, policy)).toMatchObject({ allowed: false });
    expect(await checkTarget('[::1]', 8080, policy)).toMatchObject({ allowed: false });
  });
});
