import type { Browser, BrowserContext, Page } from 'playwright-core';

/** What one opening of the builder measured, in ms since the page's navigation started. */
export interface BuilderOpening {
  /** The first block on screen. */
  visible: number;
  /** The last block on screen. */
  lastPainted: number;
  /** The first block's live editor focused, after a click on it as soon as it showed. */
  editable: number;
  /** The words typed right after that click, before the editor may have been live, reached the block. */
  keptTyping: boolean;
}

/** Typed right after the click, to check that keys typed while the editor loads are not lost. */
const TYPED = ' Tides';

/** Logs in once through the login screen and returns the signed-in state (tokens in localStorage) for new contexts. */
export async function signedInState(
  browser: Browser,
  origin: string,
  user: { email: string; password: string },
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: /email/i }).fill(user.email);
    await page.getByLabel(/^password$/i).fill(user.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface Node {
  textContent: string | null;
}
type Marks = Partial<Record<'visible' | 'lastPainted' | 'editable', number>>;

/**
 * Runs in the page before its own scripts: on every animation frame, notes when the first block, the last block and
 * the first block's focused live editor first exist. Watching from inside the page times each at the frame it was
 * drawn in, not at a later round trip of the browser protocol. Plain JavaScript text: a compiled function could
 * carry helpers of the TypeScript runner that do not exist in the page.
 */
function blockWatcher(first: string, last: string): string {
  const [firstSelector, lastSelector, editor] = [first, last, `.ProseMirror${first}`].map((s) => JSON.stringify(s));
  return `(() => {
    const marks = {};
    window.builderMarks = marks;
    const watch = () => {
      const now = Math.round(performance.now());
      if (marks.visible === undefined && document.querySelector(${firstSelector})) marks.visible = now;
      if (marks.lastPainted === undefined && document.querySelector(${lastSelector})) marks.lastPainted = now;
      if (marks.editable === undefined && document.activeElement && document.activeElement.matches(${editor})) {
        marks.editable = now;
      }
      if (marks.editable === undefined || marks.lastPainted === undefined) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })();`;
}

async function marksOnceSet(page: Page, name: keyof Marks): Promise<number> {
  // A function, not text: the app's Content Security Policy forbids evaluating text in the page.
  const handle = await page.waitForFunction(
    (wanted) => (globalThis as unknown as { builderMarks?: Marks }).builderMarks?.[wanted] ?? null,
    name,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Opens the builder by navigation in a fresh context (empty HTTP cache) and times the first block, the last block
 * and the first block taking typed text. The click lands as soon as the first block shows, before the editing code
 * may have arrived, as an impatient reader's would.
 */
export async function openBuilderOnce(
  browser: Browser,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  url: string,
  blockIds: { first: string; last: string },
): Promise<BuilderOpening> {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const firstText = `[data-block-text="${blockIds.first}"]`;
    await page.addInitScript({ content: blockWatcher(firstText, `[data-block-text="${blockIds.last}"]`) });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(firstText).click();
    // `type` does not wait for an editor: the keys go wherever the focus is, as a person's would.
    await page.keyboard.type(TYPED);
    const editable = await marksOnceSet(page, 'editable');
    const visible = await marksOnceSet(page, 'visible');
    const lastPainted = await marksOnceSet(page, 'lastPainted');
    const keptTyping = await page
      .waitForFunction(
        ({ selector, typed }) => {
          const page = globalThis as unknown as { document: { querySelector(s: string): Node | null } };
          return page.document.querySelector(selector)?.textContent?.includes(typed) ?? false;
        },
        { selector: firstText, typed: TYPED },
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    return { visible, lastPainted, editable, keptTyping };
  } finally {
    await context.close();
  }
}

/** Opens `url` in a fresh context (as openBuilderOnce does) and returns when its first block showed, by the same clock. */
export async function openUntilFirstBlock(browser: Browser, url: string, blockId: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const selector = `[data-block-text="${blockId}"]`;
    await page.addInitScript({ content: blockWatcher(selector, selector) });
    await page.goto(url, { waitUntil: 'commit' });
    return await marksOnceSet(page, 'visible');
  } finally {
    await context.close();
  }
}
