import type { Newsletter, Personalization, SaveNewsletterBody } from '@newsletter-os/contracts';
import { logIn } from '../fixtures/auth';
import { expectSaved, openBuilder } from '../fixtures/builder';
import { expect, test } from '../fixtures/content';

test('the newsletter style is edited with a live preview, saved with the newsletter and made the workspace look', async ({
  page,
  publisher,
  workspaceId,
}) => {
  const body: SaveNewsletterBody = {
    workspaceId,
    date: '2026-06-19',
    title: 'Harbour Weekly',
    document: {
      schemaVersion: 1,
      blocks: [{ id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
    },
  };
  await publisher.api.post<Newsletter>('/newsletters/', body);
  await logIn(page, publisher.admin);
  await openBuilder(page, workspaceId, '2026-06-19');

  await page.getByRole('button', { name: 'Style' }).click();
  const panel = page.getByRole('dialog', { name: 'Newsletter style' });
  const preview = panel.getByTestId('style-preview');
  await expect(preview).toBeVisible();

  await panel.getByLabel('Accent colour hex value').fill('#0f766e');
  await panel.getByLabel('Heading font').selectOption('Verdana');
  await panel.getByLabel('Header text').fill('Fresh from the quay');
  await panel.getByLabel('Footer text').fill('Harbour Weekly, 1 Quay Street');
  await expect(preview).toContainText('Fresh from the quay');
  await expect(preview).toContainText('Harbour Weekly, 1 Quay Street');
  await expect(preview.getByText('This week on the harbour')).toHaveCSS('font-family', /Verdana/);
  await expect(preview.getByText('Read the programme')).toHaveCSS('color', 'rgb(15, 118, 110)');

  // A wrong value is named and not applied; the preview keeps the last valid look.
  await panel.getByLabel('Corner radius (px)').fill('40');
  await expect(panel.getByText('Corner radius must be a whole number from 0 to 32')).toBeVisible();
  await panel.getByLabel('Corner radius (px)').fill('16');
  await expect(preview.getByText('Get tickets')).toHaveCSS('border-radius', '16px');

  // A low-contrast button is flagged.
  await panel.getByLabel('Button text colour hex value').fill('#93c5fd');
  await expect(panel.getByRole('status')).toContainText('under the 4.5:1 that WCAG AA asks for');
  await panel.getByLabel('Button text colour hex value').fill('#ffffff');

  await panel.getByRole('button', { name: 'Save as the workspace look' }).click();
  await expect(page.getByText('Saved as the workspace look')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expectSaved(page);

  const look = await publisher.api.get<Personalization>('/personalization/', { workspaceId });
  expect(look).toMatchObject({ accentColor: '#0f766e', headingFont: 'Verdana', headerText: 'Fresh from the quay' });

  await page.reload();
  await page.getByRole('button', { name: 'Style' }).click();
  await expect(panel.getByLabel('Accent colour hex value')).toHaveValue('#0f766e');
  await expect(panel.getByLabel('Heading font')).toHaveValue('Verdana');
  await expect(panel.getByLabel('Footer text')).toHaveValue('Harbour Weekly, 1 Quay Street');
  await expect(panel.getByLabel('Corner radius (px)')).toHaveValue('16');
});
