import { makeThumbnail, processImage } from '../lib/images';
import { newStorageKey, type Storage } from './storage';

/** Images as stored: processed (lib/images), then written to file storage with a thumbnail when asked. */

export interface StoredImage {
  key: string;
  url: string;
  thumbnailKey: string | null;
  thumbnailUrl: string | null;
  mimeType: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/** Deletes stored files a request no longer needs, without failing that request over it. */
export async function discardStoredFiles(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  await Promise.all(present.map((key) => storage.delete(key).catch(() => undefined)));
}

/** processImage, then stores the result (and a thumbnail when asked) under fresh random keys. */
export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  opts: { folder: string; field?: string; maxBytes?: number; thumbnail?: boolean },
): Promise<StoredImage> {
  const image = await processImage(bytes, opts);
  const stored = await storage.put(newStorageKey(opts.folder, image.extension), image.bytes, image.mimeType);
  let thumbnail: { key: string; url: string } | null = null;
  if (opts.thumbnail) {
    try {
      thumbnail = await storage.put(newStorageKey(opts.folder, 'webp'), await makeThumbnail(image.bytes), 'image/webp');
    } catch (err) {
      await storage.delete(stored.key);
      throw err;
    }
  }
  return {
    key: stored.key,
    url: stored.url,
    thumbnailKey: thumbnail?.key ?? null,
    thumbnailUrl: thumbnail?.url ?? null,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    sizeBytes: image.bytes.length,
  };
}
