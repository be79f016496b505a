import type { ValuePack } from '@maatwerk/contract';

interface PackRule extends ValuePack {
  /** Why the pack does not apply to these names, or null when it does. */
  refuses: (names: { sld: string; tld: string }[]) => string | null;
}

const BRAND_TLDS = ['nl', 'com', 'eu', 'be'];

/** The value packs a domain cart can take: a discount on the registration, under a condition. */
export const valuePacks: PackRule[] = [
  {
    code: 'bundel',
    name: 'Bundelvoordeel',
    description: '10% korting bij 3 of meer domeinnamen.',
    discount_percent: 10,
    refuses: (names) =>
      names.length >= 3 ? null : 'Het Bundelvoordeel geldt vanaf 3 domeinnamen in je winkelmand.',
  },
  {
    code: 'merkbescherming',
    name: 'Merkbescherming',
    description: 'Eén naam onder .nl, .com, .eu en .be tegelijk: 15% korting.',
    discount_percent: 15,
    refuses: (names) => {
      const covered = names.reduce((bySld, { sld, tld }) => {
        bySld.set(sld, new Set([...(bySld.get(sld) ?? []), tld]));
        return bySld;
      }, new Map<string, Set<string>>());
      const complete = [...covered.values()].some((tlds) => BRAND_TLDS.every((tld) => tlds.has(tld)));
      return complete
        ? null
        : 'Merkbescherming geldt als dezelfde naam onder .nl, .com, .eu en .be in je winkelmand staat.';
    },
  },
  {
    code: 'portfolio',
    name: 'Portfoliovoordeel',
    description: '20% korting bij 10 of meer domeinnamen.',
    discount_percent: 20,
    refuses: (names) =>
      names.length >= 10 ? null : 'Het Portfoliovoordeel geldt vanaf 10 domeinnamen in je winkelmand.',
  },
];

export const publicValuePack = ({ code, name, description, discount_percent }: PackRule): ValuePack => ({
  code,
  name,
  description,
  discount_percent,
});

export const findValuePack = (code: string): PackRule | undefined =>
  valuePacks.find((pack) => pack.code === code);
