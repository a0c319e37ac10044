/**
 * The demo's offline writer: an issue's title, subject line, preheader, intro and outro, written from the items the
 * prompt lists (`kind: …`, `title: """…"""`, `text: """…"""`), so a drafted issue in `npm run demo` reads like a real
 * draft of the chosen items. Deterministic and built only from the items' own words: it adds no facts. The tests'
 * fake keeps its labelled "Offline demo" texts (no writer), so they can tell the fake's values apart.
 */

const ISSUE_FIELDS = ['subject', 'preheader', 'intro'];

interface Item {
  kind: string;
  title: string;
  text: string;
}

const clean = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?:;,]+$/, '');

/** The first sentence of an item's text, or '' when it has none. */
function firstSentence(text: string): string {
  if (!text || text === '(none)') return '';
  const match = text.match(/^[^.!?]+[.!?]+/);
  return (match ? match[0] : text).trim();
}

/** `value` cut at a word boundary to at most `max` characters. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:]$/, '')}…`;
}

/** "a", "a and b", "a, b and c" — as a sentence names things. */
function listed(values: string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;
}

function itemsOf(labels: Map<string, string[]>): Item[] {
  const titles = labels.get('title') ?? [];
  const kinds = labels.get('kind') ?? [];
  const texts = labels.get('text') ?? [];
  return titles.map((title, index) => ({
    kind: kinds[index] ?? 'article',
    title: clean(title),
    text: texts[index] ?? '',
  }));
}

/** Whether the requested object is an issue's texts (a draft, an assembled issue), not an item's rewrite. */
export function asksForIssueTexts(properties: string[]): boolean {
  return ISSUE_FIELDS.some((field) => properties.includes(field));
}

/** An issue's own texts (a type, not an interface, so it passes as the string record `schemaValue` takes). */
export type WrittenIssue = { title: string; subject: string; preheader: string; intro: string; outro: string };

/** The issue's own texts from its items, or undefined when the prompt lists none. */
export function writtenIssue(labels: Map<string, string[]>): WrittenIssue | undefined {
  const items = itemsOf(labels).filter((item) => item.title);
  const [lead, ...rest] = items;
  if (!lead) return undefined;
  const stories = rest.filter((item) => item.kind !== 'event').map((item) => item.title);
  const events = items.filter((item) => item.kind === 'event' && item !== lead).map((item) => item.title);
  const leadLine = firstSentence(lead.text);
  const intro = [
    `Good morning, neighbours. ${lead.kind === 'event' ? 'First on the calendar' : 'Our top story'}: ${lead.title}.`,
    leadLine,
    stories.length ? `Also in this issue: ${listed(stories.slice(0, 3))}.` : '',
    events.length ? `On the calendar: ${listed(events.slice(0, 3))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const others = rest.map((item) => item.title);
  return {
    title: clip(`This week: ${lead.title}`, 100),
    subject: clip(lead.title, 80),
    preheader: clip(others.length ? `Plus: ${others.slice(0, 2).join(' · ')}` : leadLine || lead.title, 120),
    intro,
    outro: 'That’s all for this week. Know something your neighbours should hear about? Just reply to this email.',
  };
}
