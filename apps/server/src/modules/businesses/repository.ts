import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/schema/index';

export type BusinessRow = typeof businesses.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewBusiness = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt'>;

/** The user row, locked until the transaction ends (so two registrations cannot both succeed). */
export async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function insertBusiness(tx: DbOrTx, values: NewBusiness): Promise<BusinessRow> {
  const [row] = await tx.insert(businesses).values(values).returning();
  if (!row) throw new Error('business insert returned nothing');
  return row;
}

export async function makeBusinessAdmin(tx: DbOrTx, userId: string, businessId: string): Promise<void> {
  await tx.update(users).set({ businessId, userType: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findBusiness(db: Db, businessId: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

/** Replaces the business's details (every field of the profile form; a cleared one becomes null). */
export async function updateBusiness(
  db: DbOrTx,
  businessId: string,
  values: NewBusiness,
): Promise<BusinessRow | undefined> {
  const [row] = await db.update(businesses).set(values).where(eq(businesses.id, businessId)).returning();
  return row;
}
