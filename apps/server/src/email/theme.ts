import type { FontFamily, NewsletterStyle } from '@newsletter-os/contracts';
import { ensureContrast } from './contrast';

// The colours, fonts and sizes of the rendered email. Brand colours come from the personalization; the colours the
// renderer derives from them (links, the button) are pulled until they meet WCAG AA, so a light accent never
// produces unreadable links.

export const CONTENT_WIDTH = 600;
export const CONTENT_PADDING = 24;
export const INNER_WIDTH = CONTENT_WIDTH - 2 * CONTENT_PADDING;
export const CARD_PADDING = 16;
/** Card content width: inner width less the card's padding and its 1 px border on both sides. */
export const CARD_INNER_WIDTH = INNER_WIDTH - 2 * CARD_PADDING - 2;

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

export interface EmailTheme {
  colors: typeof BASE_COLORS & { link: string; accent: string };
  bodyFont: string;
  headingFont: string;
  button: { background: string; text: string; radius: number; fullWidth: boolean };
}

export function themeOf(style: NewsletterStyle): EmailTheme {
  // The darkest background text sits on is the code cell; a link readable there is readable everywhere.
  const link = ensureContrast(style.accentColor, BASE_COLORS.code, 4.5);
  const button = style.buttonStyle;
  return {
    colors: { ...BASE_COLORS, link, accent: style.accentColor },
    bodyFont: fontStack(style.bodyFont),
    headingFont: fontStack(style.headingFont),
    button: {
      background: ensureContrast(button.backgroundColor, button.textColor, 4.5),
      text: button.textColor,
      radius: button.borderRadius,
      fullWidth: button.fullWidth,
    },
  };
}

/** Font sizes (px) and line heights of the block types. */
export const TYPE_SCALE = {
  h1: { size: 28, lineHeight: 1.25 },
  h2: { size: 22, lineHeight: 1.3 },
  h3: { size: 18, lineHeight: 1.35 },
  paragraph: { size: 16, lineHeight: 1.6 },
  small: { size: 13, lineHeight: 1.5 },
  code: { size: 14, lineHeight: 1.5 },
} as const;
