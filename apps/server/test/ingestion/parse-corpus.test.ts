import { describe, expect, it } from 'vitest';
import { parseFeedBody, parseFeedText } from '../../src/integrations/feeds/parse';
import { FeedParseError } from '../../src/integrations/feeds/types';
import * as corpus from '../fakes/feed-corpus';

const NOW = new Date('2026-05-01T12:00:00Z');
const parse = (text: string, url = 'https://feeds.example/feed.xml') => parseFeedText(text, url, NOW);

function parseError(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(FeedParseError);
    return (err as Error).message;
  }
  throw new Error('expected the feed to be refused');
}

describe('feed corpus: formats', () => {
  it('RSS 0.91 with a Netscape DOCTYPE and HTML entities', () => {
    const feed = parse(corpus.rss091);
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Old Town Gazette');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: 'Café reopens on Main Street',
      link: 'https://gazette.example/cafe',
      summary: 'The café is back & busier than ever.',
      guid: null,
      publishedAt: NOW,
    });
  });

  it('RSS 2.0: guid, date, author, content:encoded, enclosure / media:content / media:thumbnail images', () => {
    const feed = parse(corpus.rss20);
    expect(feed.title).toBe('Riverside Weekly');
    const [bridge, market, council] = feed.items;
    expect(bridge).toMatchObject({
      title: 'Bridge repairs start Monday',
      guid: 'riverside-101',
      link: 'https://riverside.example/news/bridge',
      author: 'Ada Reporter',
      summary: 'Crews begin work on the old bridge.',
      imageUrl: 'https://riverside.example/img/bridge.jpg',
      publishedAt: new Date('2026-04-06T08:30:00Z'),
    });
    expect(bridge?.content).toContain('<strong>work</strong>');
    expect(market).toMatchObject({
      summary: 'The market moves to the old mill.',
      imageUrl: 'https://riverside.example/img/market.jpg',
      publishedAt: new Date('2026-04-07T10:00:00Z'),
    });
    expect(market?.content).toBe('<p>The market moves to the <em>old mill</em>.</p>');
    expect(council?.imageUrl).toBe('https://riverside.example/img/council-thumb.jpg');
  });

  it('Atom: html and text constructs, relative links against the feed URL, published before updated', () => {
    const feed = parse(corpus.atom, 'https://hilltop.example/feed.atom');
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Hilltop Blog');
    const [fair, road] = feed.items;
    expect(fair).toMatchObject({
      title: 'Spring fair announced',
      link: 'https://hilltop.example/2026/spring-fair',
      guid: 'tag:hilltop.example,2026:fair',
      author: 'Grace Hopper',
      summary: 'Rides, food & music.',
      publishedAt: new Date('2026-04-09T09:00:00Z'),
    });
    expect(fair?.content).toContain('href="https://hilltop.example/map"');
    // type="text" content is text: the angle brackets are shown, never parsed as a tag.
    expect(road?.content).toBe('Hill Road is closed &lt;until&gt; Friday.');
    expect(road?.publishedAt).toEqual(new Date('2026-04-08T07:00:00Z'));
  });

  it("Atom xml:base: the entry's base over the feed's over the document URL, for links, images and content", () => {
    const feed = parse(corpus.atomXmlBase, 'https://harbour.example/feeds/notes.atom');
    expect(feed.link).toBe('https://harbour.example/blog/');
    expect(feed.items.map((item) => item.title)).toEqual([
      'Ferry timetable',
      'Lighthouse open day',
      'Fish market',
      'Hostile base',
    ]);
    const [ferry, lighthouse, fish, hostile] = feed.items;
    expect(ferry).toMatchObject({
      link: 'https://cdn.harbour.example/posts/2026/ferry',
      imageUrl: 'https://cdn.harbour.example/posts/2026/img/ferry.jpg',
    });
    expect(ferry?.content).toContain('href="https://cdn.harbour.example/posts/2026/timetable.pdf"');
    // A relative entry base resolves against the feed's base, which resolved against the document's URL.
    expect(lighthouse).toMatchObject({
      link: 'https://harbour.example/blog/archive/lighthouse',
      imageUrl: 'https://harbour.example/blog/img/lighthouse.png',
    });
    expect(fish).toMatchObject({
      link: 'https://harbour.example/blog/fish-market',
      imageUrl: 'https://harbour.example/blog/img/fish.jpg',
    });
    // A base that is not http(s) is ignored: the feed's base applies.
    expect(hostile?.link).toBe('https://harbour.example/blog/safe');
  });

  it('RDF (RSS 1.0): dc:date and dc:creator, rdf:about as guid', () => {
    const feed = parse(corpus.rdf);
    expect(feed.format).toBe('rdf');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: 'School play a success',
      guid: 'https://valley.example/a',
      author: 'Linus',
      publishedAt: new Date('2026-03-01T20:00:00Z'),
    });
  });

  it('JSON Feed: content_html, content_text, image, relative url, date_modified fallback', () => {
    const feed = parse(corpus.jsonFeed, 'https://lakeside.example/feed.json');
    expect(feed.format).toBe('json');
    expect(feed.title).toBe('Lakeside JSON');
    const [race, water] = feed.items;
    expect(race).toMatchObject({
      title: 'Boat race <results>',
      guid: 'lake-1',
      imageUrl: 'https://lakeside.example/img/race.png',
      author: 'Mary Shelley',
      publishedAt: new Date('2026-04-01T15:00:00Z'),
    });
    expect(water).toMatchObject({
      link: 'https://lakeside.example/posts/2',
      summary: 'Water levels',
      publishedAt: new Date('2026-04-02T15:00:00Z'),
    });
    expect(water?.content).toBe('Water levels are normal.\nSwimming is allowed.');
    expect(water?.title).toBe('Water levels');
  });
});

describe('feed corpus: text traps', () => {
  it('CDATA: markup inside CDATA titles becomes plain text; CDATA HTML content is sanitized HTML', () => {
    const feed = parse(corpus.cdata);
    expect(feed.title).toBe('Cove');
    expect(feed.items[0]?.title).toBe('Fish & chips festival');
    expect(feed.items[0]?.content).toContain('<a href="https://cove.example/t" rel="noopener noreferrer nofollow"');
  });

  it('numeric, named and HTML entities are decoded once (a no-break space reads as a space)', () => {
    const feed = parse(corpus.entities);
    expect(feed.title).toBe('Entities & Co');
    expect(feed.items[0]?.title).toBe('Rock & roll – “live” at park tonight ©');
    expect(feed.items[0]?.summary).toBe('Café & bar');
  });

  it('ISO-8859-1 declared in the XML prolog', () => {
    const feed = parseFeedBody(corpus.latin1Body(), 'application/rss+xml', 'https://bistro.example/feed');
    expect(feed.items[0]?.title).toBe('Crème brûlée night');
  });

  it('Windows-1252 declared in the prolog, and declared only by the Content-Type charset', () => {
    const fromProlog = parseFeedBody(corpus.windows1252Body(true), 'text/xml', 'https://eur.example/feed');
    expect(fromProlog.items[0]?.title).toBe('“Café” €5');
    const fromHeader = parseFeedBody(
      corpus.windows1252Body(false),
      'application/rss+xml; charset=windows-1252',
      'https://eur.example/feed',
    );
    expect(fromHeader.items[0]?.title).toBe('“Café” €5');
  });

  it('missing and unreadable dates become the fetch time', () => {
    const feed = parse(corpus.missingDates);
    expect(feed.items.map((i) => i.publishedAt)).toEqual([NOW, NOW]);
  });

  it('relative links and images resolve against the item link, itself resolved against the feed URL', () => {
    const feed = parse(corpus.relativeLinks, 'https://rel.example/blog/feed.xml');
    const [item] = feed.items;
    expect(item?.link).toBe('https://rel.example/posts/relative');
    expect(item?.content).toContain('href="https://rel.example/about"');
    expect(item?.content).toContain('src="https://rel.example/posts/img/photo.jpg"');
    expect(item?.imageUrl).toBe('https://rel.example/posts/img/photo.jpg');
    expect(feed.link).toBe('https://rel.example/');
  });

  it('duplicate guids are all parsed (storage keeps one copy per key)', () => {
    const feed = parse(corpus.duplicateGuids);
    expect(feed.items.map((i) => i.guid)).toEqual(['same-guid', 'same-guid', null, null]);
  });

  it('a summary is plain text of at most 500 characters', () => {
    const long = `<p>${'word '.repeat(300)}</p>`;
    const feed = parse(
      `<rss version="2.0"><channel><title>L</title><item><title>T</title><description><![CDATA[${long}]]></description></item></channel></rss>`,
    );
    const summary = feed.items[0]?.summary ?? '';
    expect(summary.length).toBeLessThanOrEqual(500);
    expect(summary).not.toContain('<');
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe('feed corpus: refused documents fail readably', () => {
  it('billion laughs', () => {
    expect(parseError(() => parse(corpus.billionLaughs))).toBe(
      'The feed declares its own XML entities, which are refused (a possible XML bomb)',
    );
  });

  it('external entity (XXE)', () => {
    expect(parseError(() => parse(corpus.externalEntity))).toContain('XML entities');
  });

  it('truncated after a complete item, and in the middle of an element', () => {
    expect(parseError(() => parse(corpus.truncatedAfterItem))).toBe(
      'The feed is incomplete: the document ends before its closing </rss> tag',
    );
    expect(parseError(() => parse(corpus.truncatedMidElement))).toContain('incomplete');
  });

  it('an HTML page, plain text, an empty body and non-feed JSON', () => {
    expect(parseError(() => parse(corpus.htmlPage))).toBe(
      'The response is not an RSS, Atom, RDF or JSON feed (no feed elements were found)',
    );
    expect(parseError(() => parse('just some words'))).toBe('The response is not a feed: no XML document was found');
    expect(parseError(() => parse('   '))).toBe('The feed is empty');
    expect(parseError(() => parse('{"hello": "world"}'))).toBe('The response is JSON but not a JSON Feed');
  });

  it('malformed XML inside a complete document', () => {
    expect(parseError(() => parse('<rss version="2.0"><channel><title>x</titel></channel></rss>'))).toMatch(
      /^The feed is not well-formed XML/,
    );
  });
});
