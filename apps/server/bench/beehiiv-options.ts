// The spike behind docs/decisions/0017: how each block of the 30-block quality fixture survives the two ways of
// handing a newsletter to Beehiiv. (a) the inline-styled body fragment (beehiiv-fragment.ts) and (b) Beehiiv's
// `blocks` array, mapped from our blocks with the fields Beehiiv's create-post schema documents. For each block
// type: the features the email shows (read from the rendered email), which each option keeps, and the bytes each
// option sends. `npx tsx bench/beehiiv-options.ts`
import type { Block, InlineNode } from '@newsletter-os/contracts';

type InlineContent = ReadonlyArray<InlineNode>;

import juice from 'juice';
import { beehiivBodyOf } from '../src/email/beehiiv-fragment';
import { renderBlock } from '../src/email/blocks';
import { contextOf } from '../src/email/context';
import { renderNewsletter } from '../src/email/render-newsletter';
import { themeOf } from '../src/email/theme';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from '../test/email/newsletter-fixture';
import { runWhenMain } from './lib/database';

type Feature =
  | 'text'
  | 'links'
  | 'images'
  | 'alt text'
  | 'caption'
  | 'theme fonts/sizes'
  | 'theme colours'
  | 'alignment'
  | 'bold/italic'
  | 'author colour/size'
  | 'inline code'
  | 'card layout'
  | 'button colours'
  | 'dark mode'
  | 'phone padding'
  | 'Outlook VML button';

const context = contextOf(themeOf(FIXTURE_STYLE), FIXTURE_STYLE, FIXTURE_OPTIONS);

function marksOf(content: InlineContent): Set<string> {
  const marks = new Set<string>();
  for (const node of content) {
    for (const mark of 'marks' in node ? (node.marks ?? []) : []) marks.add(mark.type);
  }
  return marks;
}

function contentOf(block: Block): InlineContent {
  if (block.type === 'ul' || block.type === 'ol') return block.items.flatMap((item) => item.content);
  return 'content' in block ? block.content : [];
}

/** What the email shows of this block, read from its rendered row (and the stylesheet rules that reach it). */
function featuresOf(block: Block, row: string): Feature[] {
  const marks = marksOf(contentOf(block));
  const found: Feature[] = ['text'];
  if (/<a\b/.test(row)) found.push('links');
  if (/<img\b/.test(row)) found.push('images');
  if (/<img\b[^>]*alt="[^"]+"/.test(row)) found.push('alt text');
  if ('caption' in block && block.caption) found.push('caption');
  if (/font-family:/.test(row)) found.push('theme fonts/sizes');
  if (/color:/.test(row)) found.push('theme colours');
  if (/text-align:(center|right)|align="(center|right)"/.test(row)) found.push('alignment');
  if (marks.has('bold') || marks.has('italic')) found.push('bold/italic');
  if (marks.has('textStyle')) found.push('author colour/size');
  if (marks.has('code')) found.push('inline code');
  if (/<table\b/.test(row)) found.push('card layout');
  if (block.type === 'button') found.push('button colours');
  // The dark stylesheet recolours p, li, h1–h3, pre, td and .nl-link inside the content; .nl-pad gets phone padding.
  if (/<(p|li|h1|h2|h3|pre|td)\b|nl-link/.test(row)) found.push('dark mode');
  if (/nl-pad/.test(row)) found.push('phone padding');
  if (/v:roundrect/.test(row)) found.push('Outlook VML button');
  return found;
}

/** Option (a): lost is what needed the stylesheet or a conditional comment, measured on the fragment's row. */
function lostByFragment(row: string, fragmentRow: string, features: Feature[]): Feature[] {
  const lost: Feature[] = [];
  if (features.includes('dark mode') && !/prefers-color-scheme/.test(fragmentRow)) lost.push('dark mode');
  if (features.includes('phone padding') && !/nl-pad/.test(fragmentRow)) lost.push('phone padding');
  if (features.includes('Outlook VML button') && !/v:roundrect/.test(fragmentRow)) lost.push('Outlook VML button');
  const anchors = (html: string) => (html.match(/<a\b/g) ?? []).length - (html.match(/v:roundrect/g) ?? []).length;
  if (anchors(fragmentRow) < anchors(row)) lost.push('links');
  return lost;
}

interface Mapped {
  block: Record<string, unknown>;
  /** Features the documented block fields cannot carry. */
  lost: Feature[];
}

const plain = (content: InlineContent) => content.map((node) => ('text' in node ? node.text : '\n')).join('');

/** Option (b): the nearest documented Beehiiv block; an `html` block where none exists. */
function mapToBeehiivBlock(block: Block, row: string, features: Feature[]): Mapped {
  const themeLost: Feature[] = ['theme fonts/sizes', 'theme colours', 'dark mode', 'phone padding'];
  // Beehiiv's own template styles native blocks: our theme and the per-mark styles do not travel.
  const withoutStyles = features.filter(
    (f) => themeLost.includes(f) || f === 'author colour/size' || f === 'inline code',
  );
  switch (block.type) {
    case 'paragraph':
    case 'blockquote': {
      const formattedText = block.content.map((node) => {
        const marks = 'marks' in node ? (node.marks ?? []) : [];
        const styling = marks.filter((m) => m.type === 'bold' || m.type === 'italic').map((m) => m.type);
        return { text: 'text' in node ? node.text : '\n', ...(styling.length ? { styling } : {}) };
      });
      // formattedText documents bold/italic styling only: no link target.
      const links: Feature[] = features.includes('links') ? ['links'] : [];
      const type = block.type === 'paragraph' ? 'paragraph' : 'quote';
      return { block: { type, formattedText, textAlignment: block.align }, lost: [...withoutStyles, ...links] };
    }
    case 'h1':
    case 'h2':
    case 'h3':
      return {
        block: { type: 'heading', level: block.type.slice(1), text: plain(block.content), textAlignment: block.align },
        lost: [...withoutStyles, ...(features.includes('links') ? (['links'] as Feature[]) : [])],
      };
    case 'ul':
    case 'ol':
      // List items are plain strings.
      return {
        block: {
          type: 'list',
          listType: block.type === 'ol' ? 'ordered' : 'unordered',
          items: block.items.map((i) => plain(i.content)),
        },
        lost: [
          ...withoutStyles,
          ...features.filter((f): f is Feature => f === 'links' || f === 'bold/italic' || f === 'alignment'),
        ],
      };
    case 'image':
    case 'gif':
      return {
        block: {
          type: 'image',
          imageUrl: block.src,
          altText: block.alt,
          caption: block.type === 'image' ? block.caption : undefined,
          url: block.type === 'image' ? block.href : undefined,
          imageAlignment: 'center',
        },
        // The GIF's provider attribution link is a caption with a link: captions are plain text.
        lost: [...withoutStyles, ...(block.type === 'gif' ? (['links'] as Feature[]) : [])],
      };
    case 'youtube':
    case 'twitter':
      return { block: { type: 'embed_link', url: block.url }, lost: withoutStyles };
    case 'button':
      return {
        block: { type: 'button', href: block.href, text: block.label, alignment: block.align ?? 'center' },
        lost: [...withoutStyles, 'button colours', 'Outlook VML button'],
      };
    case 'divider':
      return { block: { type: 'content_break' }, lost: withoutStyles };
    default:
      // Cards (article, event, events, ad), code and embeds have no Beehiiv block: the row goes as html, like (a).
      return {
        block: {
          type: 'html',
          html: beehiivBodyOf(`<html lang="en" dir="ltr"><table class="nl-content">${row}</table></html>`),
        },
        lost: lostByFragment(row, row.replace(/ class="[^"]*"/g, ''), features),
      };
  }
}

interface Row {
  type: string;
  count: number;
  features: Set<Feature>;
  lostA: Set<Feature>;
  lostB: Set<Feature>;
  bytesEmail: number;
  bytesA: number;
  bytesB: number;
}

const pct = (kept: number, total: number) => `${Math.round((kept / Math.max(1, total)) * 100)}%`;

export async function benchBeehiivOptions(): Promise<string[]> {
  const rows = new Map<string, Row>();
  for (const block of FIXTURE_30.document.blocks) {
    const row = renderBlock(block, context);
    if (!row) continue;
    const fragmentRow = beehiivBodyOf(`<html lang="en" dir="ltr"><table class="nl-content">${row}</table></html>`);
    const features = featuresOf(block, row);
    const mapped = mapToBeehiivBlock(block, row, features);
    const entry = rows.get(block.type) ?? {
      type: block.type,
      count: 0,
      features: new Set(),
      lostA: new Set(),
      lostB: new Set(),
      bytesEmail: 0,
      bytesA: 0,
      bytesB: 0,
    };
    entry.count += 1;
    for (const f of features) entry.features.add(f);
    for (const f of lostByFragment(row, fragmentRow, features)) entry.lostA.add(f);
    for (const f of mapped.lost) if (features.includes(f)) entry.lostB.add(f);
    entry.bytesEmail += Buffer.byteLength(row);
    entry.bytesA +=
      Buffer.byteLength(fragmentRow) - Buffer.byteLength('<div lang="en" dir="ltr"><table></table></div>');
    entry.bytesB += Buffer.byteLength(JSON.stringify(mapped.block));
    rows.set(block.type, entry);
  }
  const lines = [
    '| Block (n) | Email bytes | (a) fragment bytes | (a) fidelity | (a) loses | (b) blocks bytes | (b) fidelity | (b) loses |',
    '|---|---:|---:|---:|---|---:|---:|---|',
  ];
  let totalFeatures = 0;
  let keptA = 0;
  let keptB = 0;
  for (const r of rows.values()) {
    const n = r.features.size;
    totalFeatures += n;
    keptA += n - r.lostA.size;
    keptB += n - r.lostB.size;
    lines.push(
      `| ${r.type} (${r.count}) | ${r.bytesEmail} | ${r.bytesA} | ${pct(n - r.lostA.size, n)} | ${[...r.lostA].join(', ') || '—'} | ${r.bytesB} | ${pct(n - r.lostB.size, n)} | ${[...r.lostB].join(', ') || '—'} |`,
    );
  }
  const email = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).html;
  const fragment = beehiivBodyOf(email);
  const inlined = juice(email, { preserveMediaQueries: false, removeStyleTags: true });
  lines.push(
    '',
    `All features: (a) keeps ${pct(keptA, totalFeatures)}, (b) keeps ${pct(keptB, totalFeatures)} of ${totalFeatures} (block type × feature).`,
    `Whole newsletter: email ${Buffer.byteLength(email)} B, fragment ${Buffer.byteLength(fragment)} B, ` +
      `(b) blocks ${Buffer.byteLength(JSON.stringify(FIXTURE_30.document.blocks.map((b) => mapToBeehiivBlock(b, renderBlock(b, context), featuresOf(b, renderBlock(b, context))).block)))} B.`,
    `juice 11 over the email (media queries dropped): ${Buffer.byteLength(inlined)} B; new inline declarations: ` +
      `${(inlined.match(/style="/g) ?? []).length - (email.match(/style="/g) ?? []).length} style attributes added ` +
      '(every rule but @media and :root is already inline).',
  );
  return lines;
}

runWhenMain(import.meta.url, benchBeehiivOptions);
