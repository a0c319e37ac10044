import type { Page } from '@playwright/test';
import {
  createButton,
  expect,
  expectTitles,
  itemCard,
  openContentManager,
  openSettings,
  test,
} from '../fixtures/content';
import { type FeedServer, type FeedServerItem, startFeedServer } from '../support/feed-server';

const day = 24 * 60 * 60 * 1000;
const stories: FeedServerItem[] = [
  'Harbour wall repairs begin',
  'Lifeboat crew wins award',
  'New ferry timetable announced',
  'School choir tours the coast',
].map((title, index) => ({
  title,
  summary: `${title}: the full story from the harbour.`,
  guid: `harbour-story-${index + 1}`,
  publishedAt: new Date(Date.now() - (index + 1) * day),
}));
const titles = stories.map((story) => story.title);
const [tagged, , archivedA, archivedB] = titles as [string, string, string, string];

const TAG = 'Council';

/** Settings → Tags → New tag. */
async function createTag(page: Page, name: string) {
  await createButton(page, 'New tag').click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Tag name').fill(name);
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText(name, { exact: true })).toBeVisible();
}

test.describe('RSS fetchers and the RSS tab', () => {
  let feed: FeedServer;
  test.beforeEach(async () => {
    feed = await startFeedServer('Harbour Gazette', stories);
  });
  test.afterEach(async () => {
    await feed.close();
  });

  test('a fetcher on a local feed fetches now; its items are tagged, filtered by tag and archived in bulk', async ({
    contentPage: page,
    workspaceId,
  }) => {
    await test.step('an empty RSS tab points to the fetchers', async () => {
      await expect(page.getByRole('heading', { name: 'No RSS items yet' })).toBeVisible();
    });

    await test.step('create a tag in Settings → Tags', async () => {
      await openSettings(page, workspaceId, 'tags');
      await createTag(page, TAG);
    });

    await test.step('add a fetcher in Settings → RSS fetchers and fetch now', async () => {
      await openSettings(page, workspaceId, 'rss');
      await createButton(page, 'New fetcher').click();
      const dialog = page.getByRole('dialog', { name: 'New RSS fetcher' });
      await dialog.getByLabel('Name', { exact: true }).fill('Harbour Gazette');
      await dialog.getByLabel('Feed URL').fill(feed.url);
      await dialog.getByRole('button', { name: 'Create fetcher' }).click();
      await expect(dialog).toBeHidden();

      const card = page
        .getByRole('list', { name: 'RSS fetchers' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Harbour Gazette' }) });
      await expect(card.getByText('Never run')).toBeVisible();
      const requestsBefore = feed.requests();
      await card.getByRole('button', { name: 'Fetch now' }).click();
      await expect(card.getByRole('status')).toHaveText(`Fetched: ${stories.length} new items`);
      expect(feed.requests()).toBeGreaterThan(requestsBefore);
      await expect(card.getByText(`${stories.length} items`, { exact: true })).toBeVisible();
      await expect(card.getByText('OK', { exact: true })).toBeVisible();
    });

    await test.step('the items appear in the content manager under RSS', async () => {
      await openContentManager(page, workspaceId, 'RSS');
      await expectTitles(page, 'RSS', titles);
      await expect(
        itemCard(page, 'RSS', tagged).getByText(`${tagged}: the full story from the harbour.`),
      ).toBeVisible();
    });

    await test.step('tag one item and filter by the tag', async () => {
      await itemCard(page, 'RSS', tagged)
        .getByRole('checkbox', { name: `Select ${tagged}` })
        .check();
      const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await expect(toolbar.getByText('1 item selected')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Add tag' }).click();
      await page.getByRole('menuitem', { name: TAG }).click();
      await expect(toolbar).toBeHidden();
      await expect(itemCard(page, 'RSS', tagged).getByRole('list', { name: 'Tags' })).toHaveText(TAG);

      await page.getByLabel('Tag', { exact: true }).selectOption({ label: TAG });
      await expectTitles(page, 'RSS', [tagged]);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expectTitles(page, 'RSS', titles);
    });

    await test.step('archive two items in bulk', async () => {
      for (const title of [archivedA, archivedB]) {
        await itemCard(page, 'RSS', title)
          .getByRole('checkbox', { name: `Select ${title}` })
          .check();
      }
      const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await expect(toolbar.getByText('2 items selected')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Archive' }).click();
      await expect(toolbar).toBeHidden();
      await expectTitles(
        page,
        'RSS',
        titles.filter((title) => title !== archivedA && title !== archivedB),
      );

      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Archived' });
      await expectTitles(page, 'RSS', [archivedA, archivedB]);
    });
  });
});
