import type { DbOrTx } from '../client.ts';
import { emergencyRequests } from '../schema.ts';

export type EmergencyCall = typeof emergencyRequests.$inferSelect;

export interface EmergencyCallOverrides
  extends Partial<Omit<typeof emergencyRequests.$inferInsert, 'customerId'>> {
  customerId: number;
}

/** An emergency call as a customer makes it: mailed to the on-call engineer, not yet acknowledged. */
export const createEmergencyCall = async (
  db: DbOrTx,
  overrides: EmergencyCallOverrides,
): Promise<EmergencyCall> => {
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await db
    .insert(emergencyRequests)
    .values({
      description: 'De website geeft een foutmelding en bestellingen komen niet binnen.',
      createdAt,
      mailedAt: createdAt,
      ...overrides,
    })
    .returning();
  return row!;
};
