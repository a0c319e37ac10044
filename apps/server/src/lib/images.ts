import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors';
import { megabytes } from './units';

/** Checking and re-encoding uploaded images (content items, the image library, logos). No storage, no HTTP. */

/** Upload cap for images (content items, the image library, company logos). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Thumbnails are WebP, this many pixels wide. */
export const THUMBNAIL_WIDTH = 320;
/** Decompression-bomb guard: a small file may not declare a gigantic canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Re-encoding an animation costs CPU for every pixel of every frame, whatever the file size: 22 frames of
 * 1500×1500 fit in 545 bytes and took seconds to re-encode. Animations over these caps are refused rather than cut
 * to their first frame: a user who uploads motion expects motion, and a clear refusal says what to shrink, while
 * a silent still would surprise them in a sent newsletter. Honest newsletter GIFs (600 px wide, a few dozen
 * frames) stay far below both caps.
 */
export const MAX_ANIMATION_FRAMES = 100;
export const MAX_ANIMATION_PIXELS = 10_000_000;
const formats = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type AcceptedMime = keyof typeof formats;

function isAccepted(mime: string): mime is AcceptedMime {
  return Object.hasOwn(formats, mime);
}

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: AcceptedMime;
  extension: string;
  width: number;
  height: number;
}

/**
 * Checks the real type by magic bytes (the file name and declared type are ignored), caps the size, and re-encodes
 * with sharp so metadata (EXIF, GPS) and anything appended to the image are dropped.
 */
export async function processImage(
  bytes: Buffer,
  opts: { field?: string; maxBytes?: number } = {},
): Promise<ProcessedImage> {
  const field = opts.field ?? 'image';
  const maxBytes = opts.maxBytes ?? IMAGE_MAX_BYTES;
  if (bytes.length > maxBytes) throw payloadTooLarge(`${field}: the file must be at most ${megabytes(maxBytes)}`);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    throw unsupportedMediaType(`${field}: only PNG, JPEG, WebP and GIF images are accepted`);
  }
  const mimeType = detected.mime;
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  try {
    if (animated) await assertAffordableAnimation(bytes, field);
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    if (mimeType === 'image/jpeg') pipeline = pipeline.autoOrient().jpeg({ quality: 85 });
    else if (mimeType === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (mimeType === 'image/webp') pipeline = pipeline.webp({ quality: 85 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mimeType,
      extension: formats[mimeType],
      width: info.width,
      // For animations sharp reports the height of all frames stacked; pageHeight is one frame.
      height: info.pageHeight ?? info.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw payloadTooLarge(`${field}: the image has too many pixels`);
    throw badRequest(`${field}: the file could not be read as an image`, field);
  }
}

/** Refuses (413) an animation whose frames × canvas exceed the caps, reading only its header. */
async function assertAffordableAnimation(bytes: Buffer, field: string): Promise<void> {
  const meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  const frames = meta.pages ?? 1;
  if (frames <= 1) return;
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? Math.round((meta.height ?? 0) / frames);
  if (frames > MAX_ANIMATION_FRAMES || frames * width * frameHeight > MAX_ANIMATION_PIXELS) {
    throw payloadTooLarge(
      `${field}: the animation is too large (${frames} frames of ${width}×${frameHeight} pixels); at most ` +
        `${MAX_ANIMATION_FRAMES} frames and ${MAX_ANIMATION_PIXELS / 1_000_000} million pixels over all frames are accepted`,
    );
  }
}

/** A WebP thumbnail THUMBNAIL_WIDTH pixels wide (never enlarged); animations keep their first frame. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
