import type { Newsletter, SaveNewsletterBody } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import { logIn } from '../fixtures/auth';
import { blocks, buttonLookOf, expectSaved, lookOf, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, test } from '../fixtures/content';

const DATE = '2026-06-26';

/** Optional screenshots for looking at the canvas (kept out of the repository by the caller's directory). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('the canvas draws paragraphs, headings and buttons exactly as the email does, with chrome only on hover and focus', async ({
  page,
  browser,
  publisher,
  workspaceId,
}) => {
  const body: SaveNewsletterBody = {
    workspaceId,
    date: DATE,
    title: 'Week 26',
    subject: 'Harbour Weekly: the quay market returns',
    document: {
      schemaVersion: 1,
      blocks: [
        { id: 'h1', type: 'h1', content: [{ type: 'text', text: 'The quay market returns' }] },
        {
          id: 'p1',
          type: 'paragraph',
          content: [{ type: 'text', text: 'Stalls, music and food on the quay from Saturday.' }],
        },
        { id: 'b1', type: 'button', label: 'See the programme', href: 'https://example.com/market' },
      ],
    },
    style: {
      brandLogoUrl: null,
      accentColor: '#0f766e',
      headingFont: 'Verdana',
      bodyFont: 'Georgia',
      headerText: '',
      footerText: 'Harbour Weekly, 1 Quay Street',
      buttonStyle: { backgroundColor: '#b91c1c', textColor: '#ffffff', borderRadius: 12, fullWidth: false },
    },
  };
  const newsletter = await publisher.api.post<Newsletter>('/newsletters/', body);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, publisher.admin);
  await openBuilder(page, workspaceId, DATE);

  const canvas = page.getByRole('region', { name: 'Email canvas' });
  const heading = canvas.getByRole('textbox', { name: 'Heading 1 text' });
  const paragraph = canvas.getByRole('textbox', { name: 'Paragraph text' });
  const button = canvas.getByTestId('canvas-button');
  await expect(button).toHaveText('See the programme');

  // The email as the render endpoint gives it, in a page of its own.
  const rendered = await publisher.api.get<{ html: string }>(`/newsletters/${newsletter.id}/render`, { workspaceId });
  const emailPage = await browser.newPage();
  await emailPage.setContent(rendered.html);
  const email = {
    heading: emailPage.locator('h1', { hasText: 'The quay market returns' }),
    paragraph: emailPage.locator('p', { hasText: 'Stalls, music and food' }),
    button: emailPage.getByRole('link', { name: 'See the programme' }),
  };

  expect(await lookOf(heading)).toEqual(await lookOf(email.heading));
  expect(await lookOf(paragraph)).toEqual(await lookOf(email.paragraph));
  expect(await buttonLookOf(button)).toEqual(await buttonLookOf(email.button));
  // And the values are the newsletter's own, not a shared default.
  expect(await lookOf(heading)).toMatchObject({ fontSize: '28px', fontFamily: 'Verdana, Geneva, sans-serif' });
  expect(await lookOf(paragraph)).toMatchObject({ fontSize: '16px', fontFamily: 'Georgia, "Times New Roman", serif' });
  expect(await buttonLookOf(button)).toMatchObject({ backgroundColor: 'rgb(185, 28, 28)', borderRadius: '12px' });

  // The content column is the email's width; the page background shows around it.
  const column = canvas.locator('.nl-canvas-content');
  expect((await column.boundingBox())?.width).toBe(600);
  await emailPage.close();

  // Chrome: hidden until a block is hovered or holds the focus; the keyboard reaches it.
  const first = blocks(page).first();
  const handle = first.getByRole('button', { name: 'Move Heading 1 block, position 1 of 3' });
  const chrome = first.locator('.nl-chrome');
  await page.mouse.move(0, 0);
  await expect(chrome).toHaveCSS('opacity', '0');
  await shoot(page, 'canvas-1440');
  await heading.hover();
  await expect(chrome).toHaveCSS('opacity', '1');
  await shoot(page, 'canvas-1440-hover');
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Readers’ view' }).focus();
  await page.keyboard.press('Tab');
  await expect(handle).toBeFocused();
  await expect(chrome).toHaveCSS('opacity', '1');
  expect(await blockingViolations(page)).toEqual([]);

  // The Readers' view hides every piece of chrome: chips, handles, menus, field strips, "Add block".
  const toggle = page.getByRole('button', { name: 'Readers’ view' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(handle).toBeHidden();
  await expect(canvas.getByRole('button', { name: 'Heading 1 block actions' })).toBeHidden();
  await expect(canvas.getByLabel('Button link')).toBeHidden();
  await expect(canvas.getByRole('button', { name: 'Add block' })).toBeHidden();
  await expect(paragraph).toBeVisible();
  await shoot(page, 'canvas-1440-readers');
  await toggle.click();
  await expect(canvas.getByLabel('Button link')).toBeVisible();

  // The title is the internal name: it is not part of the email.
  await expect(page.getByLabel('Internal name')).toHaveValue('Week 26');
  expect(rendered.html).not.toContain('Week 26');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(button).toBeVisible();
  const narrow = await column.boundingBox();
  expect(narrow?.width).toBeLessThanOrEqual(375);
  await shoot(page, 'canvas-375');
  await toggle.click();
  await shoot(page, 'canvas-375-readers');
  expect(await blockingViolations(page)).toEqual([]);
});

test('a scheduled issue shows when it goes out and keeps taking edits, which stay scheduled', async ({
  page,
  request,
  publisher,
  workspaceId,
}) => {
  const date = '2027-12-07';
  const zone = { workspaceId, timeZone: 'America/Chicago', defaultSendTime: '09:00' };
  const put = await request.put('/api/v1/workspace-schedule/', {
    headers: { authorization: `Bearer ${publisher.api.token}` },
    data: zone,
  });
  expect(put.status(), await put.text()).toBe(200);
  const body: SaveNewsletterBody = {
    workspaceId,
    date,
    title: 'Week 49',
    subject: 'Harbour Weekly: lights on the quay',
    preheader: 'The winter market opens',
    document: {
      schemaVersion: 1,
      blocks: [{ id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'The winter market opens.' }] }],
    },
  };
  const newsletter = await publisher.api.post<Newsletter>('/newsletters/', body);
  await publisher.api.post<Newsletter>(`/newsletters/${newsletter.id}/schedule/`, { workspaceId, time: '09:00' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, publisher.admin);
  await openBuilder(page, workspaceId, date);
  const banner = page.getByRole('status').filter({ hasText: 'Scheduled for' });
  await expect(banner).toHaveText(
    'Scheduled for Tue 7 Dec, 9:00 — changes you make go out with it. Times in America/Chicago.',
  );

  const paragraph = page.getByRole('textbox', { name: 'Paragraph text' });
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Mulled cider at six.');
  await expectSaved(page);
  await expect(paragraph).toContainText('The winter market opens. Mulled cider at six.');
  await shoot(page, 'scheduled-1440');
  const saved = await publisher.api.get<Newsletter[]>('/newsletters/', { workspaceId, date });
  expect(saved[0]?.status).toBe('scheduled');
  expect(JSON.stringify(saved[0]?.document)).toContain('Mulled cider at six.');
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner).toBeVisible();
  await shoot(page, 'scheduled-375');
});
