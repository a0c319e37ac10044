import type { Newsletter } from '@newsletter-os/contracts';
import { logIn } from '../fixtures/auth';
import {
  addBlock,
  announcer,
  blocks,
  blockTypes,
  expectSaved,
  ISSUE_DATE,
  ISSUE_DATE_LONG,
  openBuilder,
} from '../fixtures/builder';
import { blockingViolations, expect, frameDocumentViolations, test } from '../fixtures/content';
import { readMail } from '../fixtures/mail';

test.describe('the newsletter builder', () => {
  test('a newsletter is started for a date, built from blocks, reordered by keyboard and found again after a reload', async ({
    page,
    publisher,
    workspaceId,
  }) => {
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await expect(page.getByRole('heading', { name: `No newsletter for ${ISSUE_DATE_LONG} yet` })).toBeVisible();
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await expect(page.getByText('This newsletter has no blocks yet')).toBeVisible();

    await page.getByLabel('Internal name').fill('Harbour Weekly');
    await page.getByLabel('Email subject').fill('This week on the harbour');

    await addBlock(page, 'Heading 1');
    await page.keyboard.type('Top stories');
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('Hello readers');
    await addBlock(page, 'Divider');
    await addBlock(page, 'Bulleted list');
    await page.keyboard.type('Tides');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Boats');
    expect(await blockTypes(page)).toEqual(['h1', 'paragraph', 'divider', 'ul']);

    // Keyboard drag: the divider's handle, Space, ArrowUp, Space.
    const dividerHandle = page.getByRole('button', { name: 'Move Divider block, position 3 of 4' });
    await dividerHandle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await expect(announcer(page)).toHaveText(/Divider moved to position 2 of 4/);
    await page.keyboard.press('Space');
    expect(await blockTypes(page)).toEqual(['h1', 'divider', 'paragraph', 'ul']);

    // Alt+ArrowUp on a focused block moves it.
    await page.getByRole('textbox', { name: 'Bulleted list text' }).click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(announcer(page)).toHaveText(/Bulleted list moved to position 3 of 4/);
    expect(await blockTypes(page)).toEqual(['h1', 'divider', 'ul', 'paragraph']);

    // The actions menu opens from the keyboard on its first item; Escape closes it.
    await page.getByRole('button', { name: 'Divider block actions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Delete with undo from the toast.
    await page.getByRole('button', { name: 'Paragraph block actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    expect(await blockTypes(page)).toEqual(['h1', 'divider', 'ul']);
    await page.getByRole('button', { name: 'Undo', exact: true }).last().click();
    expect(await blockTypes(page)).toEqual(['h1', 'divider', 'ul', 'paragraph']);

    await expectSaved(page);
    await page.reload();
    await expect(blocks(page)).toHaveCount(4);
    expect(await blockTypes(page)).toEqual(['h1', 'divider', 'ul', 'paragraph']);
    await expect(page.getByLabel('Internal name')).toHaveValue('Harbour Weekly');
    await expect(page.getByRole('textbox', { name: 'Heading 1 text' })).toHaveText('Top stories');
    await expect(page.getByRole('textbox', { name: 'Paragraph text' })).toHaveText('Hello readers');
    await expect(page.getByRole('textbox', { name: 'Bulleted list text' }).getByRole('listitem')).toHaveText([
      'Tides',
      'Boats',
    ]);
  });

  test('undo returns to exactly the starting document', async ({ page, publisher, workspaceId }) => {
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('Start');
    await expectSaved(page);
    const start = await blockTypes(page);
    const startText = await page.getByRole('textbox', { name: 'Paragraph text' }).innerText();

    await page.keyboard.type(' and more');
    await addBlock(page, 'Heading 2');
    await page.keyboard.type('Later');
    await page.getByRole('button', { name: 'Move Heading 2 block, position 2 of 2' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await addBlock(page, 'Divider');
    expect(await blockTypes(page)).toEqual(['h2', 'paragraph', 'divider']);

    const undo = page.getByRole('button', { name: 'Undo', exact: true }).first();
    while (await undo.isEnabled()) {
      if ((await blockTypes(page)).join() === start.join()) {
        const text = await page.getByRole('textbox', { name: 'Paragraph text' }).innerText();
        if (text === startText) break;
      }
      await undo.click();
    }
    expect(await blockTypes(page)).toEqual(start);
    await expect(page.getByRole('textbox', { name: 'Paragraph text' })).toHaveText(startText);
  });

  test('the preview shows the email, its readiness checks, and a test reaches the sender', async ({
    page,
    publisher,
    workspaceId,
  }) => {
    await logIn(page, publisher.admin);
    await openBuilder(page, workspaceId);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await page.getByLabel('Email subject').fill('Preview subject');
    // The web title takes the subject until one is typed: the field shows it as its placeholder.
    const webTitle = page.getByRole('textbox', { name: 'Web title' });
    await expect(webTitle).toHaveAttribute('placeholder', 'Preview subject');
    await webTitle.fill('Harbour news on the web');
    await addBlock(page, 'Heading 1');
    await page.keyboard.type('Harbour news');
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('Ferries run late on Sunday.');

    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview and send' });
    await expect(dialog.getByRole('heading', { name: 'Send readiness' })).toBeVisible();
    await expect(
      dialog.frameLocator('iframe[title="Email preview, desktop width"]').getByText('Harbour news'),
    ).toBeVisible();
    await dialog.getByRole('tab', { name: 'Mobile' }).click();
    await expect(dialog.locator('iframe[title="Email preview, mobile width"]')).toHaveAttribute(
      'style',
      /width: 375px/,
    );
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.getByLabel('Plain-text version')).toHaveValue(/Ferries run late on Sunday\./);
    await dialog.getByRole('tab', { name: 'As Beehiiv will send it' }).click();
    await expect(dialog.frameLocator('iframe[title="Beehiiv preview"]').getByText('Harbour news')).toBeVisible();
    // The subject line, and the web title as typed (the post's headline on Beehiiv and in the archive).
    await expect(dialog.getByText('Preview subject')).toHaveCount(1);
    await expect(dialog.getByText('Web title', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      'Harbour news on the web',
    );
    await expect(dialog.getByText('None: the newsletter has no image')).toBeVisible();
    await expect(dialog.getByText(/so your logo header and address footer are left out/)).toBeVisible();
    // The dialog on this tab, then the Beehiiv body it shows (its frame runs no script, so axe reads it as a page).
    expect(await blockingViolations(page)).toEqual([]);
    expect(await frameDocumentViolations(dialog.locator('iframe[title="Beehiiv preview"]'))).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download HTML' }).click();
    expect((await download).suggestedFilename()).toBe('newsletter-2026-06-12.html');

    const since = Date.now();
    await expect(dialog.getByLabel('Send to')).toHaveValue(publisher.admin.email);
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await expect(dialog.getByText(`Test sent to ${publisher.admin.email}.`)).toBeVisible();
    const mail = await readMail(publisher.admin.email, { subject: 'Preview subject', since });
    expect(mail.text).toContain('Ferries run late on Sunday.');

    // No readiness errors: the newsletter can be marked ready (planned), and put back to draft.
    await dialog.getByRole('button', { name: 'Mark ready' }).click();
    await expect(dialog.getByText('Marked ready')).toBeVisible();
    await expectSaved(page);
    const [planned] = await publisher.api.get<Newsletter[]>('/newsletters/', { workspaceId, date: ISSUE_DATE });
    expect(planned?.status).toBe('planned');
    await dialog.getByRole('button', { name: 'Back to draft' }).click();
    await expect(dialog.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  });
});
