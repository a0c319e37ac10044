import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, images } from '../../src/db/schema/index';
import { localUploadsRoot } from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem, buildTag, type FilePart, makeImage, multipart } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const storedFile = (url: string) =>
  path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));
const imagePart = async (): Promise<FilePart> => ({
  field: 'image',
  filename: 'harbour.png',
  contentType: 'image/png',
  bytes: await makeImage('png'),
});
function send(method: 'POST', url: string, fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const form = multipart({ workspaceId: a.workspace.id, ...fields }, files);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const libraryOf = (workspaceId: string) => t.db.select().from(images).where(eq(images.workspaceId, workspaceId));

describe('an image uploaded with a content item', () => {
  it('is in the image library afterwards, as its own copy', async () => {
    const before = (await libraryOf(a.workspace.id)).length;
    const res = await send('POST', '/feeds/', { title: 'Harbour reopens' }, [await imagePart()]);
    expect(res.statusCode, res.body).toBe(201);
    const library = await libraryOf(a.workspace.id);
    expect(library).toHaveLength(before + 1);
    const added = library.find((row) => row.originalName === 'harbour.png');
    expect(added).toMatchObject({ imageType: 'upload', createdById: a.user.id, mimeType: 'image/png' });
    expect(added?.url).not.toBe(res.json().data.imageUrl);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/images/?workspaceId=${a.workspace.id}`, headers });
    expect(listed.json().data.results.map((row: { id: string }) => row.id)).toContain(added?.id);
  });

  it('also when an item gets a new image by editing it', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' });
    const before = (await libraryOf(a.workspace.id)).length;
    const res = await send('POST', '/feeds-update/', { id: item.id, title: 'With a photo now' }, [await imagePart()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await libraryOf(a.workspace.id)).toHaveLength(before + 1);
  });

  it('is not added when the item is refused', async () => {
    const before = (await libraryOf(a.workspace.id)).length;
    const res = await send('POST', '/feeds/', { title: 'x', tagIds: ['0b9c1f6e-2a3d-4e5f-8a7b-9c0d1e2f3a4b'] }, [
      await imagePart(),
    ]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await libraryOf(a.workspace.id)).toHaveLength(before);
  });
});

describe('DELETE /feeds/{id}/', () => {
  const remove = (id: string, workspaceId = a.workspace.id, auth = headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/feeds/${id}/?workspaceId=${workspaceId}`, headers: auth });

  it('without a token → 401', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/feeds/${item.id}/?workspaceId=${a.workspace.id}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('a malformed id → 400 naming id; no workspaceId → 400 naming workspaceId', async () => {
    expectInvalidField(await remove('nope'), 'id');
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    expectInvalidField(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/feeds/${item.id}/`, headers }),
      'workspaceId',
    );
  });

  it('deletes the item with its tags and its uploaded image file; the library copy stays', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const created = await send('POST', '/feeds/', { title: 'To be deleted', tagIds: [tag.id] }, [await imagePart()]);
    const item = created.json().data;
    const libraryBefore = (await libraryOf(a.workspace.id)).length;
    const res = await remove(item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Item deleted' }, data: null });
    expect(await t.db.select().from(feedItems).where(eq(feedItems.id, item.id))).toEqual([]);
    expect(existsSync(storedFile(item.imageUrl))).toBe(false);
    expect(await libraryOf(a.workspace.id)).toHaveLength(libraryBefore);
    expect((await remove(item.id)).statusCode).toBe(404);
  });

  it('another business’s item → 404 and it stays', async () => {
    const foreign = await buildFeedItem(t.db, { workspaceId: b.workspace.id });
    expect((await remove(foreign.id)).statusCode).toBe(404);
    expect((await remove(foreign.id, b.workspace.id)).statusCode).toBe(404);
    expect(await t.db.select().from(feedItems).where(eq(feedItems.id, foreign.id))).toHaveLength(1);
  });

  it('a partner (no content manager) → 403', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const partner = await authHeader(t.tokens, a.partner);
    expect((await remove(item.id, a.workspace.id, partner)).statusCode).toBe(403);
  });
});
