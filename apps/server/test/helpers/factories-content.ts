import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import { businessCompanies, eventLocations, feedItems, feedItemTags, images, tags } from '../../src/db/schema/index';
import { buildWorkspace } from './factories';

const unique = () => randomBytes(4).toString('hex');

export type TagRow = typeof tags.$inferSelect;
export type BusinessCompanyRow = typeof businessCompanies.$inferSelect;
export type EventLocationRow = typeof eventLocations.$inferSelect;
export type FeedItemRow = typeof feedItems.$inferSelect;
export type ImageRow = typeof images.$inferSelect;

async function workspaceIdFor(db: Db, workspaceId: string | undefined): Promise<string> {
  return workspaceId ?? (await buildWorkspace(db)).id;
}

export async function buildTag(db: Db, values: Partial<typeof tags.$inferInsert> = {}): Promise<TagRow> {
  const [row] = await db
    .insert(tags)
    .values({
      name: `Tag ${unique()}`,
      color: '#3b82f6',
      ...values,
      workspaceId: await workspaceIdFor(db, values.workspaceId),
    })
    .returning();
  if (!row) throw new Error('tag not created');
  return row;
}

export async function buildBusinessCompany(
  db: Db,
  values: Partial<typeof businessCompanies.$inferInsert> = {},
): Promise<BusinessCompanyRow> {
  const [row] = await db
    .insert(businessCompanies)
    .values({
      name: `Company ${unique()}`,
      website: 'https://example.com',
      ...values,
      workspaceId: await workspaceIdFor(db, values.workspaceId),
    })
    .returning();
  if (!row) throw new Error('company not created');
  return row;
}

export async function buildEventLocation(
  db: Db,
  values: Partial<typeof eventLocations.$inferInsert> = {},
): Promise<EventLocationRow> {
  const [row] = await db
    .insert(eventLocations)
    .values({
      name: `Town ${unique()}`,
      latitude: 52.52,
      longitude: 13.405,
      defaultRadiusKm: 25,
      ...values,
      workspaceId: await workspaceIdFor(db, values.workspaceId),
    })
    .returning();
  if (!row) throw new Error('location not created');
  return row;
}

/** A content item (default: an active rss item); `tagIds` are attached. */
export async function buildFeedItem(
  db: Db,
  values: Partial<typeof feedItems.$inferInsert> & { tagIds?: string[] } = {},
): Promise<FeedItemRow> {
  const { tagIds, ...rest } = values;
  const [row] = await db
    .insert(feedItems)
    .values({
      feedType: 'rss',
      feedStatus: 'active',
      title: `Story ${unique()}`,
      ...rest,
      workspaceId: await workspaceIdFor(db, rest.workspaceId),
    })
    .returning();
  if (!row) throw new Error('item not created');
  if (tagIds?.length) {
    await db
      .insert(feedItemTags)
      .values(tagIds.map((tagId) => ({ workspaceId: row.workspaceId, itemId: row.id, tagId })));
  }
  return row;
}

/** An image row (no stored file behind it unless the test stores one). */
export async function buildImage(db: Db, values: Partial<typeof images.$inferInsert> = {}): Promise<ImageRow> {
  const key = `library/aa/${unique()}.png`;
  const [row] = await db
    .insert(images)
    .values({
      storageKey: key,
      url: `http://localhost:3000/uploads/${key}`,
      mimeType: 'image/png',
      sizeBytes: 100,
      ...values,
      workspaceId: await workspaceIdFor(db, values.workspaceId),
    })
    .returning();
  if (!row) throw new Error('image not created');
  return row;
}

/** A real image of the given format, with EXIF metadata so tests can check it is stripped. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  size: { width: number; height: number } = { width: 640, height: 400 },
): Promise<Buffer> {
  const base = sharp({ create: { ...size, channels: 3, background: { r: 200, g: 80, b: 40 } } }).withExif({
    IFD0: { Copyright: 'secret-exif-marker' },
  });
  if (format === 'jpeg') return base.jpeg().toBuffer();
  if (format === 'webp') return base.webp().toBuffer();
  if (format === 'gif') return base.gif().toBuffer();
  return base.png().toBuffer();
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject: text fields (arrays become repeated fields) and files. */
export function multipart(
  fields: Record<string, string | string[] | undefined>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nos${unique()}${unique()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
