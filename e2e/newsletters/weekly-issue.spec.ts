import type { Newsletter, Workspace } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import { answers, connectLlm, expect, messageInput, openAiChat, test, text } from '../fixtures/ai';
import { logIn } from '../fixtures/auth';
import { addBlock, buttonLookOf, expectSaved, lookOf, openBuilder } from '../fixtures/builder';
import { blockingViolations, openContentManager } from '../fixtures/content';
import { partnerUploads, triageThreeByKeyboard } from '../fixtures/portals';
import { apiLogin } from '../fixtures/workspaces';

// The issue's "Done when": a publisher in Chicago sets up a newsletter, builds an issue whose canvas looks like the
// email, schedules it, keeps editing it, adds an AI answer to it and clears the review queue from the keyboard.

test.use({ timezoneId: 'America/Chicago' });

const NEWSLETTER = 'Harbour Weekly';
/** A Tuesday well ahead, so the issue can be scheduled whatever day the suite runs. */
const DATE = '2027-12-07';
const BANNER = 'Scheduled for Tue 7 Dec, 9:00 — changes you make go out with it. Times in America/Chicago.';
const ANSWER = 'Three events this week: the lantern walk, the market and a quiz night.';

/** Canvas screenshots, with the editing chrome and in the Readers' view, at one width. */
async function shootCanvas(page: Page, width: number, outputPath: (name: string) => string): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
  const toggle = page.getByRole('button', { name: 'Readers’ view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: outputPath(`weekly-issue-canvas-${width}.png`), fullPage: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Email canvas' }).getByLabel('Button link')).toBeHidden();
  await page.screenshot({ path: outputPath(`weekly-issue-canvas-${width}-readers.png`), fullPage: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
}

test('a weekly issue from a Chicago browser: built, checked against the email, scheduled, edited, given an AI answer, and the review queue triaged by keyboard', async ({
  page,
  browser,
  request,
  account,
  fake,
  llmKey,
}, testInfo) => {
  test.setTimeout(300_000);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  let workspaceId = '';
  const businessName = `Harbour Media ${account.email.slice(4, 14)}`;

  await test.step('set up the business and the newsletter in the browser (its time zone is the browser’s)', async () => {
    await logIn(page, account);
    await expect(page).toHaveURL(/\/onboarding/);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/bussiness-register\?step=business$/);
    await page.getByLabel('Business name').fill(businessName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/bussiness-register\?step=newsletters$/);
    // Each step has its own address: Back shows the business step as done, Forward returns to the newsletters.
    await page.goBack();
    await expect(page).toHaveURL(/\/bussiness-register\?step=business$/);
    await expect(page.getByRole('status')).toHaveText(
      `${businessName} is set up. You can change its details later in Settings → Business.`,
    );
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`onboarding-business-done-${width}.png`) });
    }
    await page.goForward();
    await expect(page).toHaveURL(/\/bussiness-register\?step=newsletters$/);
    await page.getByLabel('Newsletter 1 name').fill(NEWSLETTER);
    const registered = page.waitForResponse(
      (response) => response.url().includes('/workspace-register/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create newsletter', exact: true }).click();
    const created = ((await (await registered).json()) as { data: Workspace[] }).data;
    workspaceId = created[0]?.workspaceId ?? '';
    expect(workspaceId).not.toBe('');
    await expect(page).toHaveURL(/\/invite-users/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });
  const api = await apiLogin(request, account);

  await test.step('build the issue: a heading, a paragraph and a button whose link is typed without https://', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBuilder(page, workspaceId, DATE);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await page.getByLabel('Internal name').fill('Week 49');
    await page.getByLabel('Email subject').fill('Harbour Weekly: lights on the quay');
    await addBlock(page, 'Heading 1');
    await page.keyboard.type('Lights on the quay');
    await addBlock(page, 'Paragraph');
    await page.keyboard.type('The winter market opens on Saturday.');
    await addBlock(page, 'Button');
    const dialog = page.getByRole('dialog', { name: 'Add a button' });
    await dialog.getByLabel('Button label').fill('Get tickets');
    await dialog.getByLabel('Button link').fill('example.com/tickets');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toBeHidden();
    const canvas = page.getByRole('region', { name: 'Email canvas' });
    await expect(canvas.getByLabel('Button link')).toHaveValue('https://example.com/tickets');
    await expectSaved(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  const [issue] = await api.get<Newsletter[]>('/newsletters/', { workspaceId, date: DATE });
  if (!issue) throw new Error('the issue was not saved');

  await test.step('the canvas draws the paragraph, heading and button exactly as the email does', async () => {
    const canvas = page.getByRole('region', { name: 'Email canvas' });
    const rendered = await api.get<{ html: string }>(`/newsletters/${issue.id}/render`, { workspaceId });
    const emailPage = await browser.newPage();
    await emailPage.setContent(rendered.html);
    expect(await lookOf(canvas.getByRole('textbox', { name: 'Paragraph text' }))).toEqual(
      await lookOf(emailPage.locator('p', { hasText: 'The winter market opens on Saturday.' })),
    );
    expect(await lookOf(canvas.getByRole('textbox', { name: 'Heading 1 text' }))).toEqual(
      await lookOf(emailPage.locator('h1', { hasText: 'Lights on the quay' })),
    );
    const emailButton = emailPage.getByRole('link', { name: 'Get tickets' });
    await expect(emailButton).toHaveAttribute('href', 'https://example.com/tickets');
    expect(await buttonLookOf(canvas.getByTestId('canvas-button'))).toEqual(await buttonLookOf(emailButton));
    await emailPage.close();
    await shootCanvas(page, 1440, (name) => testInfo.outputPath(name));
    await shootCanvas(page, 375, (name) => testInfo.outputPath(name));
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('schedule it, then edit it under the "Scheduled for …" banner', async () => {
    await api.post<Newsletter>(`/newsletters/${issue.id}/schedule/`, { workspaceId, time: '09:00' });
    await openBuilder(page, workspaceId, DATE);
    const banner = page.getByRole('status').filter({ hasText: 'Scheduled for' });
    await expect(banner).toHaveText(BANNER);
    const paragraph = page.getByRole('textbox', { name: 'Paragraph text' });
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Mulled cider at six.');
    await expectSaved(page);
    const [saved] = await api.get<Newsletter[]>('/newsletters/', { workspaceId, date: DATE });
    expect(saved?.status).toBe('scheduled');
    expect(JSON.stringify(saved?.document)).toContain('The winter market opens on Saturday. Mulled cider at six.');
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('insert an AI answer into the scheduled issue', async () => {
    await connectLlm(api, workspaceId, fake, llmKey);
    fake.script(llmKey, text(ANSWER.match(/\S+\s*/g) ?? [ANSWER]));
    await openAiChat(page, workspaceId);
    await messageInput(page).fill('What is on this week?');
    await messageInput(page).press('Enter');
    await expect(answers(page).first()).toContainText(ANSWER);
    await page.getByRole('button', { name: 'Insert into newsletter' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Insert into newsletter' });
    await dialog.getByLabel('Newsletter date').fill(DATE);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(
      page.getByText(`Answer added to the scheduled newsletter of ${DATE}. It goes out with it.`),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await openBuilder(page, workspaceId, DATE);
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toHaveText(BANNER);
    await expect(page.getByRole('textbox', { name: 'Paragraph text' }).last()).toHaveText(ANSWER);
  });

  await test.step('triage three submissions with J, A and R, without the mouse', async () => {
    const titles = ['Market day', 'Library fundraiser', 'Choir night'] as const;
    await partnerUploads(browser, api, workspaceId, titles);
    await openContentManager(page, workspaceId, 'RSS');
    await page.getByRole('tab', { name: /^Review queue/ }).click();
    await expect(page.getByRole('article', { name: titles[0] })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await triageThreeByKeyboard(page, titles);
  });

  // The console stays quiet: no forced-logout line on the first visit, no linkify warnings in the builder.
  expect(consoleLines.filter((line) => /Forced logout|linkifyjs/.test(line))).toEqual([]);
});
