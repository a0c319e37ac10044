import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildUser } from '../helpers/factories';
import { bearer, expiredAccessToken, loginAs, post } from '../helpers/factories-auth';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers });
const refresh = (refreshToken: string) => post(t, '/refresh-token/', { refreshToken });

describe('POST /api/v1/refresh-token/', () => {
  it('answers a new pair with meta.code 1 and rotates the refresh token', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Token refreshed.' },
      data: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 },
    });
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await me(bearer(next.accessToken))).statusCode).toBe(200);
    // The new token refreshes again; the family stays one.
    const third = await refresh(next.refreshToken);
    expect(third.statusCode).toBe(200);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.rotatedAt === null)).toHaveLength(1);
  });

  it('presenting an already-rotated token revokes the whole family', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const other = await loginAs(t, user);
    const next = (await refresh(session.refreshToken)).json().data;

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      meta: { code: 0, message: 'This session was used elsewhere and has been ended. Please login again.' },
      data: null,
    });
    // The token handed out by the legitimate rotation is dead too…
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    // …but another login (another family) is untouched.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('of two simultaneous uses of one token exactly one wins', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired refresh token answers 401', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Session expired. Please login again.' }, data: null });
  });

  it('an unknown refresh token answers 401', async () => {
    const res = await refresh('not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toBeNull();
  });

  it.each([
    [{}, 'refreshToken'],
    [{ refreshToken: '' }, 'refreshToken'],
    [{ refreshToken: 42 }, 'refreshToken'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/refresh-token/', body);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});

describe('POST /api/v1/logout/', () => {
  it('needs an access token', async () => {
    const res = await post(t, '/logout/', { refreshToken: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Authentication required' }, data: null });
  });

  it("revokes the refresh token's family and nothing else", async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const other = await loginAs(t, user);
    const next = (await refresh(session.refreshToken)).json().data;
    const res = await post(t, '/logout/', { refreshToken: next.refreshToken }, bearer(next.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'You have been logged out.' }, data: null });
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it("cannot end another user's session", async () => {
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    const aliceSession = await loginAs(t, alice);
    const res = await post(t, '/logout/', { refreshToken: aliceSession.refreshToken }, await authHeader(t.tokens, bob));
    expect(res.statusCode).toBe(200);
    expect((await refresh(aliceSession.refreshToken)).statusCode).toBe(200);
  });

  it('works without a body', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: await authHeader(t.tokens, user),
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a bad refreshToken with 400 naming the field', async () => {
    const user = await buildUser(t.db);
    const res = await post(t, '/logout/', { refreshToken: 7 }, await authHeader(t.tokens, user));
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'refreshToken');
  });
});

describe('access tokens', () => {
  it('an expired access token answers 498 so the client refreshes', async () => {
    const user = await buildUser(t.db);
    const res = await me(bearer(await expiredAccessToken(t, user)));
    expect(res.statusCode).toBe(498);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Access token expired' }, data: null });
  });

  it('a token that outlives ACCESS_TOKEN_TTL answers 498', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    expect(session.expiresIn).toBe(t.config.ACCESS_TOKEN_TTL);
    try {
      // The token's expiry is read from `Date` (ours and jose's): move the clock past it instead of waiting.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + (t.config.ACCESS_TOKEN_TTL + 1) * 1000);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(session.accessToken) });
      expect(res.statusCode).toBe(498);
      // The refresh token still trades for a working pair.
      const refreshed = await post(t, '/refresh-token/', { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tampered token answers 401', async () => {
    const user = await buildUser(t.db, { userType: 'user' });
    const { authorization } = await authHeader(t.tokens, user);
    const [header, payload, signature] = authorization.replace('Bearer ', '').split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 'admin' })).toString('base64url');
    const res = await me(bearer(`${header}.${forged}.${signature}`));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Invalid token' }, data: null });
  });

  it('an `alg: none` token answers 401', async () => {
    const user = await buildUser(t.db);
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: user.id, userType: 'admin', sv: 0, iat: now, exp: now + 600 })}.`;
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
  });

  it('a token signed with another secret answers 401', async () => {
    const user = await buildUser(t.db);
    const { TokenService } = await import('../../src/lib/tokens');
    const other = new TokenService('another-secret-another-secret-another-secret', 900);
    const token = await other.signAccess({ sub: user.id, userType: 'admin', sv: 0 });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('no token or a malformed header answers 401', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
  });
});
