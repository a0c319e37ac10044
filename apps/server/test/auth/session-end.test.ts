import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { bearer, loginAs, post } from '../helpers/factories-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(accessToken) });

describe('access tokens end with the session, not at their expiry', () => {
  it('POST /logout/ ends the access token used to log out at once', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const res = await post(t, '/logout/', { refreshToken: session.refreshToken }, bearer(session.accessToken));
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await post(t, '/refresh-token/', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    // Logging in again works as before.
    const again = await loginAs(t, user);
    expect((await me(again.accessToken)).statusCode).toBe(200);
  });

  it('POST /logout/ without a body ends the access token too', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout/', headers: bearer(session.accessToken) });
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('reuse of a rotated refresh token ends the access tokens issued from that family', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const rotated = await post(t, '/refresh-token/', { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const stolenAccess = rotated.json().data.accessToken as string;
    expect((await me(stolenAccess)).statusCode).toBe(200);

    const replay = await post(t, '/refresh-token/', { refreshToken: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect((await me(stolenAccess)).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.sessionVersion).toBe(user.sessionVersion + 1);
  });
});
