import {
  type Block,
  contrastRatio,
  ensureContrast,
  type InlineNode,
  type NewsletterStyle,
  type ReadinessCheck,
  themeOf,
} from '@newsletter-os/contracts';
import { forcedDarkOf } from '../forced-dark';

// Custom colours that read in light mode but not after a forced-dark client inverts them (forced-dark.ts): the
// button colours and the text colours an author chose. A warning, with a pair that reads in both.

const MINIMUM = 4.5;
const CLIENTS = 'Gmail on Android, Outlook apps';

function forcedRatio(text: string, background: string): number {
  return contrastRatio(forcedDarkOf(text, 'text'), forcedDarkOf(background, 'background'));
}

/**
 * A pair that reads in light mode and that forced dark leaves alone: white text on the background darkened until
 * it reaches 4.5:1 (a dark background and light text are not inverted).
 */
export function safePairOf(background: string): { text: string; background: string } {
  const darker = ensureContrast(background, '#ffffff', MINIMUM);
  if (forcedRatio('#ffffff', darker) >= MINIMUM) return { text: '#ffffff', background: darker };
  return { text: '#ffffff', background: '#111827' };
}

/**
 * A text colour of the same hue that reads on the page in light mode and after inversion: darkened step by step
 * (a dark enough colour is inverted to a light one on the dark page); near-black when none does.
 */
export function safeTextOf(color: string, page: string): string {
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mixToward(color, step / 20);
    if (contrastRatio(candidate, page) >= MINIMUM && forcedRatio(candidate, page) >= MINIMUM) return candidate;
  }
  return '#111827';
}

function mixToward(hex: string, share: number): string {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function textColorsOf(content: readonly InlineNode[]): string[] {
  const colors = content.flatMap((node) =>
    node.type === 'text'
      ? (node.marks ?? []).flatMap((mark) => (mark.type === 'textStyle' && mark.attrs.color ? [mark.attrs.color] : []))
      : [],
  );
  return [...new Set(colors.map((color) => color.toLowerCase()))];
}

function contentOf(block: Block): InlineNode[] {
  if (block.type === 'ul' || block.type === 'ol') return block.items.flatMap((item) => item.content);
  if ('content' in block && block.type !== 'code') return [...block.content];
  return [];
}

export function forcedDarkChecks(blocks: readonly Block[], style: NewsletterStyle): ReadinessCheck[] {
  const page = themeOf(style).colors.content;
  const checks: ReadinessCheck[] = [];
  for (const block of blocks) {
    if (block.type === 'button' && block.style) {
      const { backgroundColor, textColor } = block.style;
      const ratio = forcedRatio(textColor, backgroundColor);
      if (ratio < MINIMUM) {
        const safe = safePairOf(backgroundColor);
        checks.push({
          id: 'forced-dark-contrast',
          severity: 'warning',
          message: `In forced dark mode (${CLIENTS}) the button "${block.label}" becomes ${forcedDarkOf(textColor, 'text')} on ${forcedDarkOf(backgroundColor, 'background')}: ${ratio.toFixed(2)}:1. Try ${safe.text} text on ${safe.background}.`,
          blockIds: [block.id],
        });
      }
    }
    for (const color of textColorsOf(contentOf(block))) {
      const ratio = forcedRatio(color, page);
      if (ratio >= MINIMUM) continue;
      checks.push({
        id: 'forced-dark-contrast',
        severity: 'warning',
        message: `In forced dark mode (${CLIENTS}) text in ${color} becomes ${forcedDarkOf(color, 'text')} on ${forcedDarkOf(page, 'background')}: ${ratio.toFixed(2)}:1. Try ${safeTextOf(color, page)}, which reads in both.`,
        blockIds: [block.id],
      });
    }
  }
  return checks;
}
