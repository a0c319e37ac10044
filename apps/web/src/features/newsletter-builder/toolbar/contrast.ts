import { parseColor } from '@newsletter-os/contracts';

// WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the toolbar marks swatches that are hard to
// read on the block's background.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

/** The contrast ratio of two colours (1 to 21); colours that cannot be read count as black. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(parseColor(foreground) ?? '#000000');
  const b = luminance(parseColor(background) ?? '#000000');
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: at least 4.5:1. */
export const AA_NORMAL_TEXT = 4.5;

export function passesAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= AA_NORMAL_TEXT;
}
