import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, feedItemTags } from '../../src/db/schema/index';
import { localUploadsRoot } from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem, buildTag, makeImage, multipart } from '../helpers/factories-content';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const storedFile = (url: string) =>
  path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));
const update = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/feeds/list/',
    headers,
    payload: { workspaceId: a.workspace.id, ...payload },
  });
const tagsOf = async (itemId: string) =>
  (await t.db.select().from(feedItemTags).where(eq(feedItemTags.itemId, itemId))).map((r) => r.tagId).sort();

describe('POST /api/v1/feeds/list/ (many items)', () => {
  it('archives several items at once and answers what changed', async () => {
    const items = await Promise.all([1, 2, 3].map(() => buildFeedItem(t.db, { workspaceId: a.workspace.id })));
    const ids = items.slice(0, 2).map((i) => i.id);
    const res = await update({ ids, feedStatus: 'archived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ code: 1, message: '2 items updated' });
    expect(res.json().data.updated).toBe(2);
    expect([...res.json().data.ids].sort()).toEqual([...ids].sort());
    const rows = await t.db
      .select()
      .from(feedItems)
      .where(
        inArray(
          feedItems.id,
          items.map((i) => i.id),
        ),
      );
    const status = Object.fromEntries(rows.map((r) => [r.id, r.feedStatus]));
    expect(status).toEqual({
      [items[0]?.id ?? '']: 'archived',
      [items[1]?.id ?? '']: 'archived',
      [items[2]?.id ?? '']: 'active',
    });
  });

  it('adds and removes tags in bulk', async () => {
    const keep = await buildTag(t.db, { workspaceId: a.workspace.id });
    const drop = await buildTag(t.db, { workspaceId: a.workspace.id });
    const add = await buildTag(t.db, { workspaceId: a.workspace.id });
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, tagIds: [keep.id, drop.id] });
    const other = await buildFeedItem(t.db, { workspaceId: a.workspace.id, tagIds: [add.id] });
    const res = await update({ ids: [item.id, other.id], addTagIds: [add.id], removeTagIds: [drop.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tagsOf(item.id)).toEqual([keep.id, add.id].sort());
    expect(await tagsOf(other.id)).toEqual([add.id]);
  });

  it("never touches another workspace's items; 404 when none match", async () => {
    const foreign = await buildFeedItem(t.db, { title: 'Foreign story' });
    const own = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const mixed = await update({ ids: [own.id, foreign.id], feedStatus: 'rejected' });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().data).toEqual({ updated: 1, ids: [own.id] });
    const only = await update({ ids: [foreign.id], feedStatus: 'rejected' });
    expect(only.statusCode).toBe(404);
    expect(only.body).not.toContain('Foreign story');
    const [row] = await t.db.select().from(feedItems).where(eq(feedItems.id, foreign.id));
    expect(row?.feedStatus).toBe('active');
  });

  it('404 for a tag of another workspace', async () => {
    const own = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const foreignTag = await buildTag(t.db);
    const res = await update({ ids: [own.id], addTagIds: [foreignTag.id] });
    expect(res.statusCode).toBe(404);
    expect(await tagsOf(own.id)).toEqual([]);
  });

  it.each([
    [{ ids: [], feedStatus: 'active' }, 'ids'],
    [{ ids: Array.from({ length: 201 }, () => crypto.randomUUID()), feedStatus: 'active' }, 'ids'],
    [{ ids: ['nope'], feedStatus: 'active' }, 'ids.0'],
    [{ ids: [crypto.randomUUID()] }, 'feedStatus'],
    [{ ids: [crypto.randomUUID()], feedStatus: 'gone' }, 'feedStatus'],
    [{}, 'ids'],
    [{ id: crypto.randomUUID() }, 'fields'],
    [{ ids: [crypto.randomUUID()], id: crypto.randomUUID(), feedStatus: 'active' }, 'id'],
  ])('400 naming the field for %j', async (payload, field) => {
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});

describe('POST /api/v1/feeds/list/ (one item)', () => {
  it('edits fields, replaces tags, clears empty ones', async () => {
    const oldTag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const newTag = await buildTag(t.db, { workspaceId: a.workspace.id, name: 'Fresh', color: '#010203' });
    const item = await buildFeedItem(t.db, {
      workspaceId: a.workspace.id,
      feedType: 'original',
      summary: 'old summary',
      author: 'Old author',
      tagIds: [oldTag.id],
    });
    const res = await update({
      id: item.id,
      fields: { title: 'New title', summary: '', content: '<p>Body</p>', tagIds: [newTag.id], feedStatus: 'pending' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Item updated');
    expect(res.json().data).toMatchObject({
      id: item.id,
      title: 'New title',
      summary: null,
      author: 'Old author',
      content: '<p>Body</p>',
      feedStatus: 'pending',
      tags: [{ tagId: newTag.id, name: 'Fresh', color: '#010203' }],
    });
  });

  it('refuses ad or event fields on another kind', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const ad = await update({ id: item.id, fields: { ctaUrl: 'https://x.example' } });
    expect(ad.statusCode).toBe(400);
    expectInvalid(ad, 'ctaUrl: only applies to ads');
    const ev = await update({ id: item.id, fields: { venue: 'Hall' } });
    expectInvalid(ev, 'venue: only applies to events');
  });

  it('checks event dates and coordinates against the stored values', async () => {
    const event = await buildFeedItem(t.db, {
      workspaceId: a.workspace.id,
      feedType: 'events',
      eventStartsAt: new Date('2026-07-10T10:00:00Z'),
      latitude: 1,
      longitude: 2,
    });
    const backwards = await update({ id: event.id, fields: { eventEndsAt: '2026-07-01' } });
    expect(backwards.statusCode).toBe(400);
    expectInvalid(backwards, 'eventEndsAt: The event cannot end before it starts');
    const half = await update({ id: event.id, fields: { latitude: '' } });
    expect(half.statusCode).toBe(400);
    expectInvalidField(half, 'longitude');
    const both = await update({ id: event.id, fields: { latitude: null, longitude: null, venue: 'Park' } });
    expect(both.statusCode).toBe(200);
    expect(both.json().data).toMatchObject({ latitude: null, longitude: null, venue: 'Park' });
  });

  it('changes the company of an ad only to one of the workspace', async () => {
    const ad = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads' });
    const own = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const foreign = await buildBusinessCompany(t.db);
    expect((await update({ id: ad.id, fields: { businessCompanyId: foreign.id } })).statusCode).toBe(404);
    const ok = await update({ id: ad.id, fields: { businessCompanyId: own.id } });
    expect(ok.json().data.company).toEqual({ id: own.id, name: own.name, logo: null });
  });

  it('404 for an item of another workspace, which stays unchanged', async () => {
    const foreign = await buildFeedItem(t.db, { title: 'Untouched' });
    const res = await update({ id: foreign.id, fields: { title: 'Hijacked' } });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(feedItems).where(eq(feedItems.id, foreign.id));
    expect(row?.title).toBe('Untouched');
  });

  it('400 naming the nested field', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const res = await update({ id: item.id, fields: { link: 'javascript:alert(1)' } });
    expectInvalidField(res, 'fields.link');
  });
});

describe('POST /api/v1/feeds-update/', () => {
  it('replaces an uploaded image (the old file is deleted) and edits fields', async () => {
    const first = multipart({ workspaceId: a.workspace.id, title: 'With image' }, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png') },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/',
      headers: { ...headers, ...first.headers },
      payload: first.payload,
    });
    const item = created.json().data;
    const form = multipart({ workspaceId: a.workspace.id, id: item.id, title: 'Edited' }, [
      { field: 'image', filename: 'b.webp', contentType: 'image/webp', bytes: await makeImage('webp') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ id: item.id, title: 'Edited' });
    expect(updated.imageUrl).toMatch(/\.webp$/);
    expect(existsSync(storedFile(item.imageUrl))).toBe(false);
    expect(existsSync(storedFile(updated.imageUrl))).toBe(true);

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      headers,
      payload: { workspaceId: a.workspace.id, id: item.id, imageUrl: '' },
    });
    expect(cleared.json().data.imageUrl).toBeNull();
    expect(existsSync(storedFile(updated.imageUrl))).toBe(false);
  });

  it('400 naming id when missing, 404 for a foreign item, 415 for a non-image', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      headers,
      payload: { workspaceId: a.workspace.id, title: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expectInvalidField(missing, 'id');
    const foreign = await buildFeedItem(t.db);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      headers,
      payload: { workspaceId: a.workspace.id, id: foreign.id, title: 'x' },
    });
    expect(other.statusCode).toBe(404);
    const own = await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const form = multipart({ workspaceId: a.workspace.id, id: own.id }, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('plain text') },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(bad.statusCode).toBe(415);
  });
});
