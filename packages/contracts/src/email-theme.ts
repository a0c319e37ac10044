import type { FontFamily } from './editor-constants';
import type { NewsletterStyle } from './newsletter-style';

// The one look of a newsletter: the email renderer writes it inline into the email and the editor canvas draws the
// blocks with it, so what the editor shows is what readers get. Every number here is used by both.

/** The email's content column (px); the page background shows around it. */
export const CONTENT_WIDTH = 600;
/** Left and right padding of every block row inside the content column (px). */
export const CONTENT_PADDING = 24;
export const INNER_WIDTH = CONTENT_WIDTH - 2 * CONTENT_PADDING;
/** Space under a block (px); a button keeps more below it. */
export const BLOCK_GAP = 16;
export const BUTTON_BLOCK_GAP = 24;
export const CARD_PADDING = 16;
export const CARD_RADIUS = 8;
/** Card content width: inner width less the card's padding and its 1 px border on both sides. */
export const CARD_INNER_WIDTH = INNER_WIDTH - 2 * CARD_PADDING - 2;

/**
 * The button: 48 px tall on one line, a bold label and side padding. The height is a text line plus padding, not
 * one 48 px line height, so a label that wraps on a phone grows by 22 px per line instead of 48.
 */
export const BUTTON_METRICS = {
  height: 48,
  fontSize: 16,
  fontWeight: 700,
  lineHeight: 22,
  paddingY: 13,
  paddingX: 28,
} as const;

const FONT_STACKS: Record<FontFamily, string> = {
  Helvetica: 'Helvetica,Arial,sans-serif',
  Arial: 'Arial,Helvetica,sans-serif',
  'Times New Roman': "'Times New Roman',Times,serif",
  Georgia: "Georgia,'Times New Roman',serif",
  'Courier New': "'Courier New',Courier,monospace",
  Verdana: 'Verdana,Geneva,sans-serif',
  Tahoma: 'Tahoma,Verdana,sans-serif',
};

export function fontStack(family: FontFamily): string {
  return FONT_STACKS[family];
}

export const MONOSPACE_STACK = "'Courier New',Courier,monospace";

export const BASE_COLORS = {
  page: '#f4f4f5',
  content: '#ffffff',
  text: '#1f2937',
  heading: '#111827',
  muted: '#4b5563',
  border: '#d1d5db',
  card: '#f9fafb',
  code: '#f3f4f6',
} as const;

/** Font sizes (px) and line heights of the block types. */
export const TYPE_SCALE = {
  h1: { size: 28, lineHeight: 1.25 },
  h2: { size: 22, lineHeight: 1.3 },
  h3: { size: 18, lineHeight: 1.35 },
  paragraph: { size: 16, lineHeight: 1.6 },
  /** Card text (article summaries, event details). */
  card: { size: 15, lineHeight: 1.5 },
  small: { size: 13, lineHeight: 1.5 },
  code: { size: 14, lineHeight: 1.5 },
} as const;

// WCAG 2.x contrast: the theme pulls colours derived from the brand (links, the button) until they are readable.

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

export interface ButtonLook {
  background: string;
  text: string;
  radius: number;
  fullWidth: boolean;
}

export interface EmailTheme {
  colors: typeof BASE_COLORS & { link: string; accent: string };
  bodyFont: string;
  headingFont: string;
  button: ButtonLook;
}

/** A button's look from its own style or the newsletter's: the background is pulled until the label is readable. */
export function buttonLookOf(style: NewsletterStyle['buttonStyle']): ButtonLook {
  return {
    background: ensureContrast(style.backgroundColor, style.textColor, 4.5),
    text: style.textColor,
    radius: style.borderRadius,
    fullWidth: style.fullWidth,
  };
}

export function themeOf(style: NewsletterStyle): EmailTheme {
  // The darkest background text sits on is the code cell; a link readable there is readable everywhere.
  const link = ensureContrast(style.accentColor, BASE_COLORS.code, 4.5);
  return {
    colors: { ...BASE_COLORS, link, accent: style.accentColor },
    bodyFont: fontStack(style.bodyFont),
    headingFont: fontStack(style.headingFont),
    button: buttonLookOf(style.buttonStyle),
  };
}
