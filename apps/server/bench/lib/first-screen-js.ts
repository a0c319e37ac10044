import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';

/** What a browser fetched before a screen showed: the scripts and the sum of their gzip sizes. */
export interface FirstScreenJs {
  files: number;
  gzipBytes: number;
  /** Navigation → the frame that painted the screen's mark, by the page's own clock. */
  shownMs: number;
}

/** The element that says a screen is on: the first `selector` match (with exactly `text`, when given). */
export interface ScreenMark {
  selector: string;
  text?: string;
}

/**
 * Runs in the page before its own scripts: watches the DOM for the mark and notes the time of the animation frame
 * that follows its insertion (the frame that paints it). A test from outside (Playwright polling for a visible
 * element) answers only when the page's main thread is free again, often 50–400 ms later on a loaded machine, and
 * every script asked for meanwhile would count as fetched "before" the screen although it did not need them.
 * Plain text, not a function: the TypeScript runner adds helpers to functions that do not exist in the page.
 */
function watchForMark(mark: ScreenMark): string {
  return `(() => {
    const mark = ${JSON.stringify(mark)};
    const observer = new MutationObserver(() => {
      const found = Array.from(document.querySelectorAll(mark.selector)).some(
        (element) => mark.text === undefined || (element.textContent || '').trim() === mark.text,
      );
      if (!found) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.firstScreenShownAt = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * Opens `path` in a fresh context (cold HTTP cache) and gzips every script the browser had asked for by the frame
 * that painted `mark` (zlib's default level, as the manifest-based figure of bench/web-bundle.ts): the issue's
 * measure, taken by a real browser, so a chunk the page asks for at run time that the manifest does not show counts.
 * A script asked for before that frame counts even if it arrived after it.
 */
export async function firstScreenJs(
  browser: Browser,
  origin: string,
  path: string,
  mark: ScreenMark,
  state?: BrowserContextOptions['storageState'],
): Promise<FirstScreenJs> {
  const context = await browser.newContext({ baseURL: origin, storageState: state });
  try {
    await context.addInitScript({ content: watchForMark(mark) });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer | undefined>>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const body = request.response().then((response) => response?.body());
      // A script still arriving when the context closes rejects; only those counted below are awaited.
      body.catch(() => undefined);
      scripts.set(request.url(), body);
    });
    await page.goto(path, { waitUntil: 'commit' });
    // Functions, not strings: the app's Content-Security-Policy forbids evaluating strings.
    const shownAt = await page.waitForFunction(
      () => (globalThis as { firstScreenShownAt?: number }).firstScreenShownAt,
      undefined,
      { timeout: 30_000 },
    );
    const shownMs = Number(await shownAt.jsonValue());
    // A resource enters the page's timeline when it has arrived: let those still on their way land first.
    await Promise.allSettled(scripts.values());
    // The page's own record of when each script was asked for: only those asked for before the screen's frame count.
    const askedBefore = new Set(
      await page.evaluate(
        (before) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < before)
            .map((entry) => entry.name),
        shownMs,
      ),
    );
    let files = 0;
    let gzipBytes = 0;
    for (const [url, body] of scripts) {
      if (!askedBefore.has(url)) continue;
      const bytes = await body;
      if (!bytes) throw new Error(`${url} was asked for before ${path} showed but never arrived`);
      files += 1;
      gzipBytes += gzipSync(bytes).length;
    }
    return { files, gzipBytes, shownMs };
  } finally {
    await context.close();
  }
}
