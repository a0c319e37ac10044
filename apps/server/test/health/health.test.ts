import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/health', () => {
  it('reports the database as ok in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Success' }, data: { status: 'ok', database: 'ok' } });
  });

  it('sets security headers and the XSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Route GET /api/v1/nope not found' }, data: null });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/health');
  });
});

describe('authentication plugin', () => {
  it('a built user token authenticates (smoke test for factories)', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.tokens, user);
    expect(headers.authorization).toMatch(/^Bearer /);
  });
});
