import http from 'node:http';

/** One item of a served RSS 2.0 document. */
export interface FeedServerItem {
  title: string;
  summary: string;
  /** Unique per item: the product de-duplicates by guid. */
  guid: string;
  publishedAt: Date;
}

export interface FeedServer {
  /** The feed's address on the loopback interface, e.g. `http://127.0.0.1:41234/feed.xml`. */
  url: string;
  /** How many times the feed has been requested (the product fetched it). */
  requests(): number;
  close(): Promise<void>;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** An RSS 2.0 document whose items link back to the same server. */
export function rssDocument(title: string, origin: string, items: FeedServerItem[]): string {
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${origin}/stories/${encodeURIComponent(item.guid)}</link>
      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>
      <description>${escapeXml(item.summary)}</description>
      <pubDate>${item.publishedAt.toUTCString()}</pubDate>
    </item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${origin}/</link>`,
    `    <description>${escapeXml(title)} stories</description>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Serves one RSS document at /feed.xml on 127.0.0.1 and a free port, for the fetcher flow: the product (started
 * with OUTBOUND_ALLOW_PRIVATE=true) fetches it like any feed on the web. Every other path answers 404.
 */
export async function startFeedServer(title: string, items: FeedServerItem[]): Promise<FeedServer> {
  let requests = 0;
  let body = '';
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/feed.xml') {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(body);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The feed server did not get a port');
  const origin = `http://127.0.0.1:${address.port}`;
  body = rssDocument(title, origin, items);
  return {
    url: `${origin}/feed.xml`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections from the product would otherwise hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
