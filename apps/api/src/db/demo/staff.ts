import type { StaffRole } from '@maatwerk/contract';
import type { DbOrTx } from '../client.ts';
import { createStaffMember } from '../factories/index.ts';
import { staffMembers } from '../schema.ts';

/** The demo staff's TOTP secret: demo data only, never loaded in production. */
export const DEMO_STAFF_TOTP_SECRET = 'KODEWERKBEHEER23';
export const DEMO_STAFF_PASSWORD = 'Welkom123!';

export const demoStaff: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'beheer@kodewerk.nl', name: 'Sanne Bakker', role: 'beheerder' },
  { email: 'ontwikkelaar@kodewerk.nl', name: 'Daan Visser', role: 'ontwikkelaar' },
  { email: 'financieel@kodewerk.nl', name: 'Eva Mulder', role: 'financieel' },
];

/** The three demo staff accounts, one per role, when there are no staff yet. */
export const seedDemoStaffIfEmpty = async (db: DbOrTx): Promise<boolean> => {
  const [existing] = await db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
  if (existing) return false;
  for (const member of demoStaff) {
    await createStaffMember(db, {
      ...member,
      password: DEMO_STAFF_PASSWORD,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
    });
  }
  return true;
};
