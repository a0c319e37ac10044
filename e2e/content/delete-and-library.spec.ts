import { createButton, expect, expectTitles, openContentTab, solidPng, test } from '../fixtures/content';

const TITLE = 'Regatta on the harbour';
const FILE_NAME = 'regatta.png';

test.describe('content items: uploaded images reach the library, and items can be deleted with undo', () => {
  test('an image uploaded in the item form is in the library; a deleted item can be brought back, then goes', async ({
    contentPage: page,
  }, testInfo) => {
    await openContentTab(page, 'Original');
    await createButton(page, 'New original item').click();
    const dialog = page.getByRole('dialog', { name: 'New original item' });
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Link', { exact: true }).fill('https://harbour.example.org/regatta');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: FILE_NAME,
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [200, 80, 20]),
    });
    await dialog.getByRole('button', { name: 'Create original item' }).click();
    await expect(dialog).toBeHidden();
    await expectTitles(page, 'Original', [TITLE]);

    // On a phone every action of the card stays inside the card.
    await page.setViewportSize({ width: 375, height: 800 });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
    const cardBox = await card.boundingBox();
    const deleteBox = await card.getByRole('button', { name: `Delete ${TITLE}` }).boundingBox();
    expect(cardBox).not.toBeNull();
    expect(deleteBox).not.toBeNull();
    if (cardBox && deleteBox) expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await page.screenshot({ path: testInfo.outputPath('content-cards-375.png'), fullPage: true });
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit original item' });
    await expect(editDialog.getByText('Lists sort by this date.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('content-edit-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('content-edit-1440.png') });
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('content-cards-1440.png'), fullPage: true });

    // The library now holds the upload.
    await createButton(page, 'New original item').click();
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(library.getByRole('button', { name: FILE_NAME, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Delete, then undo: the item is back and nothing was deleted.
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

    // Delete and let the undo window pass: gone after a reload too.
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/api/v1/feeds/'),
      { timeout: 15_000 },
    );
    expect((await deleted).status()).toBe(200);
    await page.reload();
    await openContentTab(page, 'Original');
    await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
  });
});
