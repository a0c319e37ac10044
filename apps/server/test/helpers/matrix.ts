/**
 * Role and tenant matrix: one table of endpoints, and for every entry the same checks are generated.
 *
 * Two businesses (tenant A and tenant B) are built once per test file, each with a workspace and one user of
 * every type (admin, manager, user, partner), all members of that workspace. For each endpoint entry:
 *   - no token                                     → 401
 *   - each role of tenant A                        → `success` (default 200) if the role is in `allowed`, else 403
 *   - each role of tenant B, sending A's workspace → 404 if the role is in `allowed` (it may act in its own
 *     business, but not there), else 403
 *   - each role of tenant B, sending ITS OWN workspace with A's record (`foreign: 'notFound'`, the record-level
 *     IDOR the workspace gate cannot stop) → 404 if the role is in `allowed`, else 403; an entry that names no
 *     record of A (a list, a create) says `foreign: 'own'`: B then gets what it gets in its own business
 *   - none of tenant A's names, emails or ids (nor the entry's own `secrets`) appear in any answer to tenant B
 *   - every write that is refused (wrong role, other tenant) leaves tenant A's data as `unchanged` reads it
 *
 * Adding the next endpoint: append an entry to the domain's `matrix.entries.ts` (test/matrix/coverage.test.ts
 * fails while a route has no entry):
 *
 *   {
 *     name: 'PUT /tags/{id}/',                     // METHOD and path as in the API; a "(note)" may follow
 *     allowed: ['admin', 'manager'],               // roles of the same business that succeed
 *     prepare: async ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),  // fresh rows in tenant A
 *     request: (_ctx, tag, { workspaceId }) => ({ method: 'PUT', url: `/api/v1/tags/${tag.id}/`, payload: … }),
 *     foreign: 'notFound',                         // B's own workspace + A's tag → 404
 *     unchanged: ({ t }, tag) => rowOf(t, 'tags', tag.id),  // what a refused write must leave as it was
 *     secrets: (_ctx, tag) => [tag.name],          // optional: more tenant-A strings tenant B must never see
 *   }
 *
 * Rules for entries:
 *   - `request` returns light-my-request options without the authorization header (the helper adds it), and
 *     names the workspace it is given (A's, or B's for the record-level check), never `a.workspace.id` itself.
 *   - Never change or remove the eight tenant users themselves; build whatever a request changes in `prepare`
 *     (it runs before every single check, so a DELETE always has a fresh row to delete).
 *   - An endpoint that names no tenant-A id (e.g. "list my workspaces") sets `crossTenant: 'own'`: tenant B's roles
 *     then get what they would get in their own business, and the no-leak check still applies.
 *   - `statusFor` overrides the expected status of single roles of tenant A (e.g. 409 for "already has a business").
 *   - Public endpoints (no sign-in, e.g. accepting an invitation or a portal submission) have no caller role or tenant:
 *     they are tested in their own domain's files, not here (and listed as exempt in test/matrix/coverage.test.ts).
 */
import type { UserType } from '@newsletter-os/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { authHeader, buildTenant, type Tenant } from './factories';

export interface MatrixContext {
  t: TestApp;
  /** The tenant whose records every request names. */
  a: Tenant;
  /** The other business, whose users must learn nothing about tenant A. */
  b: Tenant;
}

/** The workspace a request names: tenant A's, or tenant B's own for the record-level check. */
export interface RequestScope {
  workspaceId: string;
}

export interface MatrixEndpoint<F = unknown> {
  /** "METHOD /path/" as the API spells it, optionally followed by a "(note)". */
  name: string;
  allowed: readonly UserType[];
  /** Status of an allowed role (default 200). */
  success?: number;
  /** Per-role overrides of the expected status for tenant A. */
  statusFor?: Partial<Record<UserType, number>>;
  /** 'denied' (default): tenant B gets 404/403. 'own': the request names no tenant-A id; B acts in its own business. */
  crossTenant?: 'denied' | 'own';
  /**
   * B's own workspace with the rest of the request unchanged: 'notFound' when that still names a record of A (404
   * for an allowed role, 403 otherwise); 'invalidReference' when A's record is only referred to by a field of a
   * new record (400 naming that field, as for any unknown id); 'own' when it names nothing of A (B's own result).
   * Needed unless `crossTenant` is 'own'.
   */
  foreign?: 'notFound' | 'invalidReference' | 'own';
  prepare?: (ctx: MatrixContext) => Promise<F>;
  request: (ctx: MatrixContext, fixtures: F, scope: RequestScope) => InjectOptions;
  /** Tenant A's data a refused write must leave as it was (a row, or the rows of A's workspace). Needed for writes. */
  unchanged?: (ctx: MatrixContext, fixtures: F) => Promise<unknown>;
  secrets?: (ctx: MatrixContext, fixtures: F) => string[];
}

const roles: readonly UserType[] = ['admin', 'manager', 'user', 'partner'];

/** Builds an entry with its fixtures type inferred from `prepare` (keeps the table free of casts). */
export function endpoint<F>(entry: MatrixEndpoint<F>): MatrixEndpoint<unknown> {
  return entry as MatrixEndpoint<unknown>;
}

/** "PUT /tags/{id}/ (note)" → { method: 'PUT', path: '/tags/{id}' }. */
export function routeOf(entry: Pick<MatrixEndpoint, 'name'>): { method: string; path: string } {
  const [method = '', rawPath = ''] = entry.name.split(' ');
  return { method, path: rawPath.replace(/\/+$/, '') || '/' };
}

function expectedStatus(entry: MatrixEndpoint<unknown>, role: UserType): number {
  return entry.statusFor?.[role] ?? (entry.allowed.includes(role) ? (entry.success ?? 200) : 403);
}

/** Another business's caller: "not found" for a role that may act in its own business, "forbidden" otherwise. */
function deniedStatus(entry: MatrixEndpoint<unknown>, role: UserType): number {
  return entry.allowed.includes(role) ? 404 : 403;
}

function isWrite(entry: MatrixEndpoint<unknown>, ctx: MatrixContext, fixtures: unknown): boolean {
  const method = entry.request(ctx, fixtures, { workspaceId: ctx.a.workspace.id }).method ?? 'GET';
  return !['GET', 'HEAD', 'OPTIONS'].includes(String(method).toUpperCase());
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

/** Sends a request expected to be refused, and checks that tenant A's data is as it was. */
async function sendRefused(
  ctx: MatrixContext,
  entry: MatrixEndpoint<unknown>,
  fixtures: unknown,
  options: InjectOptions,
  headers: Record<string, string>,
) {
  const before = await entry.unchanged?.(ctx, fixtures);
  const res = await send(ctx, options, headers);
  if (entry.unchanged) expect(await entry.unchanged(ctx, fixtures), `${res.statusCode} ${res.body}`).toEqual(before);
  return res;
}

function expectNoLeak(ctx: MatrixContext, entry: MatrixEndpoint<unknown>, fixtures: unknown, body: string) {
  const leaks = [...tenantSecrets(ctx.a), ...(entry.secrets?.(ctx, fixtures) ?? [])];
  for (const secret of leaks) expect(body).not.toContain(secret);
}

/**
 * Generates the matrix tests for a list of endpoints, on one app and two tenants per file. `env` configures that
 * app (e.g. OUTBOUND_ALLOW_PRIVATE, so entries can reach a loopback fake of an outside service).
 */
export function describeMatrix(
  title: string,
  endpoints: readonly MatrixEndpoint<unknown>[],
  options: { env?: Record<string, string> } = {},
): void {
  describe(title, () => {
    const ctx = {} as MatrixContext;

    beforeAll(async () => {
      ctx.t = await createTestApp({ env: options.env });
      ctx.a = await buildTenant(ctx.t.db);
      ctx.b = await buildTenant(ctx.t.db);
    });
    afterAll(async () => {
      await ctx.t?.close();
    });

    for (const entry of endpoints) {
      const own = entry.crossTenant === 'own';
      const inA = () => ({ workspaceId: ctx.a.workspace.id });

      describe(entry.name, () => {
        it('declares its record-level check and, for a write, what a refusal leaves unchanged', async () => {
          if (!own) expect(entry.foreign, 'foreign').toBeDefined();
          const fixtures = await entry.prepare?.(ctx);
          if (isWrite(entry, ctx, fixtures) && !own) expect(entry.unchanged, 'unchanged').toBeDefined();
        });

        it('without a token → 401', async () => {
          const fixtures = await entry.prepare?.(ctx);
          const res = await send(ctx, entry.request(ctx, fixtures, inA()), {});
          expect(res.statusCode).toBe(401);
        });

        for (const role of roles) {
          const status = expectedStatus(entry, role);
          it(`${role} of the same business → ${status}`, async () => {
            const fixtures = await entry.prepare?.(ctx);
            const headers = await authHeader(ctx.t.tokens, ctx.a[role]);
            const options = entry.request(ctx, fixtures, inA());
            const res =
              status >= 400
                ? await sendRefused(ctx, entry, fixtures, options, headers)
                : await send(ctx, options, headers);
            expect(res.statusCode, res.body).toBe(status);
            // A streamed answer (an AI chat) and a download (a CSV report) have no envelope; everything else does.
            if (!/^text\/(event-stream|csv)/.test(String(res.headers['content-type']))) {
              expect(res.json().meta.code).toBe(status < 300 ? 1 : 0);
            }
          });
        }

        for (const role of roles) {
          const status = own ? expectedStatus(entry, role) : deniedStatus(entry, role);
          it(`${role} of another business, naming A's workspace → ${status}, nothing changed or leaked`, async () => {
            const fixtures = await entry.prepare?.(ctx);
            const headers = await authHeader(ctx.t.tokens, ctx.b[role]);
            const options = entry.request(ctx, fixtures, inA());
            const res = own
              ? await send(ctx, options, headers)
              : await sendRefused(ctx, entry, fixtures, options, headers);
            expect(res.statusCode, res.body).toBe(status);
            expectNoLeak(ctx, entry, fixtures, res.body);
          });
        }

        const foreign = own ? undefined : entry.foreign;
        if (foreign) {
          for (const role of roles) {
            const status =
              foreign === 'own'
                ? expectedStatus(entry, role)
                : foreign === 'invalidReference' && entry.allowed.includes(role)
                  ? 400
                  : deniedStatus(entry, role);
            it(`${role} of another business, its own workspace with A's record → ${status}, nothing changed or leaked`, async () => {
              const fixtures = await entry.prepare?.(ctx);
              const headers = await authHeader(ctx.t.tokens, ctx.b[role]);
              const options = entry.request(ctx, fixtures, { workspaceId: ctx.b.workspace.id });
              const res = await sendRefused(ctx, entry, fixtures, options, headers);
              expect(res.statusCode, res.body).toBe(status);
              expectNoLeak(ctx, entry, fixtures, res.body);
            });
          }
        }
      });
    }
  });
}
