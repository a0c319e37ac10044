import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** What a browser fetched before a screen showed: the scripts and the sum of their gzip sizes. */
export interface FirstScreenJs {
  files: number;
  gzipBytes: number;
}

/**
 * Opens `path` in a fresh context (cold HTTP cache) and, once `ready` has seen the screen, gzips every script the
 * browser fetched so far (zlib's default level, as the manifest-based figure of bench/web-bundle.ts): the issue's
 * measure, taken by a real browser, so a chunk the page asks for at run time that the manifest does not show counts.
 */
export async function firstScreenJs(
  browser: Browser,
  origin: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  state?: BrowserContextOptions['storageState'],
): Promise<FirstScreenJs> {
  const context = await browser.newContext({ baseURL: origin, storageState: state });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body();
      // A script still arriving when the context closes rejects; only those counted below are awaited.
      body.catch(() => undefined);
      scripts.set(response.url(), body);
    });
    await page.goto(path, { waitUntil: 'commit' });
    await ready(page);
    // Only what had been asked for when the screen showed counts; later (idle) downloads do not.
    const fetched = [...scripts.values()];
    let gzipBytes = 0;
    for (const body of fetched) gzipBytes += gzipSync(await body).length;
    return { files: fetched.length, gzipBytes };
  } finally {
    await context.close();
  }
}
