import type {
  BusinessCompany,
  CreateAdFields,
  CreateBusinessCompanyFields,
  CreateEventFields,
  CreateFeedItemFields,
  FeedItem,
} from '@newsletter-os/contracts';
import { logIn } from '../fixtures/auth';
import { addBlock, blockList, blockTypes, expectSaved, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, test } from '../fixtures/content';

const STORY = 'Quay market returns';
const EVENT = 'Lifeboat open day';
const AD = 'Fresh bread every morning';

test.describe('the newsletter builder with content, templates and GIFs', () => {
  test('articles, events and ads come from the content manager; a template starts the next date', async ({
    page,
    publisher,
    workspaceId,
  }) => {
    await test.step('the content manager holds a story, an event and an ad', async () => {
      const story: CreateFeedItemFields = { workspaceId, title: STORY, summary: 'Stalls and music on the quay.' };
      await publisher.api.post<FeedItem>('/feeds/', story);
      const event: CreateEventFields = {
        workspaceId,
        title: EVENT,
        eventStartsAt: '2030-06-15T10:00:00Z',
        venue: 'Lifeboat station',
        latitude: '50.15',
        longitude: '-5.07',
      };
      await publisher.api.post<FeedItem>('/feeds-events/', event);
      const companyBody: CreateBusinessCompanyFields = { workspaceId, name: 'Old Mill Bakery' };
      const company = await publisher.api.post<BusinessCompany>('/business-companies/', companyBody);
      const ad: CreateAdFields = { workspaceId, title: AD, businessCompanyId: company.id };
      await publisher.api.post<FeedItem>('/feeds-ads/', ad);
    });

    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();

    await addBlock(page, 'Article');
    let picker = page.getByRole('dialog', { name: 'Add an article' });
    await picker.getByRole('button', { name: 'Original' }).click();
    await picker.getByRole('button', { name: `Insert ${STORY}` }).click();
    await expect(picker).toBeHidden();

    await addBlock(page, 'Event');
    picker = page.getByRole('dialog', { name: 'Add an event' });
    await picker.getByRole('button', { name: `Insert ${EVENT}` }).click();

    await addBlock(page, 'Ad');
    picker = page.getByRole('dialog', { name: 'Add an ad' });
    await picker.getByRole('button', { name: `Insert ${AD}` }).click();

    expect(await blockTypes(page)).toEqual(['article', 'event', 'ad']);
    // Card titles are drawn as the email draws them: a bold line, not a heading.
    await expect(blockList(page).getByText(STORY, { exact: true })).toBeVisible();
    await expect(page.getByText('Lifeboat station')).toBeVisible();
    await expect(page.getByText('Sponsored · Old Mill Bakery')).toBeVisible();

    await test.step('GIF search answers in place when the server has no key', async () => {
      await addBlock(page, 'GIF');
      const gifs = page.getByRole('dialog', { name: 'Add a GIF' });
      await expect(gifs.getByText('GIF search is not configured')).toBeVisible();
      await gifs.getByRole('button', { name: 'Close' }).click();
    });

    await expectSaved(page);
    expect(await blockingViolations(page)).toEqual([]);

    await test.step('save as a template and start the next date from it', async () => {
      await page.getByLabel('Internal name').fill('Weekly');
      await page.getByLabel('Email subject').fill('Harbour Weekly: this week on the quay');
      await page.getByLabel('Preheader').fill('Stalls, lifeboats and bread');
      await page.getByRole('button', { name: 'Templates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Templates' });
      await dialog.getByLabel('Template name').fill('Weekly layout');
      await dialog.getByRole('button', { name: 'Save as template' }).click();
      await expect(dialog.getByRole('list', { name: 'Templates' }).getByText('Weekly layout')).toBeVisible();
      await expect(
        dialog.getByText(
          '"Assemble this issue" builds an empty issue in the default template\'s layout (a standard one if none).',
        ),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Use Weekly layout as default' }).click();
      await expect(page.getByText('"Weekly layout" is the default template')).toBeVisible();
      const row = dialog.getByRole('listitem').filter({ hasText: 'Weekly layout' });
      await expect(row.getByText('Default', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Use Weekly layout as default' })).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByLabel('Issue date').fill('2026-06-19');
      await expect(page.getByRole('heading', { name: 'No newsletter for Friday 19 June 2026 yet' })).toBeVisible();
      await page.getByLabel('Start from a template').selectOption({ label: 'Weekly layout (3 blocks)' });
      await page.getByRole('button', { name: 'Use template' }).click();
      await expect.poll(() => blockTypes(page)).toEqual(['article', 'event', 'ad']);
      await expect(page.getByLabel('Internal name')).toHaveValue('Weekly');
      await expect(page.getByLabel('Email subject')).toHaveValue('Harbour Weekly: this week on the quay');
      await expect(page.getByLabel('Preheader')).toHaveValue('Stalls, lifeboats and bread');
    });
  });

  test('two tabs editing the same newsletter: the stale save shows the conflict and loses nothing', async ({
    page,
    browser,
    publisher,
    workspaceId,
  }) => {
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('First tab');
    await expectSaved(page);

    const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await otherContext.newPage();
    await logIn(other, publisher.admin);
    await openBuilder(other, workspaceId);
    await other.getByLabel('Internal name').fill('Edited in the second tab');
    await expectSaved(other);
    await otherContext.close();

    await page.getByRole('textbox', { name: 'Paragraph text' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await expect(page.getByRole('alert').filter({ hasText: 'This newsletter was changed elsewhere' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('save-status')).toHaveText('Changed elsewhere');
    await expect(page.getByRole('textbox', { name: 'Paragraph text' })).toHaveText('First tab and more');

    await page.getByRole('button', { name: 'Keep my version' }).click();
    await expectSaved(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Paragraph text' })).toHaveText('First tab and more');
  });

  test('the selection toolbar styles text, and the styles survive a reload', async ({
    page,
    publisher,
    workspaceId,
  }) => {
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('Harbour news today');
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await expect(toolbar).toBeHidden();

    await page.keyboard.press('Shift+Home');
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole('button', { name: 'Formatting options' }).click();
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await toolbar.getByRole('button', { name: 'Text colour' }).click();
    await toolbar.getByRole('button', { name: '#dc2626' }).click();
    await expect(toolbar.getByRole('button', { name: '#f59e0b (low contrast)' })).toBeVisible();
    await toolbar.getByLabel('Font size', { exact: true }).selectOption({ label: 'Large' });
    await toolbar.getByLabel('Font', { exact: true }).selectOption('Georgia');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    const link = toolbar.getByPlaceholder('Type or paste a link');
    await link.fill('example.com/news');
    await link.press('Enter');
    await toolbar.getByRole('button', { name: 'Alignment' }).click();
    await toolbar.getByRole('button', { name: 'Align center' }).click();
    await toolbar.getByRole('button', { name: 'Close' }).click();
    await expect(toolbar).toBeHidden();

    await expectSaved(page);
    await page.reload();
    const text = page.getByRole('textbox', { name: 'Paragraph text' });
    await expect(text.locator('strong')).toHaveText('Harbour news today');
    await expect(text.locator('[data-href="https://example.com/news"]')).toHaveText('Harbour news today');
    await expect(text.locator('span[style*="font-size: 18px"]')).toHaveText('Harbour news today');
    await expect(text.locator('span[style*="rgb(220, 38, 38)"]')).toHaveText('Harbour news today');
    await expect(text).toHaveCSS('text-align', 'center');
  });
});
