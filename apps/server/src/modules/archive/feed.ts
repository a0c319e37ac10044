import { escapeHtml } from '../../lib/html';

/** One issue in the feed: what was sent, where it lives on the web, and when it went out. */
export interface FeedIssue {
  id: string;
  title: string;
  description: string;
  html: string;
  link: string;
  sentAt: Date;
  thumbnailUrl: string | null;
}

export interface FeedChannel {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
  issues: FeedIssue[];
  /** The newest issue's time, not the request's: the same issues give the same bytes (and ETag). */
  builtAt: Date | null;
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** RSS asks for the enclosure's type; the extension decides it (JPEG when there is none we know). */
function imageTypeOf(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'image/jpeg';
}

/** CDATA cannot hold "]]>": it is split across two sections, so any HTML passes through byte for byte. */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** XML 1.0 forbids most control characters even escaped; an email body pasted from elsewhere may carry some. */
function xmlSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML refuses
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

const text = (value: string) => escapeHtml(xmlSafe(value));

/**
 * The feed as RSS 2.0 (docs/decisions/0054): the web title as title, the preheader as description, the email's full
 * HTML in content:encoded (what RSS-to-email services send), the thumbnail as enclosure (length 0: unknown without
 * fetching it, which RSS readers and the services accept), dates as RFC 822.
 */
export function renderFeed(channel: FeedChannel): string {
  const items = channel.issues.map((issue) =>
    [
      '<item>',
      `<title>${text(issue.title)}</title>`,
      `<link>${text(issue.link)}</link>`,
      `<guid isPermaLink="false">${text(issue.id)}</guid>`,
      `<pubDate>${issue.sentAt.toUTCString()}</pubDate>`,
      `<description>${text(issue.description)}</description>`,
      `<content:encoded>${cdata(xmlSafe(issue.html))}</content:encoded>`,
      issue.thumbnailUrl
        ? `<enclosure url="${text(issue.thumbnailUrl)}" length="0" type="${imageTypeOf(issue.thumbnailUrl)}"/>`
        : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${text(channel.title)}</title>`,
    `<link>${text(channel.link)}</link>`,
    `<description>${text(channel.description)}</description>`,
    `<atom:link href="${text(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    channel.builtAt ? `<lastBuildDate>${channel.builtAt.toUTCString()}</lastBuildDate>` : '',
    '<generator>Newsletter OS</generator>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line, index, lines) => line !== '' || index === lines.length - 1)
    .join('\n');
}
