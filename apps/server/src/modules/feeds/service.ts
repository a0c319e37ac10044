import {
  adFieldNames,
  type createAdFieldsSchema,
  type createEventFieldsSchema,
  type createFeedItemFieldsSchema,
  eventFieldNames,
  type FeedItem,
  type FeedItemUpdateFields,
  type FeedType,
} from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import type { UploadedFile } from '../../http/multipart';
import { discardStoredFiles, type StoredImage, storeImage } from '../../integrations/stored-image';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/sanitize';
import type { AuthUser } from '../../plugins/auth';
import { sanitizeHtmlField } from '../../workers/sanitize-pool';
import { businessCompanyExists } from '../business-companies/repository';
import { findEventLocationsByIds } from '../event-locations/repository';
import { removeImages, uploadImages } from '../images/service';
import { requireWorkspaceTags } from '../tags/service';
import { presentFeedItem } from './presenter';
import {
  deleteFeedItem,
  type FeedItemValues,
  findFeedItem,
  findFeedItemImageKey,
  findTagsOfItems,
  updateFeedItem,
} from './repository';
import { insertFeedItem } from './store-items';

type Deps = Pick<ModuleDeps, 'db' | 'storage'>;
type AnyCreateFields =
  | z.output<typeof createFeedItemFieldsSchema>
  | z.output<typeof createAdFieldsSchema>
  | z.output<typeof createEventFieldsSchema>;

const IMAGE_FOLDER = 'content';

/** Plain-text fields: any markup is dropped, so a hostile title is inert wherever it is shown. */
const plainTextFields = ['title', 'summary', 'author', 'placement', 'venue', 'address', 'price'] as const;

/** Kind-specific defaults: user submissions wait for review unless their creator says otherwise. */
const defaultStatus: Record<FeedType, string> = {
  rss: 'active',
  original: 'active',
  ugc: 'pending',
  ads: 'active',
  events: 'active',
};

/** Sanitizes the user-entered text of a create or edit: plain text stays text, content keeps allow-listed HTML. */
async function cleanValues(fields: Record<string, unknown>, link?: string | null): Promise<FeedItemValues> {
  const values: Record<string, unknown> = { ...fields };
  for (const field of plainTextFields) {
    const value = values[field];
    if (typeof value === 'string') {
      const text = htmlToText(value);
      if (field === 'title' && !text) throw badRequest('title: Title is required', 'title');
      values[field] = text || null;
    }
  }
  if (typeof values.content === 'string') {
    const { html, text } = await sanitizeHtmlField('content', values.content, link ?? undefined);
    values.content = html || null;
    values.contentText = html ? text : null;
  } else if (values.content === null) {
    values.contentText = null;
  }
  return values as FeedItemValues;
}

async function checkReferences(
  db: Db,
  scope: WorkspaceScope,
  refs: { tagIds?: string[]; businessCompanyId?: string | null; eventLocationId?: string | null },
): Promise<string[] | undefined> {
  const tagIds = refs.tagIds ? await requireWorkspaceTags(db, scope, refs.tagIds) : undefined;
  if (refs.businessCompanyId && !(await businessCompanyExists(db, scope, refs.businessCompanyId))) {
    throw notFound('Business company not found');
  }
  if (refs.eventLocationId) {
    const found = await findEventLocationsByIds(db, scope, [refs.eventLocationId]);
    if (found.length === 0) throw notFound('Event location not found');
  }
  return tagIds;
}

async function storeContentImage(deps: Deps, file: UploadedFile | undefined): Promise<StoredImage | undefined> {
  return file ? storeImage(deps.storage, file.bytes, { folder: IMAGE_FOLDER, field: file.fieldname }) : undefined;
}

const discard = (deps: Deps, key: string | null | undefined) => discardStoredFiles(deps.storage, [key]);

/**
 * An image uploaded with a content item also goes into the workspace's image library, as its own copy: deleting
 * the item (or replacing its image) never takes the library's image with it, and the other way round. Returns
 * the library image's id, so a save that fails afterwards can take it back out.
 */
async function addToImageLibrary(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  image: UploadedFile | undefined,
): Promise<string | undefined> {
  if (!image) return undefined;
  const [row] = await uploadImages(deps, user, scope, [image], {});
  return row?.id;
}

async function takeOutOfImageLibrary(deps: Deps, scope: WorkspaceScope, id: string | undefined): Promise<void> {
  if (id) await removeImages(deps, scope, [id]).catch(() => undefined);
}

export async function loadFeedItem(db: Db, scope: WorkspaceScope, id: string): Promise<FeedItem> {
  const row = await findFeedItem(db, scope, id);
  if (!row) throw notFound('Item not found');
  const tags = await findTagsOfItems(db, scope, [id]);
  return presentFeedItem(row, tags.get(id));
}

/** Creates one item of a kind from validated form fields and an optional uploaded image. */
export async function createFeedItem(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  feedType: Exclude<FeedType, 'rss'>,
  fields: AnyCreateFields,
  image: UploadedFile | undefined,
): Promise<FeedItem> {
  // The form's workspaceId went through the membership check and came back as `scope`.
  const { workspaceId: _checked, tagIds: requestedTags, feedStatus, ...rest } = fields;
  if (image && rest.imageUrl) throw badRequest('image: send an image file or imageUrl, not both', 'image');
  const tagIds = await checkReferences(deps.db, scope, {
    tagIds: requestedTags,
    businessCompanyId: 'businessCompanyId' in rest ? rest.businessCompanyId : undefined,
    eventLocationId: 'eventLocationId' in rest ? rest.eventLocationId : undefined,
  });
  const values = await cleanValues(rest, rest.link);
  const stored = await storeContentImage(deps, image);
  let id: string;
  let libraryId: string | undefined;
  try {
    libraryId = await addToImageLibrary(deps, user, scope, image);
    id = await insertFeedItem(
      deps.db,
      scope,
      {
        ...values,
        title: values.title ?? '',
        feedType,
        feedStatus: feedStatus ?? defaultStatus[feedType],
        publishedAt: rest.publishedAt ?? new Date(),
        imageUrl: stored?.url ?? rest.imageUrl ?? null,
        imageKey: stored?.key ?? null,
        createdById: user.id,
      },
      tagIds ?? [],
    );
  } catch (err) {
    await discard(deps, stored?.key);
    await takeOutOfImageLibrary(deps, scope, libraryId);
    throw err;
  }
  return loadFeedItem(deps.db, scope, id);
}

/** Ad fields belong to ads and event fields to events; sending them for another kind is a mistake worth naming. */
function refuseFieldsOfOtherKinds(feedType: string, fields: Record<string, unknown>): void {
  const byKind: [string, readonly string[]][] = [
    ['ads', [...adFieldNames, 'businessCompanyId']],
    ['events', eventFieldNames],
  ];
  for (const [kind, names] of byKind) {
    if (feedType === kind) continue;
    const field = names.find((n) => fields[n] !== undefined);
    if (field) throw badRequest(`${field}: only applies to ${kind}`, field);
  }
}

function mergedRangeCheck(
  start: Date | null | undefined,
  end: Date | null | undefined,
  field: string,
  message: string,
): void {
  if (start && end && end.getTime() < start.getTime()) throw badRequest(`${field}: ${message}`, field);
}

/**
 * Edits one item of the workspace: absent fields stay, empty ones are cleared, `tagIds` replaces the tags, and a
 * new image file (or imageUrl) replaces the image (an uploaded one is deleted from storage).
 */
export async function updateFeedItemFields(
  deps: Deps,
  scope: WorkspaceScope,
  id: string,
  fields: FeedItemUpdateFields,
  image: UploadedFile | undefined,
  uploadedBy?: AuthUser,
): Promise<FeedItem> {
  const existing = await findFeedItem(deps.db, scope, id);
  if (!existing) throw notFound('Item not found');
  const { tagIds: requestedTags, imageUrl, ...rest } = fields;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  refuseFieldsOfOtherKinds(existing.feedType, defined);
  if (image && imageUrl) throw badRequest('image: send an image file or imageUrl, not both', 'image');
  mergedRangeCheck(
    'adStartsAt' in defined ? (defined.adStartsAt as Date | null) : existing.adStartsAt,
    'adEndsAt' in defined ? (defined.adEndsAt as Date | null) : existing.adEndsAt,
    'adEndsAt',
    'The ad cannot end before it starts',
  );
  mergedRangeCheck(
    (defined.eventStartsAt as Date | undefined) ?? existing.eventStartsAt,
    'eventEndsAt' in defined ? (defined.eventEndsAt as Date | null) : existing.eventEndsAt,
    'eventEndsAt',
    'The event cannot end before it starts',
  );
  const latitude = 'latitude' in defined ? defined.latitude : existing.latitude;
  const longitude = 'longitude' in defined ? defined.longitude : existing.longitude;
  if ((latitude === null || latitude === undefined) !== (longitude === null || longitude === undefined)) {
    throw badRequest('longitude: Give both latitude and longitude, or neither', 'longitude');
  }
  const tagIds = await checkReferences(deps.db, scope, {
    tagIds: requestedTags,
    businessCompanyId: defined.businessCompanyId as string | undefined,
    eventLocationId: defined.eventLocationId as string | null | undefined,
  });
  const values = await cleanValues(defined, (defined.link as string | null | undefined) ?? existing.link);
  const stored = await storeContentImage(deps, image);
  const imageChange = stored
    ? { imageUrl: stored.url, imageKey: stored.key }
    : imageUrl !== undefined
      ? { imageUrl, imageKey: null }
      : {};
  const previous = await findFeedItemImageKey(deps.db, scope, id);
  let libraryId: string | undefined;
  try {
    if (uploadedBy) libraryId = await addToImageLibrary(deps, uploadedBy, scope, image);
    const found = await updateFeedItem(deps.db, scope, id, { ...values, ...imageChange }, tagIds);
    if (!found) throw notFound('Item not found');
  } catch (err) {
    await discard(deps, stored?.key);
    await takeOutOfImageLibrary(deps, scope, libraryId);
    throw err;
  }
  if ('imageKey' in imageChange && previous !== imageChange.imageKey) await discard(deps, previous);
  return loadFeedItem(deps.db, scope, id);
}

/** Deletes one item of the workspace and, once the row is gone, the image file it uploaded. */
export async function removeFeedItem(deps: Deps, scope: WorkspaceScope, id: string): Promise<void> {
  const deleted = await deleteFeedItem(deps.db, scope, id);
  if (!deleted) throw notFound('Item not found');
  await discard(deps, deleted.imageKey);
}
