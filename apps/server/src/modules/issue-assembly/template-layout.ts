import { type Block, markdownToBlocks, plainTextOf } from '@newsletter-os/contracts';
import { type AssemblyAdditions, adBlock, articleBlock, eventsListBlocks, layOut } from './blocks';

// An empty issue assembled with a default template takes the template's layout: its own text and headings in their
// order, the stories, events and ads where the template had its own (which belonged to the issue it was saved from
// and are never copied). What the template has no place for goes where the standard layout puts it.

type Slot = 'stories' | 'events' | 'ads';

/** Headings that name a place for stories or events when the template holds no card of that kind. */
const STORIES_HEADING = /\b(stor(y|ies)|news|headlines?)\b/i;
const EVENTS_HEADING = /\b(events?|coming up|what['’]?s on|out and about|calendar|diary)\b/i;

const isHeading = (block: Block) => block.type === 'h1' || block.type === 'h2' || block.type === 'h3';
const headingText = (block: Block) =>
  'content' in block && Array.isArray(block.content) ? plainTextOf(block.content) : '';

function slotOf(block: Block): Slot | undefined {
  if (block.type === 'article') return 'stories';
  if (block.type === 'event' || block.type === 'events') return 'events';
  if (block.type === 'ad') return 'ads';
  return undefined;
}

export function layOutFromTemplate(
  template: readonly Block[],
  add: AssemblyAdditions,
  nextId: () => string,
  now: string,
): Block[] {
  const laid: (Block | Slot)[] = [];
  const slots = new Set<Slot>();
  const intro = add.intro?.trim() ? (markdownToBlocks(add.intro, () => nextId()) as Block[]) : [];
  let introPlaced = intro.length === 0;
  let inIntroRun = false;
  for (const block of template) {
    const slot = slotOf(block);
    if (slot) {
      if (!slots.has(slot)) laid.push(slot);
      slots.add(slot);
      inIntroRun = false;
      continue;
    }
    // The template's first paragraphs are its intro: the assembly's intro takes their place.
    if (block.type === 'paragraph' && (!introPlaced || inIntroRun)) {
      if (!introPlaced) laid.push(...intro);
      introPlaced = true;
      inIntroRun = true;
      continue;
    }
    inIntroRun = false;
    laid.push(block);
    // A heading naming stories or events is their place when the template holds no card of that kind.
    if (isHeading(block)) {
      const text = headingText(block);
      const hasStories = template.some((other) => slotOf(other) === 'stories');
      const hasEvents = template.some((other) => slotOf(other) === 'events');
      if (!hasStories && !slots.has('stories') && STORIES_HEADING.test(text)) {
        laid.push('stories');
        slots.add('stories');
      } else if (!hasEvents && !slots.has('events') && EVENTS_HEADING.test(text)) {
        laid.push('events');
        slots.add('events');
      }
    }
  }

  const inSlots = (position: string) => slots.has('ads') && (position === 'any' || position === 'middle');
  const blocks = laid.flatMap((entry): Block[] => {
    if (entry === 'stories') return add.articles.map((item) => articleBlock(item, nextId(), now));
    if (entry === 'events') return add.events.length ? eventsListBlocks(add.events, nextId, now) : [];
    if (entry === 'ads') {
      return add.ads
        .filter((ad) => inSlots(ad.position))
        .map((ad) => adBlock(ad.bookingId, ad.creative, nextId(), now));
    }
    return [entry];
  });
  return layOut(
    blocks,
    {
      intro: introPlaced ? undefined : add.intro,
      articles: slots.has('stories') ? [] : add.articles,
      events: slots.has('events') ? [] : add.events,
      ads: add.ads.filter((ad) => !inSlots(ad.position)),
    },
    nextId,
    now,
  );
}
