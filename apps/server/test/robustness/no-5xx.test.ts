/**
 * No 5xx for a client's mistake: every route of the OpenAPI document gets malformed bodies, wrong content types,
 * and, field by field, values of the wrong type, out of range, impossible dates, NUL bytes and oversized lists
 * (each other field keeping a valid value, so the bad one reaches as deep as it can). Every answer must be < 500.
 */
import { validationErrorSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder } from '../../fakes/geocoder';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { multipart } from '../helpers/factories-content';
import { PORTAL_TEST_ENV } from '../portals/helpers';
import { hostileBodies, hostileJsonValues, hostileTextValues, rawJsonVariants } from './hostile-inputs';
import { type Baseline, baselineOf, buildBaselines, type Operation, type Route } from './no-5xx/baselines';
import { bodyFields, isMultipart, urlOf, withValue } from './no-5xx/route-inputs';

let t: TestApp;
let a: Tenant;
let headers: Record<string, string>;
let routes: Route[] = [];
let baselines = new Map<string, Baseline>();

/** Every failing input of the run, so one run lists them all. */
const failures: string[] = [];
const unnamed: string[] = [];

async function expectNo5xx(label: string, options: InjectOptions): Promise<void> {
  const res = await t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  // A successful logout ends the session's access tokens; the rest of the run goes on with a new one.
  if (res.statusCode === 200 && String(options.url).startsWith('/api/v1/logout')) {
    const [admin] = await t.db.select().from(users).where(eq(users.id, a.admin.id));
    if (admin) headers = await authHeader(t.tokens, admin);
  }
  if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode}`);
  // A 400 names every field it is about in data.errors, each with a sentence, and sums them up in meta.message.
  if (res.statusCode === 400 && !validationErrorSchema.safeParse(res.json()).success) {
    unnamed.push(`${label} → ${res.body}`);
  }
}

/**
 * One route's inputs, a few at a time: each request spends much of its time waiting on PostgreSQL, which others can
 * use (sequential: 111 s of requests). Routes still run one after another, in order, so what one route's inputs
 * change (a delete, a session) is settled before the next route starts; a logout's inputs run one at a time, since
 * each may end the session the next one signs with.
 */
const INPUTS_AT_ONCE = 4;
async function runCases(route: Route, cases: [string, InjectOptions][]): Promise<void> {
  const atOnce = route.path.includes('logout') ? 1 : INPUTS_AT_ONCE;
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const [label, options] = cases[next++] as [string, InjectOptions];
      await expectNo5xx(label, options);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
}

let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>> | undefined;

beforeAll(async () => {
  // A configured address search: without one the route answers 503 by design (a server setting, not a client error).
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ env: { ...geocoder.env, OUTBOUND_ALLOW_PRIVATE: 'true', ...PORTAL_TEST_ENV } });
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.admin);
  baselines = await buildBaselines(t, a);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => {
  await t?.close();
  await geocoder?.close();
});

describe('no 5xx for a client mistake, on every route', () => {
  it('covers every route of the API', () => {
    expect(routes.length).toBeGreaterThan(50);
    // The routes that read a form in their handler document it, so their fields are fuzzed like any body's.
    expect(routes.filter(isMultipart).map((route) => `${route.method} ${route.path}`)).toHaveLength(14);
  });

  it('answers every hostile input with a status below 500', { timeout: 600_000 }, async () => {
    for (const route of routes) {
      const cases: [string, InjectOptions][] = [];
      const collect = (what: string, options: InjectOptions) => {
        cases.push([what, options]);
      };
      const base = baselineOf(baselines, route, a.workspace.id);
      const params = base.params ?? {};
      const query = base.query ?? {};
      const body = base.body;
      const method = route.method as InjectOptions['method'];
      const label = (what: string) => `${route.method} ${route.path} ${what}`;
      const json = (payload: unknown) => ({ method, url: urlOf(route, params, query), payload: payload as object });

      for (const name of Object.keys(params)) {
        for (const value of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'a\u0000b', 'x'.repeat(3000)]) {
          collect(label(`param ${name}=${value.slice(0, 20)}`), {
            method,
            url: urlOf(route, { ...params, [name]: value }, query),
            ...(body ? { payload: body } : {}),
          });
        }
      }
      for (const param of route.op.parameters ?? []) {
        if (param.in !== 'query') continue;
        const variants: (string | string[])[] = [...hostileTextValues, ['a', 'b'], [a.workspace.id, a.workspace.id]];
        for (const value of variants) {
          collect(label(`query ${param.name}=${String(value).slice(0, 20)}`), {
            method,
            url: urlOf(route, params, { ...query, [param.name]: value }),
            ...(body ? { payload: body } : {}),
          });
        }
      }
      if (route.method !== 'GET') {
        for (const hostile of hostileBodies) {
          collect(label(`body ${hostile.name}`), {
            method,
            url: urlOf(route, params, query),
            headers: hostile.headers,
            payload: hostile.payload,
          });
        }
        const isForm = isMultipart(route);
        for (const field of bodyFields(route)) {
          for (const value of hostileJsonValues) {
            collect(
              label(`${field.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`),
              json(withValue(body ?? {}, field, value)),
            );
          }
          for (const raw of rawJsonVariants(field.join('.'), body ?? {})) {
            collect(label(`${field.join('.')} raw ${raw.slice(0, 20)}`), {
              method,
              url: urlOf(route, params, query),
              headers: { 'content-type': 'application/json' },
              payload: raw,
            });
          }
          if (!isForm) continue;
          for (const value of hostileTextValues) {
            const fields = Object.fromEntries(
              Object.entries({ ...body, [field.join('.')]: value }).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            );
            const form = multipart(fields);
            collect(label(`form ${field.join('.')}=${value.slice(0, 20)}`), {
              method,
              url: urlOf(route, params, query),
              headers: form.headers,
              payload: form.payload,
            });
          }
        }
      }
      await runCases(route, cases);
    }
    expect(failures).toEqual([]);
    expect(unnamed).toEqual([]);
    // The session used throughout is still valid, so every answer above came from the route itself.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.statusCode).toBe(200);
  });
});
