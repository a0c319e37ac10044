import { randomBytes } from 'node:crypto';
import type { UserType } from '@newsletter-os/contracts';
import type { Db } from '../../src/db/client';
import { businesses, users, workspaceMembers, workspaces } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import type { TokenService } from '../../src/lib/tokens';

export const DEFAULT_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const defaultHash = () => {
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(4).toString('hex');

export type BusinessRow = typeof businesses.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;

export async function buildBusiness(
  db: Db,
  values: Partial<typeof businesses.$inferInsert> = {},
): Promise<BusinessRow> {
  const [row] = await db
    .insert(businesses)
    .values({ name: `Business ${unique()}`, ...values })
    .returning();
  if (!row) throw new Error('business not created');
  return row;
}

/** A verified user; builds a business for it unless `businessId: null` or one is given. */
export async function buildUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { userType?: UserType; workspaceIds?: string[] } = {},
): Promise<UserRow> {
  const { workspaceIds, ...rest } = values;
  const businessId = rest.businessId === undefined ? (await buildBusiness(db)).id : rest.businessId;
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.com`,
      name: `User ${unique()}`,
      passwordHash: await defaultHash(),
      userType: 'admin',
      isVerified: true,
      ...rest,
      businessId,
    })
    .returning();
  if (!row) throw new Error('user not created');
  if (workspaceIds?.length) {
    await db.insert(workspaceMembers).values(workspaceIds.map((workspaceId) => ({ workspaceId, userId: row.id })));
  }
  return row;
}

/** A workspace; builds a business for it unless one is given. `memberIds` become members. */
export async function buildWorkspace(
  db: Db,
  values: Partial<typeof workspaces.$inferInsert> & { memberIds?: string[] } = {},
): Promise<WorkspaceRow> {
  const { memberIds, ...rest } = values;
  const businessId = rest.businessId ?? (await buildBusiness(db)).id;
  const [row] = await db
    .insert(workspaces)
    .values({ name: `Newsletter ${unique()}`, ...rest, businessId })
    .returning();
  if (!row) throw new Error('workspace not created');
  if (memberIds?.length) {
    await db.insert(workspaceMembers).values(memberIds.map((userId) => ({ workspaceId: row.id, userId })));
  }
  return row;
}

export interface Tenant {
  business: BusinessRow;
  workspace: WorkspaceRow;
  admin: UserRow;
  manager: UserRow;
  user: UserRow;
  partner: UserRow;
}

/** A business with one workspace and one member of each user type. */
export async function buildTenant(db: Db): Promise<Tenant> {
  const business = await buildBusiness(db);
  const workspace = await buildWorkspace(db, { businessId: business.id });
  const make = (userType: UserType) =>
    buildUser(db, { businessId: business.id, userType, workspaceIds: [workspace.id] });
  const [admin, manager, user, partner] = await Promise.all([
    make('admin'),
    make('manager'),
    make('user'),
    make('partner'),
  ]);
  return { business, workspace, admin, manager, user, partner };
}

/** `{ authorization: 'Bearer …' }` for a user, signed like a real login. */
export async function authHeader(tokens: TokenService, user: UserRow): Promise<{ authorization: string }> {
  const token = await tokens.signAccess({
    sub: user.id,
    userType: user.userType as UserType,
    sv: user.sessionVersion,
  });
  return { authorization: `Bearer ${token}` };
}
