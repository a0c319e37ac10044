import { type Block, markdownToBlocks, snapshotText } from '@newsletter-os/contracts';
import { z } from 'zod';
import type { DraftItem } from './repository';

/** What the model is asked for: a draft that names the chosen items by id; cards are built from the rows. */
export const modelDraftSchema = z.object({
  title: z.string(),
  /** The email's subject line and preheader (older drafts and some models leave them out). */
  subject: z.string().optional(),
  preheader: z.string().optional(),
  intro: z.string(),
  stories: z.array(z.object({ itemId: z.string(), headline: z.string(), summary: z.string() })),
  outro: z.string().optional(),
});
export type ModelDraft = z.infer<typeof modelDraftSchema>;

const URL_PATTERN = /https?:\/\/[^\s<>()"'\]]+[^\s<>()"'\].,;:!?]/g;
const TITLE_MAX = 500;
const SUMMARY_MAX = 5_000;

/** Plain text for a card: the document refuses markup in plain-text fields (as in a card the builder inserts). */
function plain(value: string, max: number): string {
  return snapshotText(value, max) ?? '';
}

const isHttpUrl = (value: string | null): value is string => !!value && /^https?:\/\/\S+$/i.test(value);

/** The item's own link: an event's ticket page before its page. */
function linkOf(item: DraftItem): string | undefined {
  const link = item.feedType === 'events' ? (item.ticketUrl ?? item.link) : item.link;
  return isHttpUrl(link) ? link : undefined;
}

function imageOf(item: DraftItem): string | undefined {
  const url = item.imageUrl;
  if (!url) return undefined;
  return isHttpUrl(url) || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(url) ? url : undefined;
}

const iso = (value: Date | null) => value?.toISOString();

/** The links the draft may contain: the chosen items' own. */
export function allowedLinksOf(items: readonly Pick<DraftItem, 'link' | 'ticketUrl'>[]): Set<string> {
  const links = new Set<string>();
  for (const item of items) {
    for (const url of [item.link, item.ticketUrl]) if (isHttpUrl(url)) links.add(url);
  }
  return links;
}

/** Removes every web address that is not one of the chosen items' links; each one removed becomes a warning. */
export function withoutInventedLinks(text: string, allowed: ReadonlySet<string>, warnings: string[]): string {
  return text
    .replace(URL_PATTERN, (url) => {
      if (allowed.has(url)) return url;
      warnings.push(`Removed a link the assistant made up: ${url}`);
      return '';
    })
    .replace(/\[([^\]]*)\]\(\s*\)/g, '$1')
    .replace(/[ \t]{2,}/g, ' ');
}

function storyBlock(item: DraftItem, headline: string, summary: string, id: string, now: string): Block {
  const source = {
    contentType: 'feed' as const,
    sourceItemId: item.id ?? '',
    snapshotAt: now,
    sourceUpdatedAt: iso(item.updatedAt) ?? now,
  };
  const base = {
    title: plain(headline, TITLE_MAX) || plain(item.title ?? '', TITLE_MAX) || 'Untitled',
    summary: plain(summary, SUMMARY_MAX) || undefined,
    imageUrl: imageOf(item),
    link: linkOf(item),
  };
  if (item.feedType === 'events') {
    return {
      id,
      type: 'event',
      ...source,
      snapshot: {
        ...base,
        startsAt: iso(item.eventStartsAt),
        endsAt: iso(item.eventEndsAt),
        venue: item.venue ? plain(item.venue, 300) : undefined,
        address: item.address ? plain(item.address, 500) : undefined,
      },
    };
  }
  const feedType =
    item.feedType === 'rss' || item.feedType === 'original' || item.feedType === 'ugc' ? item.feedType : undefined;
  return {
    id,
    type: 'article',
    ...source,
    snapshot: {
      ...base,
      feedType,
      author: item.author ? plain(item.author, 200) : undefined,
      publishedAt: iso(item.publishedAt),
    },
  };
}

export interface ComposedDraft {
  title: string;
  subject: string;
  preheader: string;
  blocks: Block[];
  warnings: string[];
}

/**
 * The model's draft as newsletter blocks: intro and outro as text, one card per story made from the item's own
 * row (its id, link, image, dates and venue), so nothing the model writes can point a reader elsewhere. A story
 * about an item that was not chosen is left out, and a link the model made up is removed; both become warnings.
 */
export function composeDraft(
  draft: ModelDraft,
  items: readonly DraftItem[],
  idOf: (index: number) => string,
  now = new Date().toISOString(),
): ComposedDraft {
  const warnings: string[] = [];
  const allowed = allowedLinksOf(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  const used = new Set<string>();
  const blocks: Block[] = [];
  let next = 0;
  const nextId = () => idOf(next++);
  const addText = (markdown: string | undefined) => {
    if (!markdown?.trim()) return;
    const text = withoutInventedLinks(markdown, allowed, warnings);
    for (const block of markdownToBlocks(text, () => nextId())) blocks.push(block as Block);
  };

  addText(draft.intro);
  for (const story of draft.stories) {
    const item = byId.get(story.itemId);
    if (!item) {
      warnings.push(`Left out a story about an item that was not chosen (${plain(story.headline, 80) || 'untitled'})`);
      continue;
    }
    if (used.has(story.itemId)) continue;
    used.add(story.itemId);
    const summary = withoutInventedLinks(story.summary, allowed, warnings);
    blocks.push(storyBlock(item, story.headline, summary, nextId(), now));
  }
  addText(draft.outro);
  // Without a subject from the model: the first story's headline, the next two as "Plus: …" (as an assembled issue).
  const headlines = blocks.flatMap((block) =>
    block.type === 'article' || block.type === 'event' ? [block.snapshot.title] : [],
  );
  const none = new Set<string>();
  const subject = plain(withoutInventedLinks(draft.subject ?? '', none, warnings), 150) || (headlines[0] ?? '');
  const preheader =
    plain(withoutInventedLinks(draft.preheader ?? '', none, warnings), 200) ||
    (headlines.length > 1 ? plain(`Plus: ${headlines.slice(1, 3).join(', ')}`, 200) : '');
  return {
    title: plain(withoutInventedLinks(draft.title, allowed, warnings), 200),
    subject,
    preheader,
    blocks,
    warnings,
  };
}
