import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLoopback } from './fake-http';
import type { DemoFake, RunningFake } from './types';

/**
 * A loopback local newspaper and events calendar: `/news.rss` (RSS 2.0, ten stories of the last few days) and
 * `/events.ics?tz=<IANA zone>` (iCalendar, events of the coming week at local evening and weekend times in that
 * zone). Dates are relative to the moment of the request, so the demo's feeds are always fresh. The demo's RSS
 * fetcher and event location point here, and import through the product's own fetcher and calendar reader.
 */

const HOUR = 3_600_000;
/**
 * The paper's public address, in its items' links and guids: not the fake's own, whose port changes at every demo
 * start, or each run would import the same stories again as new ones.
 */
export const GAZETTE_SITE = 'https://riverside-gazette.example';
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Story {
  title: string;
  text: string;
  author: string;
  hoursAgo: number;
}

export const LOCAL_NEWS_STORIES: Story[] = [
  {
    title: 'Mill Street bridge reopens to traffic after two years of repairs',
    text: 'The Mill Street bridge reopened on Friday morning, two months ahead of schedule. Cyclists now have a protected lane in both directions. The detour signs on River Road come down this week.',
    author: 'Maria Lopez',
    hoursAgo: 3,
  },
  {
    title: 'City council approves a riverside park on the old rail yard',
    text: 'The council voted 6–1 on Tuesday to turn the former rail yard into a park with a playground and a boat launch. Work starts in the spring. Residents can comment on the plans until the end of the month.',
    author: 'Daniel Reyes',
    hoursAgo: 9,
  },
  {
    title: 'Riverside library adds Sunday hours starting this weekend',
    text: 'The Central Library will open on Sundays from noon to 5 pm. The change follows a survey in which most readers asked for weekend hours. The children’s room keeps its Saturday story time.',
    author: 'Aisha Grant',
    hoursAgo: 20,
  },
  {
    title: 'High school robotics team qualifies for the state final',
    text: 'Riverside High’s robotics team placed second at the regional tournament. The twelve students travel to the state final next month. The team is raising money for the trip with a car wash on Saturday.',
    author: 'Kevin Park',
    hoursAgo: 28,
  },
  {
    title: 'Farmers market moves indoors to the Grange Hall for winter',
    text: 'The Saturday farmers market moves into the Grange Hall from this week. Around twenty stalls will sell produce, bread and crafts from 8 am to 1 pm. Parking is free on Elm Street.',
    author: 'Maria Lopez',
    hoursAgo: 34,
  },
  {
    title: 'New bus route links Eastside to the hospital',
    text: 'Route 14 starts on Monday and runs every 20 minutes between Eastside and Riverside General. The first two weeks are free. Timetables are at every stop along the route.',
    author: 'Daniel Reyes',
    hoursAgo: 46,
  },
  {
    title: 'Corner Bakery celebrates 25 years on Main Street',
    text: 'The Okafor family opened Corner Bakery in a former shoe shop in 2001. On Saturday every customer gets a free cinnamon roll. The bakery still uses the original sourdough starter.',
    author: 'Aisha Grant',
    hoursAgo: 55,
  },
  {
    title: 'Volunteers plant 300 trees along the river path',
    text: 'More than eighty volunteers planted oaks, maples and birches along the river path on Sunday. The city’s goal is 2,000 new trees by next year. The next planting day is in two weeks.',
    author: 'Kevin Park',
    hoursAgo: 70,
  },
  {
    title: 'Water main work closes part of Oak Avenue next week',
    text: 'Oak Avenue between 3rd and 5th Street closes to through traffic from Monday for about ten days. Residents keep access to their driveways. Buses follow a signed detour on Pine Street.',
    author: 'Maria Lopez',
    hoursAgo: 80,
  },
  {
    title: 'Riverside Rowing Club opens its doors to beginners',
    text: 'The rowing club offers free taster sessions for adults on Saturday mornings this month. No experience is needed and life jackets are provided. Places are limited to eight per session.',
    author: 'Daniel Reyes',
    hoursAgo: 96,
  },
];

interface LocalEvent {
  title: string;
  text: string;
  location: string;
  /** Days from today in the calendar's zone, the local start time and the length. */
  inDays: number;
  at: string;
  hours: number;
}

export const LOCAL_EVENTS: LocalEvent[] = [
  {
    title: 'Riverside jazz night at the bandstand',
    text: 'The Eastside Trio plays standards by the water. Bring a blanket; food trucks from 6 pm.',
    location: 'Riverside Park bandstand, 1 River Road, Riverside',
    inDays: 1,
    at: '18:30',
    hours: 3,
  },
  {
    title: 'Library book swap and story time',
    text: 'Bring a book, take a book. Story time for children at 11 in the children’s room.',
    location: 'Central Library, 200 Main Street, Riverside',
    inDays: 2,
    at: '10:00',
    hours: 3,
  },
  {
    title: 'Town hall meeting on the riverside park plans',
    text: 'The parks department presents the rail yard park plans and takes questions from residents.',
    location: 'Town Hall, 1 Civic Square, Riverside',
    inDays: 3,
    at: '19:00',
    hours: 2,
  },
  {
    title: 'Saturday farmers market at the Grange Hall',
    text: 'Produce, bread and crafts from around twenty local growers and makers.',
    location: 'Grange Hall, 45 Elm Street, Riverside',
    inDays: 4,
    at: '08:00',
    hours: 5,
  },
  {
    title: 'Community tree planting on the river path',
    text: 'Gloves, spades and coffee are provided. Meet at the boathouse.',
    location: 'Riverside Rowing Club boathouse, River Path, Riverside',
    inDays: 5,
    at: '09:30',
    hours: 3,
  },
  {
    title: 'High school robotics car wash',
    text: 'The robotics team washes cars to raise money for the state final trip.',
    location: 'Riverside High School, 300 School Lane, Riverside',
    inDays: 6,
    at: '10:00',
    hours: 4,
  },
];

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** RSS 2.0 of the stories, newest first, published relative to `now`. */
export function newsRss(now: number): string {
  const items = LOCAL_NEWS_STORIES.map((story) => {
    const link = `${GAZETTE_SITE}/news/${slug(story.title)}`;
    return [
      '<item>',
      `<title>${escapeXml(story.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<dc:creator>${escapeXml(story.author)}</dc:creator>`,
      `<pubDate>${new Date(now - story.hoursAgo * HOUR).toUTCString()}</pubDate>`,
      `<description>${escapeXml(story.text)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
    '<title>Riverside Gazette</title>',
    `<link>${GAZETTE_SITE}/</link>`,
    '<description>Local news from Riverside</description>',
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** Today's calendar day in `timeZone`, as YYYYMMDD shifted by `days`. */
function localDay(timeZone: string, now: number, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(now))
    .slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
}

const icsText = (value: string) => value.replace(/([\\;,])/g, '\\$1');

/** An iCalendar of the coming week's events, their wall-clock times in `timeZone` (TZID), relative to `now`. */
export function eventsIcs(timeZone: string, now: number): string {
  const stamp = `${new Date(now).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const events = LOCAL_EVENTS.flatMap((event, index) => {
    const day = localDay(timeZone, now, event.inDays);
    const [hour = 0, minute = 0] = event.at.split(':').map(Number);
    const clock = (h: number) => `${String(h).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
    return [
      'BEGIN:VEVENT',
      `UID:riverside-event-${index + 1}-${day}@riverside.example`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${timeZone}:${day}T${clock(hour)}`,
      `DTEND;TZID=${timeZone}:${day}T${clock(hour + event.hours)}`,
      `SUMMARY:${icsText(event.title)}`,
      `DESCRIPTION:${icsText(event.text)}`,
      `LOCATION:${icsText(event.location)}`,
      `URL:${GAZETTE_SITE}/events/${slug(event.title)}`,
      'END:VEVENT',
    ];
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Riverside Gazette//Events//EN',
    'X-WR-CALNAME:Riverside events',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');
}

export interface FakeLocalNews extends RunningFake {
  url: string;
}

export async function startFakeLocalNews(): Promise<FakeLocalNews> {
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/news.rss') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      return void res.end(newsRss(Date.now()));
    }
    if (url.pathname === '/events.ics') {
      const zone = url.searchParams.get('tz') ?? 'UTC';
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      return void res.end(eventsIcs(zone, Date.now()));
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }
  const server = await listenLoopback(handle, (res) => {
    res.writeHead(500);
    res.end();
  });
  return { url: server.origin, env: { DEMO_LOCAL_NEWS_URL: server.origin }, close: server.close };
}

export const localNewsFake: DemoFake = {
  name: 'Local news feed and events calendar',
  start: () => startFakeLocalNews(),
};
