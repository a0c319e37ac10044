import type { InviteUsersBody } from '@newsletter-os/contracts';
import { blockingViolations, expect, NEWSLETTER, test } from '../fixtures/content';
import { newCredentials, readMail } from '../fixtures/index';
import { INVITATION_SUBJECT } from '../fixtures/workspaces';

/**
 * The axe sweep of the screens outside the content manager, settings and the auth forms (those have their own
 * specs): every other screen a user reaches is scanned here, so each screen of the product is covered.
 */
test.describe('accessibility of the account and shell screens', () => {
  test('profile, change password, dashboard and the not-found screen', async ({ contentPage: page }) => {
    const problems: string[] = [];
    const screens: [string, string][] = [
      ['/profile', 'Profile'],
      ['/change-password', 'Change Password'],
      ['/dashboard', 'Dashboard'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · ${NEWSLETTER} · Newsletter OS`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      problems.push(...(await blockingViolations(page)).map((line) => `[${path}] ${line}`));
    }
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    problems.push(...(await blockingViolations(page)).map((line) => `[/not-found] ${line}`));
    expect(problems).toEqual([]);
  });

  test('accept invitation, for a live link and a dead one', async ({ browser, publisher, workspaceId }, testInfo) => {
    const invitee = newCredentials('axe-invitee');
    const since = Date.now();
    const body: InviteUsersBody = { emails: [invitee.email], userType: 'user', workspaces: [workspaceId] };
    await publisher.api.post('/invite-users/', body);
    const mail = await readMail(invitee.email, { subject: INVITATION_SUBJECT, since });
    const link = /^\s*(https?:\/\/\S+\/accept-invitation\?token=\S+)\s*$/m.exec(mail.text)?.[1];
    if (!link) throw new Error('no invitation link in the mail');

    // A visitor without a session, as the invitee arrives.
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
    await expect(page.getByText(invitee.email, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Accept invitation · Newsletter OS');
    // The invitation names the newsletter it is for.
    await expect(page.getByRole('term').filter({ hasText: 'Newsletter' })).toBeVisible();
    await expect(page.getByText(/^You have been invited to work on \S.* as a User\.$/)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('accept-invitation-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('accept-invitation-1440.png'), fullPage: true });
    problems.push(...(await blockingViolations(page)).map((line) => `[live link] ${line}`));

    await page.goto('/accept-invitation?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    problems.push(...(await blockingViolations(page)).map((line) => `[dead link] ${line}`));
    await context.close();
    expect(problems).toEqual([]);
  });
});
