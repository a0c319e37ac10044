import { sql } from 'drizzle-orm';
import type { MatrixContext } from './matrix';

/** One row of a table by id, as stored: what a refused write to that record must leave as it was. */
export async function rowOf({ t }: MatrixContext, table: string, id: string): Promise<unknown[]> {
  const result = await t.db.execute(sql`select * from ${sql.identifier(table)} where id = ${id}`);
  return result.rows;
}

/** Every row of a table in tenant A's workspace, by id: what a refused create must leave as it was. */
export async function rowsOfWorkspace({ t, a }: MatrixContext, table: string): Promise<unknown[]> {
  const result = await t.db.execute(
    sql`select * from ${sql.identifier(table)} where workspace_id = ${a.workspace.id} order by id`,
  );
  return result.rows;
}

/** A user with the workspaces they belong to. */
export async function userWithMemberships(ctx: MatrixContext, id: string): Promise<unknown[]> {
  const memberships = await ctx.t.db.execute(
    sql`select workspace_id from workspace_members where user_id = ${id} order by workspace_id`,
  );
  return [...(await rowOf(ctx, 'users', id)), ...memberships.rows];
}

/** Tenant A's business, its workspaces and members: what a refused business-wide write must leave as it was. */
export async function tenantA(ctx: MatrixContext): Promise<unknown[]> {
  const { t, a } = ctx;
  const workspaces = await t.db.execute(sql`select * from workspaces where business_id = ${a.business.id} order by id`);
  const users = await t.db.execute(sql`select * from users where business_id = ${a.business.id} order by id`);
  const invitations = await t.db.execute(
    sql`select * from invitations where business_id = ${a.business.id} order by id`,
  );
  return [...(await rowOf(ctx, 'businesses', a.business.id)), ...workspaces.rows, ...users.rows, ...invitations.rows];
}
