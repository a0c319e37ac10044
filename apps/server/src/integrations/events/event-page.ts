import type { EventFromUrl } from '@newsletter-os/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { parseIcs } from './ics';
import { instantOf } from './wall-clock';

// An event read from its own page: schema.org Event JSON-LD first (what ticketing sites, Meetup and most CMS event
// plugins publish), microdata next (older city calendars), Open Graph last (title, picture and description only,
// unless the page states a start time). Only fields the page states are filled; nothing is guessed.

type Element = ReturnType<typeof parseDocument>['children'][number];
type Json = unknown;
type Obj = Record<string, Json>;

export type EventFields = Omit<EventFromUrl, 'link' | 'timeZone'>;

const EVENT_TYPE = /(^|[/:#])(\w*Event|Festival|Exhibition|Screening|Performance)$/;

const isObj = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: Json): Json[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Plain text: tags dropped, entities the JSON kept decoded, space collapsed, cut to `max`. */
function clean(value: Json, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** An absolute http(s) address from a page's value (relative to the page), or null. */
function absolute(value: Json, base: string): string | null {
  const raw = isObj(value) ? (value.url ?? value.contentUrl ?? value['@id']) : value;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function typesOf(node: Obj): string[] {
  return list(node['@type']).filter((type): type is string => typeof type === 'string');
}

/** Every Event node in a JSON-LD value: top level, in arrays, in @graph, or nested (a Place's event list). */
function eventNodes(value: Json, found: Obj[], depth = 0): void {
  if (depth > 6) return;
  for (const node of list(value)) {
    if (!isObj(node)) continue;
    if (typesOf(node).some((type) => EVENT_TYPE.test(type))) found.push(node);
    for (const key of ['@graph', 'event', 'events', 'subEvent', 'mainEntity', 'itemListElement', 'item']) {
      if (node[key] !== undefined) eventNodes(node[key], found, depth + 1);
    }
  }
}

/** "6 Delancey St, New York, NY 10002" from a PostalAddress (or a string). */
function addressText(value: Json): string | null {
  if (typeof value === 'string') return clean(value, 500);
  if (!isObj(value)) return null;
  const locality = [value.addressLocality, value.addressRegion].filter((p) => typeof p === 'string' && p.trim());
  const cityLine = [locality.join(', '), value.postalCode].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  const country = isObj(value.addressCountry) ? value.addressCountry.name : value.addressCountry;
  const parts = [value.streetAddress, cityLine, country].map((part) => clean(part, 200)).filter(Boolean);
  return parts.length > 0 ? clean(parts.join(', '), 500) : null;
}

function placeOf(location: Json): { venue: string | null; address: string | null } {
  // Online events name a VirtualLocation; the first physical place is the one readers go to.
  const places = list(location);
  const place = places.find((p) => isObj(p) && !typesOf(p).includes('VirtualLocation')) ?? places[0];
  if (typeof place === 'string') return { venue: clean(place, 200), address: null };
  if (!isObj(place)) return { venue: null, address: null };
  const venue = clean(place.name, 200);
  const address = addressText(place.address);
  return { venue, address: address === venue ? null : address };
}

/** "£12.50", "Free", "$25–$40" from an Offer or AggregateOffer list. */
function priceOf(offers: Json): { price: string | null; ticketUrl: string | null; base?: string } {
  const all = list(offers).filter(isObj);
  const offer = all[0];
  if (!offer) return { price: null, ticketUrl: null };
  const currency = typeof offer.priceCurrency === 'string' ? offer.priceCurrency : '';
  const money = (amount: Json) => {
    const n = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : Number.NaN;
    if (Number.isNaN(n)) return clean(amount, 50);
    if (n === 0) return 'Free';
    if (!currency) return String(n);
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency }).format(n);
    } catch {
      return `${n} ${currency}`;
    }
  };
  const low = offer.lowPrice ?? offer.price;
  const high = offer.highPrice;
  let price = money(low);
  if (price && high !== undefined && Number(high) !== Number(low) && Number(high) > 0)
    price = `${price}–${money(high)}`;
  return { price: price ? clean(price, 50) : null, ticketUrl: typeof offer.url === 'string' ? offer.url : null };
}

function fromJsonLd(node: Obj, base: string, timeZone: string): EventFields | null {
  const title = clean(node.name, 200);
  if (!title) return null;
  const { price, ticketUrl } = priceOf(node.offers);
  const image = list(node.image)[0];
  return {
    title,
    summary: clean(node.description, 500),
    eventStartsAt: instantOf(typeof node.startDate === 'string' ? node.startDate : null, timeZone),
    eventEndsAt: instantOf(typeof node.endDate === 'string' ? node.endDate : null, timeZone),
    ...placeOf(node.location),
    imageUrl: absolute(image, base),
    price,
    ticketUrl: ticketUrl ? absolute(ticketUrl, base) : null,
    foundIn: 'json-ld',
  };
}

function jsonLdEvents(dom: ReturnType<typeof parseDocument>): Obj[] {
  const scripts = DomUtils.findAll(
    (el) => el.name === 'script' && /application\/ld\+json/i.test(el.attribs.type ?? ''),
    dom.children,
  );
  const found: Obj[] = [];
  for (const script of scripts) {
    const text = DomUtils.textContent(script).trim();
    try {
      eventNodes(JSON.parse(text), found);
    } catch {
      // Some sites leave a trailing comma or raw line breaks in strings: one broken block is skipped, not the page.
    }
  }
  return found;
}

/** An element's text with its parts spaced: "<p>choir.</p><p>Free entry.</p>" reads "choir. Free entry." */
function spacedText(el: Element): string {
  if (el.type === 'text') return el.data;
  if (el.type !== 'tag') return '';
  return el.children.map((child) => spacedText(child as Element)).join(' ');
}

/** The microdata value of an itemprop element (https://html.spec.whatwg.org/#values). */
function itemValue(el: Element & { name: string; attribs: Record<string, string> }): string {
  const a = el.attribs;
  if (el.name === 'meta') return a.content ?? '';
  if (el.name === 'time') return a.datetime ?? spacedText(el);
  if (['a', 'link', 'area'].includes(el.name)) return a.href ?? '';
  if (['img', 'source', 'audio', 'video', 'iframe', 'embed'].includes(el.name)) return a.src ?? '';
  if (el.name === 'data' || el.name === 'meter') return a.value ?? '';
  return a.content ?? spacedText(el);
}

/** A microdata item as JSON-LD-like properties (nested items become objects). */
function microdataItem(root: Element): Obj {
  const item: Obj = {};
  const walk = (nodes: Element[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const prop = node.attribs.itemprop;
      const nested = node.attribs.itemscope !== undefined;
      if (prop) {
        const value = nested ? microdataItem(node) : itemValue(node);
        for (const name of prop.split(/\s+/)) if (item[name] === undefined) item[name] = value;
      }
      if (!nested) walk(node.children as Element[]);
    }
  };
  walk((root as { children: Element[] }).children);
  if (root.type === 'tag' && root.attribs.itemtype) item['@type'] = root.attribs.itemtype;
  return item;
}

function microdataEvents(dom: ReturnType<typeof parseDocument>): Obj[] {
  const roots = DomUtils.findAll(
    (el) => el.attribs.itemscope !== undefined && EVENT_TYPE.test((el.attribs.itemtype ?? '').trim()),
    dom.children,
  );
  return roots.map(microdataItem);
}

function metaOf(dom: ReturnType<typeof parseDocument>): Map<string, string> {
  const meta = new Map<string, string>();
  for (const el of DomUtils.getElementsByTagName('meta', dom.children)) {
    const key = (el.attribs.property ?? el.attribs.name ?? '').toLowerCase();
    if (key && el.attribs.content && !meta.has(key)) meta.set(key, el.attribs.content);
  }
  return meta;
}

/** Open Graph: an event only when the page says it is one (og:type event, or a stated start time). */
function fromOpenGraph(meta: Map<string, string>, base: string, timeZone: string): EventFields | null {
  const start = meta.get('event:start_time') ?? meta.get('og:event:start_time') ?? meta.get('event:start_date');
  const isEvent = /event/i.test(meta.get('og:type') ?? '') || start !== undefined;
  const title = clean(meta.get('og:title'), 200);
  if (!isEvent || !title) return null;
  return {
    title,
    summary: clean(meta.get('og:description') ?? meta.get('description'), 500),
    eventStartsAt: instantOf(start, timeZone),
    eventEndsAt: instantOf(meta.get('event:end_time') ?? meta.get('og:event:end_time'), timeZone),
    venue: clean(meta.get('event:location') ?? meta.get('og:event:location'), 200),
    address: null,
    imageUrl: absolute(meta.get('og:image:secure_url') ?? meta.get('og:image'), base),
    price: null,
    ticketUrl: null,
    foundIn: 'open-graph',
  };
}

/** The page's event, preferring a JSON-LD one that has a start date; null when the page names no event. */
export function eventFromHtml(html: string, pageUrl: string, timeZone: string): EventFields | null {
  const dom = parseDocument(html);
  const baseHref = DomUtils.getElementsByTagName('base', dom.children, true, 1)[0]?.attribs.href;
  const base = absolute(baseHref, pageUrl) ?? pageUrl;
  const candidates = [
    ...jsonLdEvents(dom).map((node) => fromJsonLd(node, base, timeZone)),
    ...microdataEvents(dom).map((node) => {
      const fields = fromJsonLd(node, base, timeZone);
      return fields && { ...fields, foundIn: 'microdata' as const };
    }),
  ].filter((fields): fields is EventFields => fields !== null);
  const best = candidates.find((fields) => fields.eventStartsAt !== null) ?? candidates[0];
  if (best) {
    // A JSON-LD event without a picture often has one in Open Graph.
    if (!best.imageUrl) best.imageUrl = absolute(metaOf(dom).get('og:image'), base);
    return best;
  }
  return fromOpenGraph(metaOf(dom), base, timeZone);
}

/** The first event still to come in an .ics file (its times carry their own zones). */
export function eventFromIcs(text: string, url: string, now = new Date()): EventFields | null {
  const calendar = parseIcs(text, url, now);
  const first = [...calendar.events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (!first) return null;
  return {
    title: clean(first.title, 200) ?? 'Untitled event',
    summary: first.summary,
    eventStartsAt: first.startsAt.toISOString(),
    eventEndsAt: first.endsAt?.toISOString() ?? null,
    venue: first.venue,
    address: first.address,
    imageUrl: first.imageUrl,
    price: null,
    ticketUrl: null,
    foundIn: 'ics',
  };
}
