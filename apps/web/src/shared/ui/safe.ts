/** Only http(s) links are rendered as links: feed data may carry javascript: or data: URLs. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour is used in a style only when it is a plain #rrggbb value; anything else falls back to grey. */
export function safeColor(color: string | null | undefined, fallback = '#6b7280'): string {
  return color && HEX.test(color) ? color.toLowerCase() : fallback;
}

export function isHexColor(color: string): boolean {
  return HEX.test(color);
}

/** The colour as rgba with the given opacity, for light tints behind dark text. */
export function tint(color: string, alpha: number): string {
  const hex = safeColor(color).slice(1);
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Relative luminance (WCAG) of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const hex = safeColor(color).slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((offset) => {
    const channel = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Colours so light that a tint of them disappears on a white page (white, cream, pale yellow). */
export function isNearWhite(color: string): boolean {
  return luminance(color) > 0.85;
}
