import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUploadsRoot } from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildImage, makeImage, multipart } from '../helpers/factories-content';
import { buildTemplate } from '../helpers/factories-newsletters';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  user = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const storedFile = (url: string) =>
  path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));

async function upload(files: { field?: string; filename: string; contentType: string; bytes: Buffer }[], extra = {}) {
  const form = multipart(
    { workspaceId: a.workspace.id, ...extra },
    files.map((f) => ({ field: f.field ?? 'images', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/images/',
    headers: { ...user, ...form.headers },
    payload: form.payload,
  });
}

describe('POST /api/v1/images/', () => {
  it('stores several files re-encoded, with 320 px WebP thumbnails, metadata stripped', async () => {
    const template = await buildTemplate(t.db, { workspaceId: a.workspace.id });
    const png = await makeImage('png', { width: 800, height: 500 });
    const jpeg = await makeImage('jpeg', { width: 200, height: 100 });
    expect(png.includes('secret-exif-marker')).toBe(true);
    const res = await upload(
      [
        { filename: 'wide.png', contentType: 'image/png', bytes: png },
        { filename: 'small.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ],
      { imageType: 'template', templateId: template.id },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: '2 images uploaded' });
    expect(body.data).toHaveLength(2);
    const [first, second] = body.data;
    expect(first).toEqual({
      id: expect.any(String),
      workspaceId: a.workspace.id,
      url: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/library\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/),
      thumbnailUrl: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/library\/.+\.webp$/),
      originalName: 'wide.png',
      mimeType: 'image/png',
      width: 800,
      height: 500,
      sizeBytes: expect.any(Number),
      imageType: 'template',
      isFavorite: false,
      templateId: template.id,
      createdAt: expect.any(String),
    });
    expect(second).toMatchObject({ mimeType: 'image/jpeg', width: 200, height: 100, originalName: 'small.jpg' });
    const stored = await readFile(storedFile(first.url));
    expect(stored.includes('secret-exif-marker')).toBe(false);
    const thumb = await sharp(await readFile(storedFile(first.thumbnailUrl))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 200 });
    const small = await sharp(await readFile(storedFile(second.thumbnailUrl))).metadata();
    expect(small.width).toBe(200);
    // Served back through /uploads with its own type.
    const served = await t.app.inject({ method: 'GET', url: new URL(first.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('a PNG named .jpg is accepted by its bytes and stays a PNG', async () => {
    const res = await upload([{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: await makeImage('png') }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ mimeType: 'image/png', originalName: 'photo.jpg' });
    expect(res.json().data[0].url).toMatch(/\.png$/);
  });

  it('accepts WebP and GIF', async () => {
    const res = await upload([
      { filename: 'a.webp', contentType: 'image/webp', bytes: await makeImage('webp') },
      { filename: 'b.gif', contentType: 'image/gif', bytes: await makeImage('gif') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((i: { mimeType: string }) => i.mimeType)).toEqual(['image/webp', 'image/gif']);
  });

  it('415 for a text file named .png, and nothing is kept', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/?workspaceId=${a.workspace.id}`,
      headers: user,
    });
    const res = await upload([
      { filename: 'ok.png', contentType: 'image/png', bytes: await makeImage('png') },
      { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('just some text, not an image') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      meta: { code: 0, message: 'images: only PNG, JPEG, WebP and GIF images are accepted' },
      data: null,
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/?workspaceId=${a.workspace.id}`,
      headers: user,
    });
    expect(after.json().data.count).toBe(before.json().data.count);
  });

  it('415 for an SVG carrying a script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const res = await upload([{ filename: 'logo.svg', contentType: 'image/svg+xml', bytes: svg }]);
    expect(res.statusCode).toBe(415);
  });

  it('413 for a 6 MB file', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    (await makeImage('png')).copy(big, 0, 0, 64);
    const res = await upload([{ filename: 'huge.png', contentType: 'image/png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.message).toBe('images: the file must be at most 5 MB');
  });

  it('400 for bytes that claim PNG but are not an image', async () => {
    const png = await makeImage('png');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload([{ filename: 'broken.png', contentType: 'image/png', bytes: broken }]);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'images: the file could not be read as an image');
  });

  it('400 naming templateId for a template that is not one of this workspace', async () => {
    const elsewhere = await buildTenant(t.db);
    const foreign = await buildTemplate(t.db, { workspaceId: elsewhere.workspace.id });
    for (const templateId of [foreign.id, '5f0c7a39-3c8c-4bde-9a57-8f5d0a6f1f11']) {
      const res = await upload([{ filename: 'a.png', contentType: 'image/png', bytes: await makeImage() }], {
        templateId,
      });
      expectInvalid(res, 'templateId: no such template in this newsletter');
    }
  });

  it('400 naming the field: no files, bad imageType, bad workspaceId', async () => {
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expectInvalid(none, 'images: add at least one image file');
    const badType = await upload([{ filename: 'a.png', contentType: 'image/png', bytes: await makeImage() }], {
      imageType: 'Bad Type!',
    });
    expect(badType.statusCode).toBe(400);
    expectInvalidField(badType, 'imageType');
    const form = multipart({ workspaceId: 'x' }, [
      { field: 'images', filename: 'a.png', contentType: 'image/png', bytes: await makeImage() },
    ]);
    const badWs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images/',
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    expect(badWs.statusCode).toBe(400);
    expectInvalidField(badWs, 'workspaceId');
  });

  it('413 for more than 10 files at once', async () => {
    const png = await makeImage('png', { width: 10, height: 10 });
    const files = Array.from({ length: 11 }, (_, i) => ({
      filename: `${i}.png`,
      contentType: 'image/png',
      bytes: png,
    }));
    const res = await upload(files);
    expect(res.statusCode).toBe(413);
  });
});

describe('GET /api/v1/images/', () => {
  it('filters by favourite, type, template and inclusive days, newest first', async () => {
    const tenant = await buildTenant(t.db);
    const ws = tenant.workspace.id;
    const { id: templateId } = await buildTemplate(t.db, { workspaceId: ws });
    const old = await buildImage(t.db, { workspaceId: ws, createdAt: new Date('2026-01-10T23:30:00Z') });
    const fav = await buildImage(t.db, {
      workspaceId: ws,
      isFavorite: true,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const tpl = await buildImage(t.db, {
      workspaceId: ws,
      imageType: 'template',
      templateId,
      createdAt: new Date('2026-03-01T12:00:00Z'),
    });
    const headers = await authHeader(t.tokens, tenant.manager);
    const get = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/images/?workspaceId=${ws}${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { count: number; results: { id: string }[] };
    };
    expect((await get('')).results.map((r) => r.id)).toEqual([tpl.id, fav.id, old.id]);
    expect((await get('&isFavorite=true')).results.map((r) => r.id)).toEqual([fav.id]);
    expect((await get('&isFavorite=false')).count).toBe(2);
    expect((await get('&imageType=template')).results.map((r) => r.id)).toEqual([tpl.id]);
    expect((await get(`&templateId=${templateId}`)).results.map((r) => r.id)).toEqual([tpl.id]);
    expect((await get('&startDate=2026-01-10&endDate=2026-01-10')).results.map((r) => r.id)).toEqual([old.id]);
    expect((await get('&startDate=2026-01-11&endDate=2026-02-01')).results.map((r) => r.id)).toEqual([fav.id]);
    const page = await get('&page=2&pageSize=2');
    expect(page).toMatchObject({ count: 3, page: 2, pageSize: 2, totalPages: 2 });
  });

  it('400 naming the field for bad filters', async () => {
    for (const [query, field] of [
      ['&isFavorite=yes', 'isFavorite'],
      ['&startDate=yesterday', 'startDate'],
      ['&startDate=2026-02-02&endDate=2026-02-01', 'endDate'],
      ['&templateId=nope', 'templateId'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/images/?workspaceId=${a.workspace.id}${query}`,
        headers: user,
      });
      expect(res.statusCode, query).toBe(400);
      expectInvalidField(res, String(field));
    }
  });
});

describe('DELETE /api/v1/images/ and PATCH /api/v1/images/{id}/favorite/', () => {
  it('deletes the rows and their stored files; other workspaces untouched', async () => {
    const res = await upload([{ filename: 'a.png', contentType: 'image/png', bytes: await makeImage() }]);
    const image = res.json().data[0];
    const foreign = await buildImage(t.db);
    expect(existsSync(storedFile(image.url))).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/images/',
      headers: user,
      payload: { workspaceId: a.workspace.id, imageIds: [image.id, foreign.id] },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ meta: { code: 1, message: '1 images deleted' }, data: { deleted: 1 } });
    expect(existsSync(storedFile(image.url))).toBe(false);
    expect(existsSync(storedFile(image.thumbnailUrl))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/images/',
      headers: user,
      payload: { workspaceId: a.workspace.id, imageIds: [foreign.id] },
    });
    expect(again.statusCode).toBe(404);
  });

  it('400 naming imageIds when empty or malformed', async () => {
    for (const imageIds of [[], ['x']]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/images/',
        headers: user,
        payload: { workspaceId: a.workspace.id, imageIds },
      });
      expect(res.statusCode).toBe(400);
      expectInvalidField(res, 'imageIds');
    }
  });

  it('toggles the favourite flag', async () => {
    const image = await buildImage(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/images/${image.id}/favorite/`,
      headers: user,
      payload: { workspaceId: a.workspace.id, isFavorite: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Added to favourites');
    expect(res.json().data).toMatchObject({ id: image.id, isFavorite: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/images/${image.id}/favorite/`,
      headers: user,
      payload: { workspaceId: a.workspace.id, isFavorite: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expectInvalidField(bad, 'isFavorite');
  });
});
