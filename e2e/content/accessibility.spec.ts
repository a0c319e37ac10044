import type { CreateFeedItemFields, CreateTagBody, FeedItem, Tag } from '@newsletter-os/contracts';
import {
  blockingViolations,
  type ContentTab,
  createButton,
  expect,
  openContentTab,
  openSettings,
  type SettingsTabId,
  test,
} from '../fixtures/content';

const contentTabs: ContentTab[] = ['RSS', 'Original', 'User submitted', 'Ads', 'Events'];
const settingsTabs: { id: SettingsTabId; label: string }[] = [
  { id: 'users', label: 'Users' },
  { id: 'business', label: 'Business' },
  { id: 'brand', label: 'Brand' },
  { id: 'rss', label: 'RSS fetchers' },
  { id: 'tags', label: 'Tags' },
  { id: 'locations', label: 'Event locations' },
  { id: 'companies', label: 'Business companies' },
];

test.describe('accessibility of the content manager and settings', () => {
  test('the content manager tabs and the item dialog have no serious or critical axe violations', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    // Cards with a tag chip, a summary and a status badge are scanned too, not only empty states.
    const tagBody: CreateTagBody = { workspaceId, name: 'Harbour', color: '#0e7490' };
    const tag = await publisher.api.post<Tag>('/tags/', tagBody);
    const item: CreateFeedItemFields = {
      workspaceId,
      title: 'Quay market returns',
      summary: 'Stalls, music and food on the quay every Saturday.',
      tagIds: [tag.tagId],
    };
    await publisher.api.post<FeedItem>('/feeds/', item);

    const problems: string[] = [];
    for (const tab of contentTabs) {
      await openContentTab(page, tab);
      problems.push(...(await blockingViolations(page)).map((line) => `[${tab}] ${line}`));
    }
    await openContentTab(page, 'Original');
    await expect(page.getByRole('heading', { name: 'Quay market returns' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Quay market returns' }).check();
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toBeVisible();
    problems.push(...(await blockingViolations(page)).map((line) => `[Original, selected] ${line}`));

    await createButton(page, 'New original item').click();
    await expect(page.getByRole('dialog', { name: 'New original item' })).toBeVisible();
    problems.push(...(await blockingViolations(page)).map((line) => `[New original item] ${line}`));
    expect(problems).toEqual([]);
  });

  test('the settings tabs have no serious or critical axe violations', async ({ contentPage: page, workspaceId }) => {
    const problems: string[] = [];
    for (const tab of settingsTabs) {
      await openSettings(page, workspaceId, tab.id);
      await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      // Scan the loaded tab, not its spinner.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      problems.push(...(await blockingViolations(page)).map((line) => `[${tab.label}] ${line}`));
    }
    expect(problems).toEqual([]);
  });
});
