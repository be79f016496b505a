import { describe, expect, it } from 'vitest';
import { TopLevelDomain } from './domain-cart.ts';
import { Hostname } from './hosting.ts';
import { SiteInput } from './staff/content.ts';
import { DomainBody } from './staff/services.ts';

/** Whether each place that takes a domain name takes one under this extension. */
const acceptedUnder = (tld: string) => {
  const site = SiteInput.safeParse({
    slug: 'voorbeeld',
    title: 'Voorbeeld',
    description: 'Een voorbeeldsite van de klant.',
    content_html: '<p>Welkom</p>',
    domain: `www.voorbeeld.${tld}`,
    url: 'https://www.voorbeeld.nl',
  });
  const domain = DomainBody.safeParse({
    name: `voorbeeld.${tld}`,
    nameservers: ['ns1.kodewerk.nl', 'ns2.kodewerk.nl'],
    registered_on: '2024-03-01',
    expires_on: '2027-03-01',
  });
  return {
    cart: TopLevelDomain.safeParse(tld).success,
    staffDomain: domain.success,
    nameserver: Hostname.safeParse(`ns1.voorbeeld.${tld}`).success,
    site: site.success,
  };
};

describe('a top-level domain', () => {
  it.each([
    ['nl', true],
    ['amsterdam', true],
    // The longest in use today, and the longest a DNS label can be.
    ['xn--vermgensberatung-pwb', true],
    ['k'.repeat(63), true],
    // Internationalised, in its ASCII form (.рф).
    ['xn--p1ai', true],
    ['NL', true],
    ['k'.repeat(64), false],
    ['n', false],
    ['n1', false],
    ['123', false],
    ['xn--', false],
    ['n-l', false],
    ['nl-', false],
  ])(
    '.%s is one (%s) to the cart, the staff domains, the nameservers and the sites alike',
    (tld, accepted) => {
      expect(acceptedUnder(tld)).toEqual({
        cart: accepted,
        staffDomain: accepted,
        nameserver: accepted,
        site: accepted,
      });
    },
  );
});
