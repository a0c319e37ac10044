import { BRAND_LOGO_MAX_BYTES } from '@newsletter-os/contracts';

/** The logo types the server accepts (PNG, JPEG, WebP, SVG), for the file picker. */
export const BRAND_LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg';

const acceptedTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);
const acceptedExtensions = /\.(png|jpe?g|webp|svg)$/i;

export const LOGO_TYPE_MESSAGE = 'Only PNG, JPEG, WebP and SVG images are accepted';
export const LOGO_SIZE_MESSAGE = 'The file must be at most 2 MB';

/**
 * Why a chosen logo file cannot be sent, or null. Checked before uploading so a wrong file is caught at once;
 * the server checks the bytes themselves again.
 */
export function logoFileProblem(file: File): string | null {
  // Some systems report no type for SVG files: the extension decides then.
  const typeOk = file.type ? acceptedTypes.has(file.type) : acceptedExtensions.test(file.name);
  if (!typeOk) return LOGO_TYPE_MESSAGE;
  if (file.size > BRAND_LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return null;
}
