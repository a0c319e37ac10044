import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it, with the business name joined in. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  userType: string;
  gender: string | null;
  isVerified: boolean;
  businessId: string | null;
  businessName: string | null;
  sessionVersion: number;
}

/** Emails are stored lower-cased; matching on lower() uses the unique index users_email_key. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserRecord(db: DbOrTx, id: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      gender: users.gender,
      isVerified: users.isVerified,
      businessId: users.businessId,
      businessName: businesses.name,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** A new account: an admin without a business until they register one, unverified until the code is entered. */
export async function createUnverifiedUser(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, userType: 'admin', isVerified: false, businessId: null })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'gender' | 'passwordHash' | 'isVerified'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Ends every access token of the user at once (the auth plugin compares it); answers the new version. */
export async function bumpSessionVersion(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  if (!row) throw new Error('user not found');
  return row.sessionVersion;
}
