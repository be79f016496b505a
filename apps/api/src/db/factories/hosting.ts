import { sql } from 'drizzle-orm';
import { addMonths, today } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { domains, hostingPackages, products, servers } from '../schema.ts';

export type Domain = typeof domains.$inferSelect;
export type Server = typeof servers.$inferSelect;
export type HostingPackage = typeof hostingPackages.$inferSelect;
export type Product = typeof products.$inferSelect;

export const DEFAULT_NAMESERVERS = ['ns1.kodewerk.nl', 'ns2.kodewerk.nl', 'ns3.kodewerk.eu'];

let sequence = 0;

/** The first anniversary of `from` after today: when a domain registered then runs out. */
const nextAnniversary = (from: string): string => {
  let years = 1;
  while (addMonths(from, years * 12) <= today()) years++;
  return addMonths(from, years * 12);
};

export interface DomainOverrides extends Partial<Omit<typeof domains.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createDomain = async (db: DbOrTx, overrides: DomainOverrides): Promise<Domain> => {
  const n = ++sequence;
  const registeredOn = overrides.registeredOn ?? addMonths(today(), -7);
  const [row] = await db
    .insert(domains)
    .values({
      name: `testdomein-${n}.nl`,
      nameservers: DEFAULT_NAMESERVERS,
      expiresOn: nextAnniversary(registeredOn),
      ...overrides,
      registeredOn,
    })
    .returning();
  return row!;
};

export interface ServerOverrides extends Partial<Omit<typeof servers.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createServer = async (db: DbOrTx, overrides: ServerOverrides): Promise<Server> => {
  const n = ++sequence;
  const [row] = await db
    .insert(servers)
    .values({
      hostname: `srv${String(n).padStart(3, '0')}.klant.kodewerk.nl`,
      // Documentation range (RFC 5737): looks real, belongs to nobody.
      ipAddress: `203.0.113.${(n % 250) + 2}`,
      operatingSystem: 'Ubuntu 24.04 LTS',
      cpuCores: 4,
      memoryGb: 8,
      diskGb: 160,
      location: 'Amsterdam (AM5)',
      status: 'actief',
      monthlyCents: 4_900,
      ...overrides,
    })
    .returning();
  return row!;
};

export interface HostingPackageOverrides
  extends Partial<Omit<typeof hostingPackages.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createHostingPackage = async (
  db: DbOrTx,
  overrides: HostingPackageOverrides,
): Promise<HostingPackage> => {
  const n = ++sequence;
  const [row] = await db
    .insert(hostingPackages)
    .values({
      name: `Webhosting pakket ${n}`,
      plan: 'Zakelijk',
      diskGb: 50,
      mailboxes: 10,
      monthlyCents: 1_495,
      status: 'actief',
      renewsOn: addMonths(today(), 1),
      ...overrides,
    })
    .returning();
  return row!;
};

/** A domain extension's prices per year, in euro cents excluding VAT. */
interface TldPrice {
  tld: string;
  registerCents: number;
  renewCents: number;
  transferCents: number;
  premiumRegisterCents?: number;
}

/** Per year, in euro cents excluding VAT; some new extensions are cheap the first year only. */
export const tldPriceList: TldPrice[] = [
  { tld: 'nl', registerCents: 795, renewCents: 895, transferCents: 0 },
  {
    tld: 'com',
    registerCents: 1_195,
    renewCents: 1_395,
    transferCents: 1_195,
    premiumRegisterCents: 249_900,
  },
  { tld: 'net', registerCents: 1_495, renewCents: 1_595, transferCents: 1_495 },
  { tld: 'org', registerCents: 1_395, renewCents: 1_595, transferCents: 1_395 },
  { tld: 'eu', registerCents: 695, renewCents: 895, transferCents: 695 },
  { tld: 'be', registerCents: 795, renewCents: 895, transferCents: 0 },
  { tld: 'de', registerCents: 695, renewCents: 795, transferCents: 0 },
  { tld: 'io', registerCents: 4_495, renewCents: 4_995, transferCents: 4_495, premiumRegisterCents: 59_900 },
  { tld: 'app', registerCents: 1_695, renewCents: 1_895, transferCents: 1_695, premiumRegisterCents: 34_900 },
  { tld: 'dev', registerCents: 1_595, renewCents: 1_795, transferCents: 1_595, premiumRegisterCents: 29_900 },
  { tld: 'shop', registerCents: 395, renewCents: 3_495, transferCents: 3_495, premiumRegisterCents: 14_900 },
  { tld: 'online', registerCents: 295, renewCents: 3_495, transferCents: 3_495, premiumRegisterCents: 9_900 },
  { tld: 'amsterdam', registerCents: 3_995, renewCents: 3_995, transferCents: 3_995 },
  { tld: 'frl', registerCents: 2_995, renewCents: 2_995, transferCents: 2_995 },
  { tld: 'info', registerCents: 395, renewCents: 2_195, transferCents: 2_195 },
  { tld: 'nu', registerCents: 1_495, renewCents: 1_695, transferCents: 1_495 },
  { tld: 'co', registerCents: 2_495, renewCents: 2_995, transferCents: 2_995 },
];

/**
 * Writes one domain product per extension (its price the yearly renewal), replacing the prices of
 * extensions that are already there.
 */
export const upsertDomainProducts = async (db: DbOrTx, prices = tldPriceList): Promise<Product[]> =>
  db
    .insert(products)
    .values(
      prices.map((price) => ({
        name: `.${price.tld} domeinnaam`,
        group: 'domein' as const,
        tld: price.tld,
        priceCents: price.renewCents,
        vatRate: 21,
        period: 'jaar' as const,
        registerCents: price.registerCents,
        premiumRegisterCents: price.premiumRegisterCents ?? null,
        transferCents: price.transferCents,
      })),
    )
    .onConflictDoUpdate({
      target: products.tld,
      set: {
        priceCents: sql`excluded.price_cents`,
        registerCents: sql`excluded.register_cents`,
        premiumRegisterCents: sql`excluded.premium_register_cents`,
        transferCents: sql`excluded.transfer_cents`,
      },
    })
    .returning();

let productSequence = 0;

/** A product of the price list; a monthly hosting package unless told otherwise. */
export const createProduct = async (
  db: DbOrTx,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<Product> => {
  const [row] = await db
    .insert(products)
    .values({
      name: `Webhosting ${++productSequence}`,
      group: 'hosting',
      priceCents: 1_500,
      vatRate: 21,
      period: 'maand',
      ...overrides,
    })
    .returning();
  return row!;
};
