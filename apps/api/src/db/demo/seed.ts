import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createCustomer, createUser, enableTotp, renumberSentInvoices } from '../factories/index.ts';
import { customers } from '../schema.ts';
import { seedDemoHours } from './billable-hours.ts';
import { seedJansenWebdesign } from './jansen-webdesign.ts';
import { seedDemoOfferte } from './offerte.ts';
import { seedPublicContent } from './public-content.ts';
import { seedDemoServices } from './services.ts';
import { seedDemoStaffIfEmpty } from './staff.ts';
import { seedStatusEvents } from './status.ts';
import { seedVoorbeeldBv } from './voorbeeld-bv.ts';

export const DEMO_PASSWORD = 'Welkom123!';

/** Voorbeeld B.V.'s team besides its eigenaar Jan: one person per other role. */
export const demoTeamMembers = [
  { email: 'financieel@voorbeeld.nl', firstName: 'Fatima', lastName: 'El Amrani', teamRole: 'financieel' },
  { email: 'technisch@voorbeeld.nl', firstName: 'Tom', lastName: 'Hendriks', teamRole: 'technisch' },
  { email: 'opdrachten@voorbeeld.nl', firstName: 'Olga', lastName: 'Smit', teamRole: 'opdrachten' },
] as const;
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

// Several API instances may start on an empty database at once; only the first may load the demo.
const SEED_LOCK = 7_340_118;

/**
 * Loads the two demo customers, their data and the public content when there are no customers
 * yet, and the demo staff when there are no staff yet. Returns whether it loaded anything;
 * everything is written in one transaction or not at all.
 */
export const seedDemoDataIfEmpty = async (db: Db): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const staffSeeded = await seedDemoStaffIfEmpty(tx);
    const [existing] = await tx.select({ id: customers.id }).from(customers).limit(1);
    if (existing) return staffSeeded;

    await seedPublicContent(tx);
    await seedStatusEvents(tx);

    const voorbeeld = await createCustomer(tx, {
      name: 'Voorbeeld B.V.',
      kvkNumber: '68750110',
      vatId: 'NL857412369B01',
      street: 'Oudegracht 231',
      postalCode: '3511 NK',
      city: 'Utrecht',
      country: 'NL',
      billingEmail: 'administratie@voorbeeld.nl',
      hourlyRateCents: 9_500,
    });
    const jan = await createUser(tx, {
      customerId: voorbeeld.id,
      email: 'klant@voorbeeld.nl',
      password: DEMO_PASSWORD,
      firstName: 'Jan',
      lastName: 'de Vries',
      phone: '+31 30 234 56 78',
      weekMailAddress: 'projecten@voorbeeld.nl',
    });
    await seedVoorbeeldBv(tx, { customerId: voorbeeld.id, userId: jan.id });
    await seedDemoHours(tx, voorbeeld.id, jan.id);
    await seedDemoServices(tx, voorbeeld.id);
    await seedDemoOfferte(tx, voorbeeld.id, voorbeeld.hourlyRateCents);
    // Jan is the eigenaar; one colleague per other team role, to try what each may see and do.
    for (const member of demoTeamMembers) {
      await createUser(tx, { customerId: voorbeeld.id, password: DEMO_PASSWORD, ...member });
    }

    const jansen = await createCustomer(tx, {
      name: 'Jansen Webdesign',
      kvkNumber: '71234509',
      vatId: 'NL003456789B74',
      street: 'Nieuwestad 84',
      postalCode: '8911 CT',
      city: 'Leeuwarden',
      country: 'NL',
      billingEmail: 'administratie@jansenwebdesign.nl',
      hourlyRateCents: 8_500,
    });
    const petra = await createUser(tx, {
      customerId: jansen.id,
      email: 'mfa@voorbeeld.nl',
      password: DEMO_PASSWORD,
      firstName: 'Petra',
      lastName: 'Jansen',
      phone: '+31 6 41 27 83 90',
    });
    await enableTotp(tx, petra.id, DEMO_TOTP_SECRET);
    await seedJansenWebdesign(tx, { customerId: jansen.id, userId: petra.id });
    // One series for both companies, in the order the invoices were issued.
    await renumberSentInvoices(tx);

    return true;
  });
