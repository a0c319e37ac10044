import { DEFAULT_LOGO_BOX, type ImageSize, LOGO_MAX_BOX, type RenderContext } from '../context';
import { attributes, css } from '../markup';

export interface EmailImage {
  src: string;
  /** Empty only for a decorative image. */
  alt: string;
  width: number;
  height: number;
  href?: string;
  /** Markup shown under the image inside its link (the play badge of a video). */
  badge?: string;
}

/** The box an image is shown in: never wider than `maxWidth`, keeping its aspect ratio (16:9 when unknown). */
export function fitImage(maxWidth: number, width?: number, height?: number): { width: number; height: number } {
  if (!width || !height) return { width: maxWidth, height: Math.round((maxWidth * 9) / 16) };
  const shown = Math.min(width, maxWidth);
  return { width: shown, height: Math.max(1, Math.round((shown * height) / width)) };
}

/** A logo's box: within LOGO_MAX_BOX at its own shape, never upscaled; the former 160×48 when its size is unknown. */
export function fitLogo(size: ImageSize | undefined): ImageSize {
  if (!size || size.width <= 0 || size.height <= 0) return DEFAULT_LOGO_BOX;
  const scale = Math.min(1, LOGO_MAX_BOX.width / size.width, LOGO_MAX_BOX.height / size.height);
  const width = Math.max(1, Math.round(size.width * scale));
  return { width, height: Math.max(1, Math.round((width * size.height) / size.width)) };
}

/**
 * An <img> with the attributes classic Outlook needs (width, height) and a fluid style for small screens; linked
 * when it has a target.
 */
export function renderImage(image: EmailImage, context: RenderContext): string {
  const img = `<img${attributes({
    src: context.imageUrl(image.src),
    alt: image.alt,
    width: image.width,
    height: image.height,
    style: css({
      display: 'block',
      // Narrower than the column (a GIF, a video thumbnail, a small image): centred like its caption.
      margin: '0 auto',
      width: '100%',
      'max-width': `${image.width}px`,
      height: 'auto',
      border: 0,
      'text-decoration': 'none',
      // The alt text's look when images are off.
      'font-family': context.theme.bodyFont,
      'font-size': '14px',
      color: context.theme.colors.muted,
    }),
  })}>`;
  if (!image.href) return img;
  return `<a${attributes({ href: image.href, style: image.badge ? 'text-decoration:none' : undefined })}>${img}${image.badge ?? ''}</a>`;
}
