import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { CreateFeedItemFields, FeedItem, Newsletter, SaveNewsletterBody } from '@newsletter-os/contracts';
import { blockList, expectSaved, openBuilder } from '../fixtures/builder';
import { blockingViolations, createButton, expect, openContentManager, test } from '../fixtures/content';
import { repoRoot } from '../support/env';

// Issue 28: blocks follow their content-manager items (Refresh, Refresh all) and an event comes from its page's link.

const DATE = '2031-03-07';
const STORY = 'Quay market returns';

/**
 * Serious and critical axe findings with the preview open. Its email frames are sandboxed (no scripts), so axe cannot
 * enter them and would wait for them until it times out: they are the rendered email, checked by the server's own
 * readiness tests, and are left out here.
 */
async function violationsOutsideFrames(page: import('@playwright/test').Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shoot(page: import('@playwright/test').Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('blocks follow their sources', () => {
  test('a story edited in the content manager says so on its block; Refresh and Refresh all take the change in', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }, testInfo) => {
    // Two builder loads, two renders of the email and three axe scans on a shared machine.
    test.setTimeout(180_000);
    const story = await publisher.api.post<FeedItem>('/feeds/', {
      workspaceId,
      title: STORY,
      summary: 'Stalls and music on the quay.',
    } satisfies CreateFeedItemFields);
    const body: SaveNewsletterBody = {
      workspaceId,
      date: DATE,
      title: 'Weekly',
      document: {
        schemaVersion: 1,
        blocks: [
          { id: 'intro', type: 'paragraph', content: [{ type: 'text', text: 'Hello readers' }] },
          {
            id: 'story',
            type: 'article',
            contentType: 'feed',
            sourceItemId: story.id,
            snapshotAt: story.updatedAt,
            sourceUpdatedAt: story.updatedAt,
            snapshot: {
              title: STORY,
              summary: 'Stalls and music on the quay.',
              feedType: 'original',
              publishedAt: story.publishedAt,
            },
          },
        ],
      },
    };
    await publisher.api.post<Newsletter>('/newsletters/', body);
    const edit = (title: string) =>
      publisher.api.post('/feeds/list/', { workspaceId, id: story.id, fields: { title } });

    await test.step('the edited story’s block says what changed, and Refresh takes it in', async () => {
      await edit('Quay market returns on Saturday');
      await openBuilder(page, workspaceId, DATE);
      const block = blockList(page).getByRole('listitem', { name: /^Article block/ });
      await expect(block.getByText('Changed in the content manager —')).toBeVisible();
      await expect(block.getByText('What changed: title', { exact: true })).toBeVisible();
      await shoot(page, 'block-changed', (name) => testInfo.outputPath(name));
      expect(await blockingViolations(page)).toEqual([]);
      await block.getByRole('button', { name: 'Refresh' }).click();
      await expect(block.getByText('Quay market returns on Saturday')).toBeVisible();
      await expect(block.getByText('Changed in the content manager —')).toBeHidden();
      await expectSaved(page);
      // The block kept its place after the intro.
      await expect(blockList(page).locator(':scope > li').nth(1)).toHaveAttribute('data-block-type', 'article');
    });

    await test.step('readiness’ stale finding offers Refresh all, and its block link shows the block', async () => {
      await edit('Quay market returns on Saturday, rain or shine');
      await page.reload();
      await page.getByRole('button', { name: 'Preview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preview and send' });
      const finding = dialog.getByRole('listitem').filter({ hasText: 'changed or archived in the content manager' });
      await expect(finding).toBeVisible({ timeout: 20_000 });
      await expect(finding.getByRole('button', { name: 'Refresh all' })).toBeVisible();
      await shoot(page, 'readiness-refresh-all', (name) => testInfo.outputPath(name));
      expect(await violationsOutsideFrames(page)).toEqual([]);

      await finding.getByRole('button', { name: '(1 block)' }).click();
      await expect(dialog).toBeHidden();
      const block = blockList(page).getByRole('listitem', { name: /^Article block/ });
      await expect(block).toBeFocused();
      await expect(block).toBeInViewport();

      await page.getByRole('button', { name: 'Preview' }).click();
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'changed or archived' })
        .getByRole('button', { name: 'Refresh all' })
        .click();
      await expect(dialog.getByText('changed or archived in the content manager')).toBeHidden({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(block.getByText('Quay market returns on Saturday, rain or shine')).toBeVisible();
    });
  });
});

test.describe('events from a link', () => {
  test('a ticketing page’s link fills the new event form; nothing is saved until Create event', async ({
    contentPage: page,
    workspaceId,
  }, testInfo) => {
    const pageHtml = readFileSync(path.join(repoRoot, 'apps/server/test/events/fixtures/event-pages/ticketing.html'));
    const server = http.createServer((request, response) => {
      if (request.url === '/e/winter-jazz-night') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(pageHtml);
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await openContentManager(page, workspaceId, 'Events');
      await createButton(page, 'New event').click();
      const dialog = page.getByRole('dialog', { name: 'New event' });
      const link = dialog.getByLabel('Event page or .ics link');

      await link.fill(`${origin}/nothing-here`);
      await dialog.getByRole('button', { name: 'Fill the form' }).click();
      await expect(dialog.getByText(/^The page could not be read/)).toBeVisible();

      await link.fill(`${origin}/e/winter-jazz-night`);
      await link.press('Enter');
      await expect(dialog.getByText('Filled from the page. Check the details, then create the event.')).toBeVisible();
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
        'Winter Jazz Night with The Harbour Quartet',
      );
      await expect(dialog.getByLabel('Venue')).toHaveValue('The Bowery Room');
      await expect(dialog.getByLabel('Address')).toHaveValue('6 Delancey St, New York, NY 10002, US');
      await expect(dialog.getByLabel('Price')).toHaveValue('$25.00–$40.00');
      await expect(dialog.getByLabel('Starts')).not.toHaveValue('');
      await shoot(page, 'event-from-link', (name) => testInfo.outputPath(name));
      expect(await blockingViolations(page)).toEqual([]);
      await expect(page.getByRole('list', { name: 'Events items', exact: true }).getByRole('listitem')).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Create event' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page
          .getByRole('list', { name: 'Events items', exact: true })
          .getByRole('heading', { name: 'Winter Jazz Night with The Harbour Quartet' }),
      ).toBeVisible();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
