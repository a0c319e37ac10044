/**
 * Brand: `BrandSettingsTab` (settings → Brand: the selected newsletter's brand name, colour and logo upload with a
 * preview; PNG/JPEG/WebP/SVG up to 2 MB, checked before upload) and the logo file check.
 */
export { BrandSettingsTab } from './BrandSettingsTab';
export { BRAND_LOGO_ACCEPT, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, logoFileProblem } from './logo-file';
