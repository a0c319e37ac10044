import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { newEmail, post } from '../helpers/factories-auth';

let t: TestApp;
beforeAll(async () => {
  // Client addresses come from X-Forwarded-For, so a test can speak from many of them.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

const wrong = (email: string, ip = '203.0.113.1') =>
  post(t, '/login/', { email, password: 'not the password' }, { 'x-forwarded-for': ip });

/** Ends the current block, as if its window had passed. */
const endBlock = (email: string) =>
  t.db
    .update(loginFailures)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(sql`${loginFailures.email} = ${email}`);

describe('POST /api/v1/login/ per-address back-off', () => {
  it('after 5 failures the address is refused with 429 and Retry-After, without checking the password', async () => {
    const user = await buildUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await wrong(user.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Even the right password waits: a guess inside the window must not be checked.
    const blocked = await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.json()).toEqual({
      meta: { code: 0, message: `Too many failed logins for this email. Try again in ${retryAfter} seconds.` },
      data: null,
    });
  });

  it('counts across client addresses, so spreading guesses over many IPs does not help', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await wrong(user.email, `198.51.100.${i}`);
    expect((await wrong(user.email, '198.51.100.200')).statusCode).toBe(429);
  });

  it('each further failure doubles the window, up to 15 minutes', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await wrong(user.email);
    const windows: number[] = [];
    for (let i = 0; i < 7; i++) {
      windows.push(Number((await wrong(user.email)).headers['retry-after']));
      await endBlock(user.email);
      expect((await wrong(user.email)).statusCode).toBe(401);
    }
    const last = Number((await wrong(user.email)).headers['retry-after']);
    expect(windows[0]).toBeLessThanOrEqual(30);
    expect(windows[1]).toBeGreaterThan(30);
    expect(windows[1]).toBeLessThanOrEqual(60);
    expect(windows[2]).toBeGreaterThan(60);
    expect(windows[2]).toBeLessThanOrEqual(120);
    expect(last).toBeLessThanOrEqual(15 * 60);
    expect(last).toBeGreaterThan(14 * 60);
  });

  it('once the window is over the owner logs in with the right password, which clears the count', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await wrong(user.email);
    await endBlock(user.email);
    expect((await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    // A fresh count: four more failures are answered 401 without a block.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await wrong(user.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('failures for one address do not block another', async () => {
    const attacked = await buildUser(t.db);
    const other = await buildUser(t.db);
    for (let i = 0; i < 6; i++) await wrong(attacked.email);
    expect((await post(t, '/login/', { email: other.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('an unknown address is blocked the same way, so the block reveals nothing', async () => {
    const ghost = newEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong(ghost)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('failures recorded at the same moment are all counted', async () => {
    const user = await buildUser(t.db);
    await Promise.all(Array.from({ length: 5 }, () => wrong(user.email)));
    expect((await wrong(user.email)).statusCode).toBe(429);
  });
});
