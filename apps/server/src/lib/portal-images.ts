import { fileTypeFromBuffer } from 'file-type';
import { badRequest, unsupportedMediaType } from './errors';

/**
 * Public forms take phone photos: JPEG, PNG and WebP, told by their magic bytes (the name and declared type are
 * ignored). HEIC (what iPhones shoot) cannot be decoded by the image library we ship, so it gets a message that
 * says what to do instead; GIFs are refused too (motion has no place in a submitted photo).
 */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIC = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export const HEIC_MESSAGE =
  'image: HEIC photos cannot be used. Choose a JPEG, PNG or WebP image (on an iPhone: Settings → Camera → Formats → Most Compatible).';

export async function assertPortalImageType(bytes: Buffer, field = 'image'): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw badRequest(`${field}: the file could not be read as an image`, field);
  if (HEIC.has(detected.mime)) throw unsupportedMediaType(HEIC_MESSAGE);
  if (!ACCEPTED.has(detected.mime)) throw unsupportedMediaType(`${field}: only JPEG, PNG and WebP images are accepted`);
}
