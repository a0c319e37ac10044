import { createButton, expect, expectTitles, itemCard, openContentTab, solidPng, test } from '../fixtures/content';

const TITLE = 'Lifeboat day in pictures';
const FILE_NAME = 'lifeboat-day.png';

test.describe('the image library', () => {
  test('an image uploaded to the library is picked for a new item', async ({ contentPage: page }) => {
    await openContentTab(page, 'Original');
    await createButton(page, 'New original item').click();
    const dialog = page.getByRole('dialog', { name: 'New original item' });
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByRole('button', { name: 'Choose from library' }).click();

    const library = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(library.getByRole('heading', { name: 'No images yet' })).toBeVisible();
    await library.getByLabel('Image files', { exact: true }).setInputFiles({
      name: FILE_NAME,
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [14, 116, 144]),
    });
    const tile = library.getByRole('button', { name: FILE_NAME, exact: true });
    await expect(tile).toBeVisible();
    // The upload is selected at once, ready to use.
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(library.getByText(`Selected: ${FILE_NAME}`)).toBeVisible();
    await library.getByRole('button', { name: 'Use image' }).click();
    await expect(library).toBeHidden();

    const imageUrl = dialog.getByLabel('Image URL');
    await expect(imageUrl).toHaveValue(/\/uploads\/.+/);
    const picked = await imageUrl.inputValue();
    await expect(dialog.getByRole('img', { name: 'Selected' })).toHaveAttribute('src', picked);
    await dialog.getByRole('button', { name: 'Create original item' }).click();
    await expect(dialog).toBeHidden();

    await expectTitles(page, 'Original', [TITLE]);
    const thumbnail = itemCard(page, 'Original', TITLE).locator('img');
    await expect(thumbnail).toHaveAttribute('src', picked);
    // The picked image is served.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  });
});
