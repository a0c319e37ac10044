/**
 * Every workspace endpoint, from one table: success answers exactly the contracts' shape (every key, nothing
 * else), and a bad input is a 400 whose data.errors names the field. No token (401) and another business (403/404)
 * are in the role/tenant matrix files.
 */
import { validationErrorSchema } from '@newsletter-os/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant } from '../helpers/factories';
import { type Ctx, entries } from './contract-entries';

describe('workspace endpoints: exact success shape and 400 naming the field', () => {
  const ctx = {} as Ctx;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.a = await buildTenant(ctx.t.db);
    ctx.ws = ctx.a.workspace.id;
    headers = await authHeader(ctx.t.tokens, ctx.a.admin);
  });
  afterAll(async () => {
    await ctx.t?.close();
  });

  const inject = (options: InjectOptions) =>
    ctx.t.app.inject({ ...options, headers: { ...headers, ...options.headers } });

  for (const entry of entries) {
    it(`${entry.name} → the contract's exact shape`, async () => {
      const res = await inject(await entry.request(ctx));
      const status = entry.status ?? 200;
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'meta']);
      expect(Object.keys(body.meta).sort()).toEqual(['code', 'message']);
      expect(body.meta.code).toBe(status < 300 ? 1 : 0);
      expect(shapeDifferences(body.data, entry.schema)).toEqual([]);
    });

    it(`${entry.name} → 400 naming the field`, async () => {
      const { options, field } = await entry.bad(ctx);
      const res = await inject(options);
      expect(res.statusCode, res.body).toBe(400);
      const body = validationErrorSchema.parse(res.json());
      expect(
        body.data.errors.map((error) => error.field),
        res.body,
      ).toContain(field);
      // Sentences for people, not zod's own phrasing ("Invalid input: expected string, received undefined").
      for (const error of body.data.errors) expect(error.message).not.toMatch(/^(Invalid input|Too (small|big))/);
    });
  }
});
