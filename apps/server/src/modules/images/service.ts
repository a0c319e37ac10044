import type { ModuleDeps } from '../../app';
import { notFound } from '../../lib/errors';
import { discardStoredFiles, type StoredImage, storeImage, type UploadedFile } from '../../lib/image-upload';
import type { AuthUser } from '../../plugins/auth';
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
  workspaceId: string,
  files: UploadedFile[],
  meta: { imageType?: string; templateId?: string },
): Promise<ImageRow[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      stored.push(
        await storeImage(deps.storage, file.bytes, { folder: IMAGE_FOLDER, field: file.fieldname, thumbnail: true }),
      );
    }
    return await insertImages(
      deps.db,
      stored.map((image, i) => ({
        workspaceId,
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
export async function removeImages(deps: Deps, workspaceId: string, ids: string[]): Promise<number> {
  const deleted = await deleteImages(deps.db, workspaceId, [...new Set(ids)]);
  if (deleted.length === 0) throw notFound('Image not found');
  await discardStoredFiles(
    deps.storage,
    deleted.flatMap((d) => [d.storageKey, d.thumbnailKey]),
  );
  return deleted.length;
}
