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

/** Black or white text, whichever reads better on the given background (WCAG relative luminance). */
export function readableTextColor(background: string): '#111827' | '#ffffff' {
  const hex = safeColor(background).slice(1);
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}
