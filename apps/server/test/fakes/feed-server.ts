import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What one path of the fake feed server answers. */
export interface FakeRoute {
  status?: number;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Answers 304 when the request's If-None-Match matches. */
  etag?: string;
  /** Answers 304 when the request's If-Modified-Since matches exactly. */
  lastModified?: string;
  /** 302 to this URL. */
  redirect?: string;
  /** Never answers (a stalled server). */
  hang?: boolean;
  /** Streams this many bytes of filler (chunked, no Content-Length), like an endless or huge feed. */
  streamBytes?: number;
  /** Waits this long before answering. */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeFeedServer {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  url(path: string): string;
  set(path: string, route: FakeRoute): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function stream(res: http.ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  const write = () => {
    while (sent < total) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', write);
        return;
      }
    }
    res.end();
  };
  res.writeHead(200, { 'content-type': 'application/rss+xml' });
  res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><description>');
  write();
}

/** A loopback-only HTTP server that plays feeds, calendars and misbehaving servers for the ingestion tests. */
export async function startFeedServer(routes: Record<string, FakeRoute> = {}): Promise<FakeFeedServer> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, headers: req.headers });
    const route = table.get(path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    if (route.hang) return;
    const answer = () => {
      if (route.redirect) {
        res.writeHead(302, { location: route.redirect });
        res.end();
        return;
      }
      if (route.streamBytes) {
        stream(res, route.streamBytes);
        return;
      }
      const validators: Record<string, string> = {};
      if (route.etag) validators.etag = route.etag;
      if (route.lastModified) validators['last-modified'] = route.lastModified;
      const fresh =
        (route.etag && req.headers['if-none-match'] === route.etag) ||
        (route.lastModified && req.headers['if-modified-since'] === route.lastModified);
      if (fresh) {
        res.writeHead(304, validators);
        res.end();
        return;
      }
      res.writeHead(route.status ?? 200, {
        'content-type': route.contentType ?? 'application/rss+xml; charset=utf-8',
        ...validators,
        ...route.headers,
      });
      res.end(route.body ?? '');
    };
    if (route.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    set: (path, route) => table.set(path, route),
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
