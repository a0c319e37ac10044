/**
 * Role and tenant matrix: one table of endpoints, and for every entry the same checks are generated.
 *
 * Two businesses (tenant A and tenant B) are built once per test file, each with a workspace and one user of
 * every type (admin, manager, user, partner), all members of that workspace. For each endpoint entry:
 *   - no token                                → 401
 *   - each role of tenant A                   → `success` (default 200) if the role is in `allowed`, else 403
 *   - each role of tenant B, sending tenant A's ids → 403 or 404, and the body contains none of tenant A's
 *     names, emails or ids (nor the entry's own `secrets`)
 *
 * Adding the next endpoint: append an entry to the list passed to `describeMatrix`:
 *
 *   {
 *     name: 'GET /tags/list',                       // shown in the test names
 *     allowed: ['admin', 'manager', 'user'],        // roles of the same business that succeed
 *     prepare: async ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),  // fresh rows in tenant A
 *     request: ({ a }, tag) => ({ method: 'GET', url: `/api/v1/tags/list?workspaceId=${a.workspace.id}` }),
 *     secrets: (_ctx, tag) => [tag.name],          // optional: more tenant-A strings tenant B must never see
 *   }
 *
 * Rules for entries:
 *   - `request` returns light-my-request options without the authorization header (the helper adds it).
 *   - Never change or remove the eight tenant users themselves; build whatever a request changes in `prepare`
 *     (it runs before every single check, so a DELETE always has a fresh row to delete).
 *   - An endpoint that names no tenant-A id (e.g. "list my workspaces") sets `crossTenant: 'own'`: tenant B's roles
 *     then get what they would get in their own business, and the no-leak check still applies.
 *   - `statusFor` overrides the expected status of single roles of tenant A (e.g. 409 for "already has a business").
 *   - Public endpoints (no sign-in, e.g. accepting an invitation or a portal submission) have no caller role or tenant:
 *     they are tested in their own domain's files, not here.
 */
import type { UserType } from '@newsletter-os/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { authHeader, buildTenant, type Tenant } from './factories';

export interface MatrixContext {
  t: TestApp;
  /** The tenant whose ids every request names. */
  a: Tenant;
  /** The other business, whose users must learn nothing about tenant A. */
  b: Tenant;
}

export interface MatrixEndpoint<F = unknown> {
  name: string;
  allowed: readonly UserType[];
  /** Status of an allowed role (default 200). */
  success?: number;
  /** Per-role overrides of the expected status for tenant A. */
  statusFor?: Partial<Record<UserType, number>>;
  /** 'denied' (default): tenant B gets 403/404. 'own': the request names no tenant-A id; B acts in its own business. */
  crossTenant?: 'denied' | 'own';
  prepare?: (ctx: MatrixContext) => Promise<F>;
  request: (ctx: MatrixContext, fixtures: F) => InjectOptions;
  secrets?: (ctx: MatrixContext, fixtures: F) => string[];
}

const roles: readonly UserType[] = ['admin', 'manager', 'user', 'partner'];

/** Builds an entry with its fixtures type inferred from `prepare` (keeps the table free of casts). */
export function endpoint<F>(entry: MatrixEndpoint<F>): MatrixEndpoint<unknown> {
  return entry as MatrixEndpoint<unknown>;
}

function expectedStatus(entry: MatrixEndpoint<unknown>, role: UserType): number {
  return entry.statusFor?.[role] ?? (entry.allowed.includes(role) ? (entry.success ?? 200) : 403);
}

/** Every string of tenant A that another business must never see. */
function tenantSecrets(tenant: Tenant): string[] {
  const people = [tenant.admin, tenant.manager, tenant.user, tenant.partner];
  return [
    tenant.business.id,
    tenant.business.name,
    tenant.workspace.id,
    tenant.workspace.name,
    ...people.flatMap((p) => [p.id, p.name, p.email]),
  ];
}

async function send(ctx: MatrixContext, options: InjectOptions, headers: Record<string, string>) {
  return ctx.t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
}

/** Generates the matrix tests for a list of endpoints, on one app and two tenants per file. */
export function describeMatrix(title: string, endpoints: MatrixEndpoint<unknown>[]): void {
  describe(title, () => {
    const ctx = {} as MatrixContext;

    beforeAll(async () => {
      ctx.t = await createTestApp();
      ctx.a = await buildTenant(ctx.t.db);
      ctx.b = await buildTenant(ctx.t.db);
    });
    afterAll(async () => {
      await ctx.t?.close();
    });

    for (const entry of endpoints) {
      describe(entry.name, () => {
        it('without a token → 401', async () => {
          const fixtures = await entry.prepare?.(ctx);
          const res = await send(ctx, entry.request(ctx, fixtures), {});
          expect(res.statusCode).toBe(401);
        });

        for (const role of roles) {
          const status = expectedStatus(entry, role);
          it(`${role} of the same business → ${status}`, async () => {
            const fixtures = await entry.prepare?.(ctx);
            const res = await send(ctx, entry.request(ctx, fixtures), await authHeader(ctx.t.tokens, ctx.a[role]));
            expect(res.statusCode, res.body).toBe(status);
            expect(res.json().meta.code).toBe(status < 300 ? 1 : 0);
          });
        }

        for (const role of roles) {
          const own = entry.crossTenant === 'own';
          it(`${role} of another business → ${own ? 'own business only' : '403/404'}, nothing leaked`, async () => {
            const fixtures = await entry.prepare?.(ctx);
            const res = await send(ctx, entry.request(ctx, fixtures), await authHeader(ctx.t.tokens, ctx.b[role]));
            if (own) expect(res.statusCode, res.body).toBe(expectedStatus(entry, role));
            else expect([403, 404], res.body).toContain(res.statusCode);
            const leaks = [...tenantSecrets(ctx.a), ...(entry.secrets?.(ctx, fixtures) ?? [])];
            for (const secret of leaks) expect(res.body).not.toContain(secret);
          });
        }
      });
    }
  });
}
