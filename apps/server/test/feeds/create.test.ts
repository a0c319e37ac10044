import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUploadsRoot } from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import {
  buildBusinessCompany,
  buildEventLocation,
  buildTag,
  type FilePart,
  makeImage,
  multipart,
} from '../helpers/factories-content';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const storedFile = (url: string) =>
  path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));

function post(url: string, fields: Record<string, string | string[] | undefined>, files: FilePart[] = []) {
  const form = multipart({ workspaceId: a.workspace.id, ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const imagePart = async (bytes?: Buffer, filename = 'photo.png'): Promise<FilePart> => ({
  field: 'image',
  filename,
  contentType: 'image/png',
  bytes: bytes ?? (await makeImage('png')),
});

describe('POST /api/v1/feeds/ (original)', () => {
  it('creates an item with an uploaded image and tags, in the exact shape', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id, name: 'Schools', color: '#00aa00' });
    const res = await post(
      '/feeds/',
      {
        title: 'New school opens',
        summary: 'Short text',
        content: '<p>Full <strong>story</strong></p>',
        link: 'https://news.example/school',
        author: 'Jane',
        publishedAt: '2026-05-01T08:00:00Z',
        tagIds: [tag.id],
      },
      [await imagePart()],
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(res.json().meta).toEqual({ code: 1, message: 'Item created' });
    expect(item).toMatchObject({
      workspaceId: a.workspace.id,
      feedType: 'original',
      feedStatus: 'active',
      title: 'New school opens',
      summary: 'Short text',
      content: '<p>Full <strong>story</strong></p>',
      link: 'https://news.example/school',
      author: 'Jane',
      publishedAt: '2026-05-01T08:00:00.000Z',
      tags: [{ tagId: tag.id, name: 'Schools', color: '#00aa00' }],
      createdById: a.user.id,
      company: null,
      distanceKm: null,
    });
    expect(item.imageUrl).toMatch(/^http:\/\/localhost:3000\/uploads\/content\/.+\.png$/);
    expect(existsSync(storedFile(item.imageUrl))).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}&feedType=original`,
      headers,
    });
    expect(listed.json().data.results).toContainEqual(item);
  });

  it('takes tagIds as a JSON list or comma-separated too, and an imageUrl instead of a file', async () => {
    const t1 = await buildTag(t.db, { workspaceId: a.workspace.id });
    const t2 = await buildTag(t.db, { workspaceId: a.workspace.id });
    const json = await post('/feeds/', {
      title: 'A',
      tagIds: JSON.stringify([t1.id, t2.id]),
      imageUrl: 'https://cdn.example/a.jpg',
    });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().data.tags).toHaveLength(2);
    expect(json.json().data.imageUrl).toBe('https://cdn.example/a.jpg');
    const csv = await post('/feeds/', { title: 'B', tagIds: `${t1.id},${t2.id}` });
    expect(csv.json().data.tags).toHaveLength(2);
  });

  it('accepts a JSON body (no file)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/',
      headers,
      payload: { workspaceId: a.workspace.id, title: 'Plain JSON', feedStatus: 'pending' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Plain JSON', feedStatus: 'pending' });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(501) }, 'title'],
    [{ title: 'x', link: 'javascript:alert(1)' }, 'link'],
    [{ title: 'x', imageUrl: 'ftp://files.example/a.png' }, 'imageUrl'],
    [{ title: 'x', publishedAt: 'tomorrow' }, 'publishedAt'],
    [{ title: 'x', tagIds: 'not-an-id' }, 'tagIds.0'],
    [{ title: 'x', feedStatus: 'published' }, 'feedStatus'],
    [{ workspaceId: 'nope', title: 'x' }, 'workspaceId'],
  ])('400 naming the field for %j', async (fields, field) => {
    const res = await post('/feeds/', fields);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('400 when both an image file and imageUrl are sent', async () => {
    const res = await post('/feeds/', { title: 'x', imageUrl: 'https://cdn.example/a.png' }, [await imagePart()]);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'image: send an image file or imageUrl, not both');
  });

  it('404 for a tag of another workspace, and nothing is created', async () => {
    const foreign = await buildTag(t.db, { name: 'Foreign tag' });
    const res = await post('/feeds/', { title: 'Should not exist', tagIds: [foreign.id] });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Foreign tag');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}&feedType=original&search_param=exist`,
      headers,
    });
    expect(listed.json().data.count).toBe(0);
  });

  describe('uploads', () => {
    it('a PNG named .jpg is fine', async () => {
      const res = await post('/feeds/', { title: 'x' }, [
        { field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', bytes: await makeImage('png') },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.imageUrl).toMatch(/\.png$/);
    });

    it('a text file named .png → 415', async () => {
      const res = await post('/feeds/', { title: 'x' }, [await imagePart(Buffer.from('hello, I am text'), 'a.png')]);
      expect(res.statusCode).toBe(415);
      expect(res.json().meta.message).toBe('image: only PNG, JPEG, WebP and GIF images are accepted');
    });

    it('an SVG with a script → 415', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      );
      const res = await post('/feeds/', { title: 'x' }, [
        { field: 'image', filename: 'a.svg', contentType: 'image/svg+xml', bytes: svg },
      ]);
      expect(res.statusCode).toBe(415);
    });

    it('6 MB → 413', async () => {
      const res = await post('/feeds/', { title: 'x' }, [await imagePart(Buffer.alloc(6 * 1024 * 1024, 0x89))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().meta.message).toBe('image: the file must be at most 5 MB');
    });

    it('a file under another field name → 400 naming it', async () => {
      const res = await post('/feeds/', { title: 'x' }, [
        { field: 'attachment', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png') },
      ]);
      expect(res.statusCode).toBe(400);
      expectInvalid(res, 'attachment: unexpected file');
    });
  });
});

describe('POST /api/v1/feeds-ugc/', () => {
  it('is pending by default, active when the creator chooses', async () => {
    const pending = await post('/feeds-ugc/', { title: 'Reader photo' });
    expect(pending.statusCode).toBe(201);
    expect(pending.json().data).toMatchObject({ feedType: 'ugc', feedStatus: 'pending' });
    const active = await post('/feeds-ugc/', { title: 'Reader photo 2', feedStatus: 'active' });
    expect(active.json().data).toMatchObject({ feedType: 'ugc', feedStatus: 'active' });
  });
});

describe('POST /api/v1/feeds-ads/', () => {
  it('creates an ad for a company of the workspace', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'Hardware store' });
    const res = await post('/feeds-ads/', {
      title: 'Spring sale',
      businessCompanyId: company.id,
      adStartsAt: '2026-04-01',
      adEndsAt: '2026-04-30',
      ctaUrl: 'https://shop.example/sale',
      placement: 'top',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('Ad created');
    expect(res.json().data).toMatchObject({
      feedType: 'ads',
      feedStatus: 'active',
      businessCompanyId: company.id,
      company: { id: company.id, name: 'Hardware store', logo: null },
      adStartsAt: '2026-04-01T00:00:00.000Z',
      adEndsAt: '2026-04-30T00:00:00.000Z',
      ctaUrl: 'https://shop.example/sale',
      placement: 'top',
    });
  });

  it('400 without businessCompanyId, or ending before it starts', async () => {
    const none = await post('/feeds-ads/', { title: 'x' });
    expect(none.statusCode).toBe(400);
    expectInvalidField(none, 'businessCompanyId');
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const backwards = await post('/feeds-ads/', {
      title: 'x',
      businessCompanyId: company.id,
      adStartsAt: '2026-04-10',
      adEndsAt: '2026-04-01',
    });
    expect(backwards.statusCode).toBe(400);
    expectInvalid(backwards, 'adEndsAt: The ad cannot end before it starts');
  });

  it('404 for a company of another workspace', async () => {
    const foreign = await buildBusinessCompany(t.db, { name: 'Foreign company' });
    const res = await post('/feeds-ads/', { title: 'x', businessCompanyId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Foreign company');
  });
});

describe('POST /api/v1/feeds-events/', () => {
  it('creates an event with place, price and location', async () => {
    const location = await buildEventLocation(t.db, { workspaceId: a.workspace.id });
    const res = await post('/feeds-events/', {
      title: 'Jazz night',
      eventStartsAt: '2026-06-01T19:00:00+02:00',
      eventEndsAt: '2026-06-01T23:00:00+02:00',
      venue: 'Town hall',
      address: 'Main street 1',
      latitude: '52.5',
      longitude: '13.4',
      price: '10 EUR',
      ticketUrl: 'https://tickets.example/jazz',
      eventLocationId: location.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      feedType: 'events',
      eventStartsAt: '2026-06-01T17:00:00.000Z',
      eventEndsAt: '2026-06-01T21:00:00.000Z',
      venue: 'Town hall',
      address: 'Main street 1',
      latitude: 52.5,
      longitude: 13.4,
      price: '10 EUR',
      ticketUrl: 'https://tickets.example/jazz',
      eventLocationId: location.id,
    });
  });

  it.each([
    [{ title: 'x' }, 'eventStartsAt'],
    [{ title: 'x', eventStartsAt: '2026-06-02', eventEndsAt: '2026-06-01' }, 'eventEndsAt'],
    [{ title: 'x', eventStartsAt: '2026-06-02', latitude: '52' }, 'longitude'],
    [{ title: 'x', eventStartsAt: '2026-06-02', latitude: '100', longitude: '0' }, 'latitude'],
    [{ title: 'x', eventStartsAt: '2026-06-02', latitude: 'north', longitude: '0' }, 'latitude'],
    [{ title: 'x', eventStartsAt: '2026-06-02', ticketUrl: 'data:text/html,hi' }, 'ticketUrl'],
  ])('400 naming the field for %j', async (fields, field) => {
    const res = await post('/feeds-events/', fields);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('404 for an event location of another workspace', async () => {
    const foreign = await buildEventLocation(t.db);
    const res = await post('/feeds-events/', { title: 'x', eventStartsAt: '2026-06-02', eventLocationId: foreign.id });
    expect(res.statusCode).toBe(404);
  });
});
