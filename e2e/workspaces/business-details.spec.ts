import { expect, openSettings, test } from '../fixtures/content';

test.describe('Settings → Business', () => {
  test('edits the details from onboarding; a website without https:// is stored with it', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    await openSettings(page, workspaceId, 'business');
    const form = page.getByRole('form', { name: 'Business details' });
    await expect(form.getByLabel('Business name')).toHaveValue(publisher.businessName);

    await form.getByLabel('Business name').fill('Millbrook Gazette Ltd');
    await form.getByLabel('Website').fill('millbrookgazette.com');
    await form.getByLabel('City').fill('Millbrook');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Business details saved')).toBeVisible();
    await expect(form.getByLabel('Website')).toHaveValue('https://millbrookgazette.com');

    await page.reload();
    await expect(form.getByLabel('Business name')).toHaveValue('Millbrook Gazette Ltd');
    await expect(form.getByLabel('Website')).toHaveValue('https://millbrookgazette.com');
    await expect(form.getByLabel('City')).toHaveValue('Millbrook');

    await form.getByLabel('Website').fill('not a website');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('Enter a valid website address')).toHaveCount(1);
  });
});
