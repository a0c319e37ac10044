import type { CreateFeedItemFields, FeedItem } from '@newsletter-os/contracts';
import { logIn } from '../fixtures';
import { connectLlm, expect, test, text } from '../fixtures/ai';
import { blockingViolations, openContentTab } from '../fixtures/content';

test.describe('draft an issue with AI', () => {
  test('selected items become a drafted issue that opens in the builder', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }, testInfo) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    const item: CreateFeedItemFields = {
      workspaceId,
      title: 'Quay market returns',
      summary: 'Stalls, music and food on the quay every Saturday.',
      link: 'https://quay.example/market',
    };
    const created = await publisher.api.post<FeedItem>('/feeds/', item);
    fake.script(
      llmKey,
      text([
        JSON.stringify({
          title: 'Saturdays on the quay',
          intro: 'The market is back. Details at https://invented.example/quay.',
          stories: [{ itemId: created.id, headline: 'The quay market returns', summary: 'Every Saturday.' }],
        }),
      ]),
    );

    await logIn(page, publisher.admin);
    await page.goto(`/content-manager?workspaceId=${workspaceId}`);
    await openContentTab(page, 'Original');
    await page.getByRole('checkbox', { name: 'Select Quay market returns' }).check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Draft an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft an issue with AI' });
    await dialog.getByLabel('Newsletter date').fill('2031-08-01');
    await dialog.getByRole('button', { name: 'Draft issue' }).click();

    await expect(dialog.getByText('Draft added to the newsletter of 2031-08-01: 2 blocks.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByRole('list', { name: 'Warnings' })).toContainText(
      'Removed a link the assistant made up: https://invented.example/quay',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('draft-1440.png') });
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 760 });
    await page.screenshot({ path: testInfo.outputPath('draft-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('link', { name: 'Open in the builder' }).click();
    await expect(page).toHaveURL(/\/newsletter-builder\?.*date=2031-08-01/);
    await expect(page.getByRole('listitem', { name: /^Article block/ })).toContainText('The quay market returns');
  });
});
