import type { Newsletter, SaveNewsletterBody } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import { logIn } from '../fixtures/auth';
import { openBuilder } from '../fixtures/builder';
import { expect, test } from '../fixtures/content';

// Measurements, not timed tests, so they run with `npm run bench` (e2e/playwright.bench.config.ts), not in the
// test suite, where a figure that cannot fail would only cost time. They print the keystroke-to-paint figures (Event Timing, durationThreshold 16) of
// typing 200 characters into block 150 of a 300-block newsletter and into a one-block newsletter, and the time from
// navigation to the blocks of a 2-block newsletter on screen and to its first block taking typed text.

const TYPED = 'The quay market returns on Saturday with music. '.repeat(5).slice(0, 200);

function paragraphs(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    type: 'paragraph' as const,
    content: [{ type: 'text' as const, text: `Paragraph ${index + 1}: harbour news, tides and the ferry timetable.` }],
  }));
}

type TypingWindow = {
  eventDurations: number[];
  eventObserver: PerformanceObserver;
  keepEventEntries: (entries: PerformanceEntryList) => void;
};

async function measureTyping(page: Page, blockIndex: number): Promise<{ p95: number; max: number; slow: number }> {
  await page.evaluate(() => {
    const w = window as unknown as TypingWindow;
    w.eventDurations = [];
    w.keepEventEntries = (entries) => {
      for (const entry of entries) {
        if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input') {
          w.eventDurations.push(entry.duration);
        }
      }
    };
    w.eventObserver = new PerformanceObserver((list) => w.keepEventEntries(list.getEntries()));
    w.eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const block = page.getByRole('textbox', { name: 'Paragraph text' }).nth(blockIndex);
  await block.click();
  await page.keyboard.press('End');
  await page.keyboard.type(TYPED, { delay: 20 });
  // The last keystroke is on screen; an event's timing entry exists once the frame after it was presented, so two
  // frames later every entry is either delivered or waiting in the observer's queue, which takeRecords empties.
  await expect(block).toContainText(TYPED.trimEnd().slice(-40));
  const measured = await page.evaluate(async () => {
    const w = window as unknown as TypingWindow;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    w.keepEventEntries(w.eventObserver.takeRecords());
    w.eventObserver.disconnect();
    return w.eventDurations;
  });
  // Keystrokes without an entry took under 16 ms; count them as 16.
  const durations = [...measured, ...Array(Math.max(0, TYPED.length - measured.length)).fill(16)].sort((a, b) => a - b);
  const p95 = durations[Math.floor(durations.length * 0.95)] ?? 0;
  return { p95, max: durations.at(-1) ?? 0, slow: measured.filter((d) => d >= 104).length };
}

/** Milliseconds from the page's navigation to the moment `selector` matches (polled every animation frame). */
async function msSinceNavigationUntil(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => (document.querySelector(wanted) ? Math.round(performance.now()) : null),
    selector,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Opens the builder by navigation and times it: blocks visible, then the first block's editor after a click. */
async function timeOpening(page: Page, workspaceId: string, date: string) {
  await page.goto(`/newsletter-builder?workspaceId=${workspaceId}&date=${date}`);
  const visible = await msSinceNavigationUntil(page, '[data-block-text="p1"]');
  await page.getByRole('textbox', { name: 'Paragraph text' }).first().click();
  const editable = await msSinceNavigationUntil(page, '.ProseMirror[data-block-text="p0"]:focus');
  await page.keyboard.press('End');
  await page.keyboard.type(' Tides.');
  await expect(page.getByRole('textbox', { name: 'Paragraph text' }).first()).toContainText('ferry timetable. Tides.');
  return { visible, editable };
}

test('navigation to blocks visible on a 2-block and a 300-block newsletter', async ({
  page,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(60_000);
  const body: SaveNewsletterBody = {
    workspaceId,
    date: '2026-07-17',
    title: 'Short issue',
    document: { schemaVersion: 1, blocks: paragraphs(2) },
  };
  await publisher.api.post<Newsletter>('/newsletters/', body);
  await publisher.api.post<Newsletter>('/newsletters/', {
    ...body,
    date: '2026-07-24',
    title: 'Long issue',
    document: { schemaVersion: 1, blocks: paragraphs(300) },
  });
  await logIn(page, publisher.admin);

  // The first opening downloads the builder's code; the second finds it in the browser's cache.
  const first = await timeOpening(page, workspaceId, '2026-07-17');
  const again = await timeOpening(page, workspaceId, '2026-07-17');
  // The long newsletter with the code cached too, against the short one's cached opening.
  await page.goto(`/newsletter-builder?workspaceId=${workspaceId}&date=2026-07-24`);
  const lastPainted = await msSinceNavigationUntil(page, '[data-block-text="p299"]');

  const line =
    `2 blocks: navigation → blocks visible ${first.visible} ms, → first block editable ${first.editable} ms; ` +
    `cached: ${again.visible} ms, ${again.editable} ms; 300 blocks cached: → last block painted ` +
    `${lastPainted} ms (${(lastPainted / again.visible).toFixed(1)}× the 2-block opening)`;
  console.log(line);
  test.info().annotations.push({ type: 'measurement', description: line });
});

test('keystroke to paint in a 300-block newsletter', async ({ page, publisher, workspaceId }) => {
  test.setTimeout(120_000);
  const big: SaveNewsletterBody = {
    workspaceId,
    date: '2026-07-03',
    title: 'Long issue',
    document: { schemaVersion: 1, blocks: paragraphs(300) },
  };
  await publisher.api.post<Newsletter>('/newsletters/', big);
  const small: SaveNewsletterBody = {
    ...big,
    date: '2026-07-10',
    document: { schemaVersion: 1, blocks: paragraphs(1) },
  };
  await publisher.api.post<Newsletter>('/newsletters/', small);
  await logIn(page, publisher.admin);

  const started = Date.now();
  await openBuilder(page, workspaceId, '2026-07-03');
  await expect(page.getByRole('textbox', { name: 'Paragraph text' }).nth(299)).toBeAttached();
  const interactiveMs = Date.now() - started;
  const large = await measureTyping(page, 149);
  await expect(page.locator('.ProseMirror')).toHaveCount(1);

  await openBuilder(page, workspaceId, '2026-07-10');
  const empty = await measureTyping(page, 0);

  const line = `300 blocks: interactive ${interactiveMs} ms, keystroke p95 ${large.p95} ms (max ${large.max}, ≥104 ms: ${large.slow}); 1 block: p95 ${empty.p95} ms (max ${empty.max})`;
  console.log(line);
  test.info().annotations.push({ type: 'measurement', description: line });
});
