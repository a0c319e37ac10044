// WCAG 2.x contrast, used both to keep the renderer's own colours readable and by the readiness checks.

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

function rgbOf(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function hexOf(rgb: readonly number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = rgbOf(hex).map(channel) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold). */
export function requiredContrast(fontSizePx: number, bold: boolean): number {
  return fontSizePx >= 24 || (bold && fontSizePx >= 18.66) ? 3 : 4.5;
}

function mix(hex: string, toward: readonly number[], share: number): string {
  const rgb = rgbOf(hex);
  return hexOf(rgb.map((value, index) => value + ((toward[index] ?? 0) - value) * share));
}

/**
 * `adjustable` moved toward black or white (whichever raises the contrast against `fixed`) in small steps until it
 * reaches `minimum`: a brand colour keeps its hue while links and buttons built from it stay readable.
 */
export function ensureContrast(adjustable: string, fixed: string, minimum: number): string {
  if (contrastRatio(adjustable, fixed) >= minimum) return adjustable;
  const toward = relativeLuminance(fixed) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(adjustable, toward, step / 20);
    if (contrastRatio(candidate, fixed) >= minimum) return candidate;
  }
  return hexOf(toward);
}
