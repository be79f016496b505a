import { parseArgs } from 'node:util';
import { InviteStaffBody, staffRoles } from '@maatwerk/contract';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { staffMembers } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { accountKey } from '../services/auth/login.ts';
import { createInvitation, insertInvitedStaffMember } from '../services/staff-members/invitations.ts';

export const staffCreateUsage = `Gebruik: npm run staff:create -- --email <e-mailadres> --role <${staffRoles.join('|')}> [--name <naam>]

Maakt een medewerker aan (of geeft een nieuwe link aan een medewerker die nog geen wachtwoord koos)
en toont een uitnodigingslink die één keer werkt en 7 dagen geldig is. Er bestaat geen standaardwachtwoord.`;

export interface StaffCreateIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run staff:create`: the first staff account of a fresh install, or any later one. Prints a
 * one-use invitation link; the database (PGlite or DATABASE_URL) is closed on every path.
 */
export const staffCreate = async (argv: string[], env: Env, io: StaffCreateIo): Promise<number> => {
  let values: { email?: string; role?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${staffCreateUsage}`);
    return 2;
  }
  if (values.help) {
    io.out(staffCreateUsage);
    return 0;
  }
  const parsed = InviteStaffBody.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email?.split('@')[0] ?? '',
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    io.err(`${lines.join('\n')}\n\n${staffCreateUsage}`);
    return 2;
  }
  const input = parsed.data;

  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
  );
  try {
    const result = await database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: staffMembers.id, hasPassword: sql<boolean>`${staffMembers.passwordHash} is not null` })
        .from(staffMembers)
        .where(eq(sql`lower(${staffMembers.email})`, accountKey(input.email)))
        .limit(1);
      if (existing?.hasPassword) return { kind: 'exists' as const };
      const staffId = existing?.id ?? (await insertInvitedStaffMember(tx, input));
      const invitation = await createInvitation(tx, staffId, { siteUrl: env.SITE_URL, invitedBy: null });
      return { kind: existing ? ('reissued' as const) : ('created' as const), ...invitation };
    });
    if (result.kind === 'exists') {
      io.err(`Er is al een medewerker met ${input.email} die een wachtwoord heeft gekozen.`);
      return 1;
    }
    io.out(
      [
        result.kind === 'created'
          ? `Medewerker ${input.email} (${input.role}) aangemaakt.`
          : `Nieuwe uitnodiging voor ${input.email}; de vorige link werkt niet meer.`,
        `Uitnodigingslink (één keer te gebruiken, geldig tot ${result.expiresAt.toISOString()}):`,
        result.url,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    io.err(`Aanmaken mislukt: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
};
