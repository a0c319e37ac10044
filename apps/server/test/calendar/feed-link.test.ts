import { eventsFeedSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  admin = await authHeader(t.tokens, a.admin);
});
afterAll(async () => {
  await t.close();
});

interface Feed {
  feed: { id: string; pageUrl: string; icsUrl: string; webcalUrl: string; createdAt: string } | null;
}

async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = admin) {
  const workspaceId = a.workspace.id;
  return method === 'GET'
    ? t.app.inject({ method, url: `/api/v1/events-feed${path}?workspaceId=${workspaceId}`, headers })
    : t.app.inject({ method, url: `/api/v1/events-feed${path}`, headers, payload: { workspaceId } });
}

function feedOf(res: { statusCode: number; body: string; json: () => { data: Feed } }): Feed {
  expect(res.statusCode, res.body).toBe(200);
  expect(shapeDifferences(res.json().data, eventsFeedSchema)).toEqual([]);
  return res.json().data;
}

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('Settings → Events calendar (/api/v1/events-feed)', () => {
  it('starts off, turns on with three addresses that answer, and shows the same link again', async () => {
    expect(feedOf(await call('GET', '/')).feed).toBeNull();
    const on = await call('POST', '/rotate/');
    expect(on.json().meta.message).toBe('The events calendar is on');
    const { feed } = feedOf(on);
    if (!feed) throw new Error('feed is off');
    expect(new URL(feed.pageUrl).pathname).toBe('/api/v1/calendar/events');
    expect(new URL(feed.icsUrl).pathname).toBe('/api/v1/calendar/events.ics');
    expect(feed.webcalUrl).toBe(feed.icsUrl.replace(/^https?:/, 'webcal:'));
    expect(feedOf(await call('GET', '/')).feed).toEqual(feed);
    expect((await t.app.inject({ method: 'GET', url: path(feed.pageUrl) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path(feed.icsUrl) })).statusCode).toBe(200);
  });

  it('makes a new link that replaces the old one at once, and turns off', async () => {
    const before = feedOf(await call('GET', '/')).feed ?? feedOf(await call('POST', '/rotate/')).feed;
    const rotated = await call('POST', '/rotate/');
    expect(rotated.json().meta.message).toBe('A new link is ready; the old one no longer works');
    const after = feedOf(rotated).feed;
    expect(after?.id).not.toBe(before?.id);
    expect((await t.app.inject({ method: 'GET', url: path(before?.icsUrl ?? '') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path(after?.icsUrl ?? '') })).statusCode).toBe(200);

    const off = await call('POST', '/revoke/');
    expect(off.json().meta.message).toBe('The events calendar is off; its links no longer work');
    expect(feedOf(off).feed).toBeNull();
    expect(feedOf(await call('GET', '/')).feed).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: path(after?.pageUrl ?? '') })).statusCode).toBe(404);
    // Turning off what is off is no error.
    expect(feedOf(await call('POST', '/revoke/')).feed).toBeNull();
  });

  it('answers 401 without a session, 400 naming workspaceId, 404 for another business, 403 for a user', async () => {
    for (const [method, p] of [
      ['GET', '/'],
      ['POST', '/rotate/'],
      ['POST', '/revoke/'],
    ] as const) {
      expect((await call(method, p, {})).statusCode).toBe(401);
      const bad =
        method === 'GET'
          ? await t.app.inject({ method, url: '/api/v1/events-feed/?workspaceId=nope', headers: admin })
          : await t.app.inject({
              method,
              url: `/api/v1/events-feed${p}`,
              headers: admin,
              payload: { workspaceId: 'nope' },
            });
      expectInvalidField(bad, 'workspaceId');
      const foreign = await call(method, p, await authHeader(t.tokens, b.admin));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(a.workspace.name);
    }
    const user = await buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [a.workspace.id] });
    expect((await call('POST', '/rotate/', await authHeader(t.tokens, user))).statusCode).toBe(403);
  });
});
