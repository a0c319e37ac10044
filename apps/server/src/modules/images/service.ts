import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import type { UploadedFile } from '../../http/multipart';
import { discardStoredFiles, type StoredImage, storeImage } from '../../integrations/stored-image';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { templateExists } from '../templates/repository';
import { deleteImages, type ImageRow, insertImages } from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

const IMAGE_FOLDER = 'library';

const discardStored = (deps: Deps, stored: StoredImage[]) =>
  discardStoredFiles(
    deps.storage,
    stored.flatMap((s) => [s.key, s.thumbnailKey]),
  );

/** Stores every file (re-encoded, with a thumbnail) and records them; one bad file fails the whole upload. */
export async function uploadImages(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  files: UploadedFile[],
  meta: { imageType?: string; templateId?: string },
): Promise<ImageRow[]> {
  // Checked before any file is stored; the database refuses another workspace's template as well.
  if (meta.templateId && !(await templateExists(deps.db, scope, meta.templateId))) {
    throw badRequest('templateId: no such template in this newsletter', 'templateId');
  }
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      stored.push(
        await storeImage(deps.storage, file.bytes, { folder: IMAGE_FOLDER, field: file.fieldname, thumbnail: true }),
      );
    }
    return await insertImages(
      deps.db,
      scope,
      stored.map((image, i) => ({
        storageKey: image.key,
        thumbnailKey: image.thumbnailKey,
        url: image.url,
        thumbnailUrl: image.thumbnailUrl,
        originalName: files[i]?.filename.slice(0, 255) || null,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        sizeBytes: image.sizeBytes,
        imageType: meta.imageType ?? 'upload',
        templateId: meta.templateId ?? null,
        createdById: user.id,
      })),
    );
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/** Deletes the rows, then their files. 404 when none of the ids is an image of this workspace. */
export async function removeImages(deps: Deps, scope: WorkspaceScope, ids: string[]): Promise<number> {
  const deleted = await deleteImages(deps.db, scope, [...new Set(ids)]);
  if (deleted.length === 0) throw notFound('Image not found');
  await discardStoredFiles(
    deps.storage,
    deleted.flatMap((d) => [d.storageKey, d.thumbnailKey]),
  );
  return deleted.length;
}
