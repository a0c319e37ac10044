import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The id of the first of the two paragraphs the bare page draws, marked as the builder marks a block's text. */
export const BARE_PAGE_FIRST_BLOCK = 'p0';

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare page</title><script type="module" src="/bare.js"></script></head>
<body></body></html>`;

const PARAGRAPHS = [
  `<p data-block-text="${BARE_PAGE_FIRST_BLOCK}">Paragraph 1: harbour news.</p>`,
  '<p data-block-text="p1">Paragraph 2: the ferry timetable.</p>',
].join('');
const SCRIPT = `document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(PARAGRAPHS)});`;

/**
 * The browser figures' baseline, measured in the same run: an HTML page and one tiny module script that draws two
 * paragraphs, served by Node's own HTTP server. Its opening time is what the browser and the machine cost before
 * any of the app's work (a fresh context, a navigation, one script round trip, a paint), so a figure divided by it
 * compares across machines where the absolute milliseconds do not.
 */
export async function startBarePage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const script = request.url === '/bare.js';
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(script ? SCRIPT : HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
