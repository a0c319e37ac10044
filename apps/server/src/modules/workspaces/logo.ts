import { BRAND_LOGO_MAX_BYTES } from '@newsletter-os/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { newStorageKey, type Storage } from '../../integrations/storage';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { processImage } from '../../lib/images';
import { looksLikeSvg } from '../../lib/sanitize-svg';
import { sanitizeSvgField } from '../../workers/sanitize-pool';

const rasterTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);
const textTypes = new Set(['application/xml', 'image/svg+xml']);
const wrongType = () => unsupportedMediaType('logo: only PNG, JPEG, WebP and SVG images are accepted');

interface LogoFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/**
 * The logo as it will be stored: rasters are recognised by magic bytes and re-encoded (metadata dropped);
 * SVG is recognised by its root element and sanitised. Anything else is 415, anything over 2 MB 413.
 */
export async function prepareLogo(bytes: Buffer): Promise<LogoFile> {
  if (bytes.length > BRAND_LOGO_MAX_BYTES) throw payloadTooLarge('logo: the file must be at most 2 MB');
  const detected = await fileTypeFromBuffer(bytes);
  // file-type reports SVG with an XML prolog as generic XML; text formats are told apart below.
  if (detected && !textTypes.has(detected.mime)) {
    if (!rasterTypes.has(detected.mime)) throw wrongType();
    const image = await processImage(bytes, { field: 'logo', maxBytes: BRAND_LOGO_MAX_BYTES });
    return { bytes: image.bytes, contentType: image.mimeType, extension: image.extension };
  }
  if (!looksLikeSvg(bytes)) throw wrongType();
  const svg = await sanitizeSvgField('logo', bytes.toString('utf8'));
  if (!svg) throw wrongType();
  return { bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
}

/** Stores a prepared logo under a fresh random key. */
export async function storeLogo(storage: Storage, logo: LogoFile): Promise<{ key: string; url: string }> {
  return storage.put(newStorageKey('logos', logo.extension), logo.bytes, logo.contentType);
}
