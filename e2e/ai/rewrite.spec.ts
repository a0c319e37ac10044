import type { Newsletter, SaveNewsletterBody } from '@newsletter-os/contracts';
import { logIn } from '../fixtures';
import { connectLlm, expect, test, text } from '../fixtures/ai';
import { openBuilder } from '../fixtures/builder';
import { blockingViolations, createButton, openContentTab } from '../fixtures/content';

const words = (sentence: string) => sentence.match(/\S+\s*/g) ?? [sentence];

const ORIGINAL =
  'The harbour fair returns on 12 May 2031 with 1,200 stalls. Maps are at https://fair.example/map for everyone.';
const LOSES_THE_LINK = 'Join us at the harbour fair on 12 May 2031: 1,200 stalls wait for you.';
const KEEPS_EVERYTHING = 'On 12 May 2031 the harbour fair is back with 1,200 stalls; maps at https://fair.example/map.';

test.describe('rewrite with AI', () => {
  test('rewrites an article in the content manager: streams beside the original, warns, accepts with undo', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }, testInfo) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    await logIn(page, publisher.admin);
    await page.goto(`/content-manager?workspaceId=${workspaceId}`);
    await openContentTab(page, 'Original');
    await createButton(page, 'New original item').click();
    const itemDialog = page.getByRole('dialog', { name: 'New original item' });
    await itemDialog.getByLabel('Title', { exact: true }).fill('Harbour fair');
    const content = itemDialog.getByLabel('Content', { exact: true });
    await content.fill(ORIGINAL);

    const rewriteDialog = page.getByRole('dialog', { name: 'Rewrite with AI' });
    const rewritten = rewriteDialog.getByRole('region', { name: 'Rewrite' });

    await test.step('the rewrite streams in beside the original, then its missing link is reported', async () => {
      await itemDialog.getByRole('button', { name: 'Rewrite with AI' }).click();
      await expect(rewriteDialog.getByRole('region', { name: 'Original' })).toContainText(ORIGINAL);
      await rewriteDialog.getByLabel('Length').selectOption('shorter');
      fake.timing.chunkDelayMs = 120;
      fake.script(llmKey, text(words(LOSES_THE_LINK)));
      await rewriteDialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
      await expect(rewritten).toContainText('Join us');
      await expect(rewriteDialog.getByRole('button', { name: 'Stop' })).toBeVisible();
      await expect(rewritten).not.toContainText('wait for you.');
      await expect(rewritten).toContainText(LOSES_THE_LINK);
      const warning = rewriteDialog.getByRole('alert');
      await expect(warning).toContainText('Check the rewrite before accepting it');
      await expect(warning).toContainText('Link missing: https://fair.example/map');
      const request = fake.requests({ apiKey: llmKey, path: '/v1/chat/completions' }).at(-1);
      expect(JSON.stringify(request?.body)).toContain('clearly shorter');
    });

    await test.step('Discard leaves the text as it was', async () => {
      await rewriteDialog.getByRole('button', { name: 'Discard' }).click();
      await expect(rewriteDialog).toBeHidden();
      await expect(content).toHaveValue(ORIGINAL);
    });

    await test.step('a rewrite that keeps every fact is accepted, undone, and accepted again', async () => {
      fake.timing.chunkDelayMs = 0;
      await itemDialog.getByRole('button', { name: 'Rewrite with AI' }).click();
      fake.script(llmKey, text(words(KEEPS_EVERYTHING)));
      await rewriteDialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
      await expect(rewriteDialog.getByRole('status')).toContainText(
        'Every number, date, link and quote of the original is in the rewrite.',
      );
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: testInfo.outputPath('rewrite-1440.png') });
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 760 });
      await page.screenshot({ path: testInfo.outputPath('rewrite-375.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await rewriteDialog.getByRole('button', { name: 'Accept' }).click();
      await expect(rewriteDialog).toBeHidden();
      await expect(content).toHaveValue(KEEPS_EVERYTHING);
      await expect(itemDialog.getByRole('status')).toContainText('Rewrite accepted.');
      await itemDialog.getByRole('button', { name: 'Undo' }).click();
      await expect(content).toHaveValue(ORIGINAL);

      await itemDialog.getByRole('button', { name: 'Rewrite with AI' }).click();
      fake.script(llmKey, text(words(KEEPS_EVERYTHING)));
      await rewriteDialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
      await expect(rewritten).toContainText(KEEPS_EVERYTHING);
      await rewriteDialog.getByRole('button', { name: 'Accept' }).click();
      await expect(content).toHaveValue(KEEPS_EVERYTHING);
      await itemDialog.getByRole('button', { name: 'Create original item' }).click();
      await expect(itemDialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Harbour fair' })).toBeVisible();
    });
  });

  test('rewrites a paragraph block in the builder from its menu, with undo', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    const issue: SaveNewsletterBody = {
      workspaceId,
      date: '2031-09-05',
      title: 'Fair issue',
      document: {
        schemaVersion: 1,
        blocks: [{ id: 'intro', type: 'paragraph', content: [{ type: 'text', text: ORIGINAL }] }],
      },
    };
    await publisher.api.post<Newsletter>('/newsletters/', issue);
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId, '2031-09-05');
    const paragraph = page.getByRole('textbox', { name: 'Paragraph text' }).first();
    await expect(paragraph).toHaveText(ORIGINAL);

    await page.getByRole('button', { name: 'Paragraph block actions' }).click();
    await page.getByRole('menuitem', { name: 'Rewrite with AI' }).click();
    const rewriteDialog = page.getByRole('dialog', { name: 'Rewrite with AI' });
    await expect(rewriteDialog.getByRole('region', { name: 'Original' })).toContainText(ORIGINAL);
    fake.script(
      llmKey,
      text(words(`**Back on 12 May 2031:** the harbour fair, 1,200 stalls, maps at https://fair.example/map.`)),
    );
    await rewriteDialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    await expect(rewriteDialog.getByRole('status')).toContainText('Every number, date, link and quote');
    await rewriteDialog.getByRole('button', { name: 'Accept' }).click();
    await expect(rewriteDialog).toBeHidden();
    await expect(paragraph).toContainText('Back on 12 May 2031: the harbour fair');
    await expect(paragraph.locator('strong')).toHaveText('Back on 12 May 2031:');
    // The toast's Undo (the toolbar has its own Undo, which would do the same here).
    await page
      .getByRole('status')
      .filter({ hasText: 'Rewrite accepted' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(paragraph).toHaveText(ORIGINAL);
  });
});
