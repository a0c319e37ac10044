import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { multipart } from '../helpers/factories-content';

/** Mistakes that used to reach the database or the parser and come back as 500: each is a 400 naming the field. */
describe('client mistakes are 400s naming the field', () => {
  let t: TestApp;
  let a: Tenant;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t.db);
    headers = await authHeader(t.tokens, a.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const expect400 = async (options: InjectOptions, field: string, message: string) => {
    const res = await t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ meta: { code: 0, message }, data: { errors: [{ field, message }] } });
  };

  it('a NUL character in a JSON field', async () => {
    await expect400(
      { method: 'POST', url: '/api/v1/feeds/', payload: { workspaceId: a.workspace.id, title: 'a\u0000b' } },
      'title',
      'Title must not contain NUL characters.',
    );
    await expect400(
      { method: 'PUT', url: `/api/v1/users/${a.user.id}/update/`, payload: { name: '\u0000' } },
      'name',
      'Name must not contain NUL characters.',
    );
  });

  it('a NUL character in a query parameter', async () => {
    await expect400(
      { method: 'GET', url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}&search_param=a%00b` },
      'search_param',
      'Search param must not contain NUL characters.',
    );
  });

  it('a NUL character in a multipart field', async () => {
    const form = multipart({ workspaceId: a.workspace.id, title: 'Fine', summary: 'a\u0000b' });
    await expect400(
      { method: 'POST', url: '/api/v1/feeds/', headers: form.headers, payload: form.payload },
      'summary',
      'Summary must not contain NUL characters.',
    );
  });

  it('a broken multipart body', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'abc'] as const,
      ['multipart/form-data; boundary=XB', '--XB\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc'],
      ['multipart/form-data; boundary=XB', '--OTHER\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--OTHER--'],
    ]) {
      await expect400(
        { method: 'POST', url: '/api/v1/feeds/', headers: { 'content-type': contentType }, payload },
        'body',
        'The multipart form could not be read.',
      );
    }
  });

  it('a date the database cannot store (year 0000)', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/v1/feeds/',
        payload: { workspaceId: a.workspace.id, title: 'Old', publishedAt: '0000-01-01' },
      },
      'publishedAt',
      'Enter a date such as 2026-05-01 or 2026-05-01T18:00:00Z.',
    );
    await expect400(
      { method: 'GET', url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}&start_date=0000-01-01` },
      'start_date',
      'Enter a date such as 2026-05-01.',
    );
  });

  it('an event end that is not a date, next to a valid start', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/v1/feeds-events/',
        payload: { workspaceId: a.workspace.id, title: 'Gig', eventStartsAt: '2026-09-01T18:00:00Z', eventEndsAt: 5 },
      },
      'eventEndsAt',
      'Enter a date such as 2026-05-01 or 2026-05-01T18:00:00Z.',
    );
  });

  it('an empty JSON body', async () => {
    await expect400(
      { method: 'POST', url: '/api/v1/tags/', headers: { 'content-type': 'application/json' }, payload: '' },
      'body',
      'The request body must not be empty when sent as JSON.',
    );
  });
});
