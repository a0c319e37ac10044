/**
 * The feed corpus of the ingestion tests: small documents written by hand for each format and each known trap
 * (encodings, entities, CDATA, relative links, missing dates, duplicate guids, XML bombs, truncation).
 */

export const rss091 = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91">
  <channel>
    <title>Old Town Gazette</title>
    <link>https://gazette.example/</link>
    <description>News since 1999</description>
    <language>en-us</language>
    <item>
      <title>Caf&eacute; reopens on Main Street</title>
      <link>https://gazette.example/cafe</link>
      <description>The caf&eacute; is back &amp; busier than ever.</description>
    </item>
    <item>
      <title>Library hours extended</title>
      <link>https://gazette.example/library</link>
      <description>Open until 9pm on weekdays.</description>
    </item>
  </channel>
</rss>`;

export const rss20 = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Riverside Weekly</title>
    <link>https://riverside.example/</link>
    <description>Local news</description>
    <item>
      <title>Bridge repairs start Monday</title>
      <link>https://riverside.example/news/bridge</link>
      <guid isPermaLink="false">riverside-101</guid>
      <pubDate>Mon, 06 Apr 2026 08:30:00 +0000</pubDate>
      <dc:creator>Ada Reporter</dc:creator>
      <description>Crews begin work on the old bridge.</description>
      <content:encoded><![CDATA[<p>Crews begin <strong>work</strong> on the old bridge.</p><img src="https://riverside.example/img/inline.jpg">]]></content:encoded>
      <enclosure url="https://riverside.example/img/bridge.jpg" length="12345" type="image/jpeg"/>
    </item>
    <item>
      <title>Farmers market moves indoors</title>
      <link>https://riverside.example/news/market</link>
      <guid>riverside-102</guid>
      <pubDate>Tue, 07 Apr 2026 10:00:00 GMT</pubDate>
      <description>&lt;p&gt;The market moves to the &lt;em&gt;old mill&lt;/em&gt;.&lt;/p&gt;</description>
      <media:content url="https://riverside.example/img/market.jpg" medium="image"/>
    </item>
    <item>
      <title>Council meeting notes</title>
      <link>https://riverside.example/news/council</link>
      <guid>riverside-103</guid>
      <pubDate>Wed, 08 Apr 2026 18:00:00 GMT</pubDate>
      <description>Notes from the meeting.</description>
      <media:thumbnail url="https://riverside.example/img/council-thumb.jpg"/>
    </item>
  </channel>
</rss>`;

export const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Hilltop Blog</title>
  <link href="https://hilltop.example/"/>
  <link rel="self" href="https://hilltop.example/feed.atom"/>
  <id>urn:uuid:hilltop</id>
  <updated>2026-04-10T12:00:00Z</updated>
  <entry>
    <title type="html">Spring &lt;em&gt;fair&lt;/em&gt; announced</title>
    <link rel="alternate" href="/2026/spring-fair"/>
    <id>tag:hilltop.example,2026:fair</id>
    <published>2026-04-09T09:00:00Z</published>
    <updated>2026-04-10T09:00:00Z</updated>
    <author><name>Grace Hopper</name></author>
    <summary type="text">Rides, food &amp; music.</summary>
    <content type="html">&lt;p&gt;See the &lt;a href="/map"&gt;map&lt;/a&gt;.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Road closure</title>
    <link href="https://hilltop.example/2026/road"/>
    <id>tag:hilltop.example,2026:road</id>
    <updated>2026-04-08T07:00:00Z</updated>
    <content type="text">Hill Road is closed &lt;until&gt; Friday.</content>
  </entry>
</feed>`;

export const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
  xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://valley.example/">
    <title>Valley Times</title>
    <link>https://valley.example/</link>
    <description>RSS 1.0 feed</description>
    <items><rdf:Seq><rdf:li resource="https://valley.example/a"/><rdf:li resource="https://valley.example/b"/></rdf:Seq></items>
  </channel>
  <item rdf:about="https://valley.example/a">
    <title>School play a success</title>
    <link>https://valley.example/a</link>
    <description>Sold out three nights.</description>
    <dc:date>2026-03-01T20:00:00Z</dc:date>
    <dc:creator>Linus</dc:creator>
  </item>
  <item rdf:about="https://valley.example/b">
    <title>New bus route</title>
    <link>https://valley.example/b</link>
    <description>Route 7 starts in May.</description>
    <dc:date>2026-03-02T08:00:00Z</dc:date>
  </item>
</rdf:RDF>`;

export const jsonFeed = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'Lakeside JSON',
  home_page_url: 'https://lakeside.example/',
  feed_url: 'https://lakeside.example/feed.json',
  items: [
    {
      id: 'lake-1',
      url: 'https://lakeside.example/posts/1',
      title: 'Boat race <results>',
      content_html: '<p>The <b>blue</b> team won.</p>',
      image: 'https://lakeside.example/img/race.png',
      date_published: '2026-04-01T15:00:00Z',
      authors: [{ name: 'Mary Shelley' }],
    },
    {
      id: 'lake-2',
      url: '/posts/2',
      content_text: 'Water levels are normal.\nSwimming is allowed.',
      summary: 'Water levels',
      date_modified: '2026-04-02T15:00:00Z',
    },
  ],
});

export const cdata = `<?xml version="1.0"?>
<rss version="2.0"><channel><title><![CDATA[Cove <Chronicle>]]></title><link>https://cove.example/</link>
<item><title><![CDATA[Fish & chips <b>festival</b>]]></title><link>https://cove.example/fish</link><guid>cove-1</guid>
<description><![CDATA[<p>Tickets at the <a href="https://cove.example/t">door</a>.</p>]]></description></item>
</channel></rss>`;

export const entities = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Entities &amp; Co</title><link>https://ent.example/</link>
<item><title>Rock &#38; roll &#8211; &#x201C;live&#x201D; at &lt;the&gt; park&nbsp;tonight &copy;</title>
<link>https://ent.example/1</link><guid>ent-1</guid><description>Caf&#233; &amp; bar</description></item>
</channel></rss>`;

/** Windows-1252 bytes: curly quotes 0x93/0x94, the euro sign 0x80, é 0xE9. */
export function windows1252Body(declareInProlog: boolean): Buffer {
  const prolog = declareInProlog ? '<?xml version="1.0" encoding="windows-1252"?>' : '<?xml version="1.0"?>';
  const head =
    Buffer.from(`${prolog}<rss version="2.0"><channel><title>Euro News</title><link>https://eur.example/</link>
<item><title>`);
  const title = Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x80, 0x35]); // “Café” €5
  const tail = Buffer.from('</title><link>https://eur.example/1</link><guid>eur-1</guid></item></channel></rss>');
  return Buffer.concat([head, title, tail]);
}

/** ISO-8859-1 bytes declared in the XML prolog: "Crème brûlée" with è 0xE8, û 0xFB, é 0xE9. */
export function latin1Body(): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Bistro</title><link>https://bistro.example/</link>
<item><title>Crème brûlée night</title><link>https://bistro.example/1</link><guid>bistro-1</guid></item></channel></rss>`,
    'latin1',
  );
}

export const missingDates = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Undated</title><link>https://undated.example/</link>
<item><title>No date here</title><link>https://undated.example/1</link><guid>u-1</guid></item>
<item><title>Bad date here</title><link>https://undated.example/2</link><guid>u-2</guid><pubDate>not a date</pubDate></item>
</channel></rss>`;

export const duplicateGuids = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Dupes</title><link>https://dupes.example/</link>
<item><title>First copy</title><link>https://dupes.example/a</link><guid>same-guid</guid></item>
<item><title>Second copy</title><link>https://dupes.example/b</link><guid>same-guid</guid></item>
<item><title>No guid, link only</title><link>https://dupes.example/c</link></item>
<item><title>No guid, same link</title><link>https://dupes.example/c</link></item>
</channel></rss>`;

export const relativeLinks = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Relative</title><link>/</link>
<item><title>Relative item</title><link>/posts/relative</link><guid>rel-1</guid>
<description><![CDATA[<p><a href="../about">About</a> <img src="img/photo.jpg" alt="photo"></p>]]></description></item>
</channel></rss>`;

export const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>`;

export const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>XXE</title><item><title>&xxe;</title></item></channel></rss>`;

/** Cut off after a complete item: parsers tend to accept this silently. */
export const truncatedAfterItem = rss20.slice(0, rss20.indexOf('</item>') + '</item>'.length);
/** Cut off in the middle of an element. */
export const truncatedMidElement = rss20.slice(0, rss20.indexOf('<title>Farmers') + 12);

export const htmlPage = `<!DOCTYPE html><html><head><title>Not a feed</title></head><body><p>Hello</p></body></html>`;

/** Hostile markup in every field the API shows. */
export const hostile = `<?xml version="1.0"?>
<rss version="2.0"><channel><title><![CDATA[<script>alert('feed')</script>Evil Feed]]></title><link>https://evil.example/</link>
<item>
  <title><![CDATA[<img src=x onerror="alert('title')">Hello <script>alert(1)</script>world]]></title>
  <link>javascript:alert('link')</link>
  <guid>evil-1</guid>
  <author>&quot;&gt;&lt;svg onload=alert('author')&gt;</author>
  <description><![CDATA[<p onclick="alert('p')">Hi</p><script>alert('content')</script><iframe src="https://evil.example/frame"></iframe><a href="javascript:alert('a')">click</a><img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert('img')"><iframe src="https://www.youtube.com/embed/abc"></iframe><style>body{display:none}</style><form action="https://evil.example"><input name="q"></form><a href="https://ok.example/" style="position:fixed">ok</a>]]></description>
  <enclosure url="javascript:alert('enclosure')" type="image/jpeg" length="1"/>
</item>
<item>
  <title>Second &lt;b onmouseover=alert(2)&gt;bold&lt;/b&gt;</title>
  <link>https://evil.example/2</link>
  <guid>evil-2</guid>
  <description>&lt;img src=x onerror=alert(3)&gt;&lt;a href="jav&amp;#x61;script:alert(4)"&gt;x&lt;/a&gt;</description>
</item>
</channel></rss>`;

/** Strings that must never appear in anything the API returns for the hostile feed. */
export const hostileMarkers = [
  '<script',
  'onerror',
  'onclick',
  'onload',
  'onmouseover',
  'javascript:',
  'data:image',
  'evil.example/frame',
  '<style',
  '<form',
  'position:fixed',
  '<svg',
];

/** An RSS 2.0 document of `count` items, each with HTML content, for load tests and the benchmark. */
export function largeRssFeed(count: number, prefix = 'item'): string {
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    items.push(`<item><title>Story ${i} about the town &amp; its people</title>
<link>https://big.example/${prefix}/${i}</link><guid>${prefix}-${i}</guid>
<pubDate>${new Date(Date.UTC(2026, 0, 1) + i * 60_000).toUTCString()}</pubDate>
<description><![CDATA[<p>Paragraph ${i} with a <a href="/rel/${i}">link</a>, <strong>bold text</strong> and an image <img src="/img/${i}.jpg" onerror="x()">.</p><p>More words to make the body realistic: council, market, school, weather, roads, sport.</p>]]></description></item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Big Feed</title><link>https://big.example/</link><description>Many items</description>${items.join('\n')}</channel></rss>`;
}

/** An ICS calendar: a weekly recurring event with GEO, a one-off upcoming event, a past one and a cancelled one. */
export function icsCalendar(now: Date): string {
  const stamp = (offsetDays: number, hour = 18) => {
    const d = new Date(now.getTime() + offsetDays * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  };
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Calendar//EN',
    'X-WR-CALNAME:Springfield Events',
    'BEGIN:VEVENT',
    'UID:weekly-market@springfield.example',
    `DTSTAMP:${stamp(0)}`,
    `DTSTART:${stamp(-14, 9)}`,
    `DTEND:${stamp(-14, 13)}`,
    'RRULE:FREQ=WEEKLY',
    'SUMMARY:Farmers <b>market</b>',
    'DESCRIPTION:Fresh produce every week.\\nBring a bag.',
    'LOCATION:Town Square\\, 1 Main St\\, Springfield',
    'GEO:39.7817;-89.6501',
    'URL:https://springfield.example/market',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:concert@springfield.example',
    `DTSTAMP:${stamp(0)}`,
    `DTSTART:${stamp(5, 20)}`,
    `DTEND:${stamp(5, 22)}`,
    'SUMMARY:Summer concert',
    'LOCATION:Bandstand',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:past@springfield.example',
    `DTSTAMP:${stamp(0)}`,
    `DTSTART:${stamp(-30)}`,
    'SUMMARY:Already happened',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:cancelled@springfield.example',
    `DTSTAMP:${stamp(0)}`,
    `DTSTART:${stamp(3)}`,
    'STATUS:CANCELLED',
    'SUMMARY:Cancelled show',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * Atom with xml:base on the feed (relative, so it resolves against the document's URL) and on entries (one
 * absolute, one relative to the feed's base, one without: the feed's base applies); links, enclosures and
 * content resolve against the base in scope. A CDATA section and a comment that look like entries are not ones.
 */
export const atomXmlBase = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="/blog/">
  <title>Harbour Notes</title>
  <link href="./"/>
  <id>urn:uuid:harbour</id>
  <updated>2026-04-10T12:00:00Z</updated>
  <!-- <entry xml:base="https://wrong.example/"> -->
  <entry xml:base="https://cdn.harbour.example/posts/2026/">
    <title>Ferry timetable</title>
    <link rel="alternate" href="ferry"/>
    <link rel="enclosure" type="image/jpeg" href="img/ferry.jpg"/>
    <id>tag:harbour.example,2026:ferry</id>
    <updated>2026-04-09T09:00:00Z</updated>
    <content type="html"><![CDATA[<p>See the <a href="timetable.pdf">timetable</a>. <entry xml:base="https://wrong.example/"></p>]]></content>
  </entry>
  <entry xml:base="archive/">
    <title>Lighthouse open day</title>
    <link href="lighthouse"/>
    <link rel="enclosure" type="image/png" href="../img/lighthouse.png"/>
    <id>tag:harbour.example,2026:lighthouse</id>
    <updated>2026-04-08T09:00:00Z</updated>
  </entry>
  <entry>
    <title>Fish market</title>
    <link href="fish-market"/>
    <id>tag:harbour.example,2026:fish</id>
    <updated>2026-04-07T09:00:00Z</updated>
    <content type="html">&lt;img src="img/fish.jpg"&gt;</content>
  </entry>
  <entry xml:base="javascript:alert(1)//">
    <title>Hostile base</title>
    <link href="safe"/>
    <id>tag:harbour.example,2026:hostile</id>
    <updated>2026-04-06T09:00:00Z</updated>
  </entry>
</feed>`;
