import type { Envelope, Workspace } from '@newsletter-os/contracts';
import type { Browser, Page, Response } from '@playwright/test';
import { type Credentials, expect, newCredentials, readMail, signUp, test } from '../fixtures/index';
import {
  expectWorkspaceSelected,
  INVITATION_SUBJECT,
  mainNav,
  openSettingsTab,
  sidebarItems,
  switchWorkspace,
  workspaceDropdown,
  workspaceDropdownLabel,
  workspaceIdInUrl,
  workspaceMenu,
} from '../fixtures/workspaces';

const FIRST = 'Harbour Weekly';
const SECOND = 'Valley Digest';
const THIRD = 'Coast Bulletin';

const isWorkspaceRegister = (url: URL) => url.pathname === '/api/v1/workspace-register/';

/** The newsletters a POST /workspace-register/ answered with. */
async function createdWorkspaces(response: Promise<Response>): Promise<Workspace[]> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Envelope<Workspace[]>).data;
}

function waitForWorkspaceRegister(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => isWorkspaceRegister(new URL(response.url())) && response.request().method() === 'POST',
  );
}

/** Settings → Users → Invite users: one address with a user type, member of the given newsletters. */
async function invite(page: Page, email: string, userType: 'partner' | 'user', newsletters: string[]) {
  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email addresses').fill(email);
  const type = dialog.getByLabel('User type');
  // The selector starts blank (docs/product-spec.md section 3 "Selector choices").
  await expect(type.locator('option').first()).toHaveText('Select type');
  await type.selectOption(userType);
  for (const name of newsletters) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
}

/** The link of the invitation mailed to `email`, on a line of its own in the text part. */
async function invitationLink(email: string, since: number): Promise<string> {
  const mail = await readMail(email, { subject: INVITATION_SUBJECT, since });
  const link = /^\s*(https?:\/\/\S+\/accept-invitation\?token=\S+)\s*$/m.exec(mail.text)?.[1];
  if (!link) throw new Error(`No invitation link in the mail to ${email}:\n${mail.text}`);
  return link;
}

/** Opens the mailed link in a fresh browser (nobody signed in) and joins with a name and a password. */
async function acceptInvitation(browser: Browser, link: string, invitee: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await expect(page.getByText(invitee.email, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(invitee.name);
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL((url) => url.pathname !== '/accept-invitation');
  return page;
}

test.describe('businesses, newsletters and the team', () => {
  test('an admin sets up two newsletters, switches, adds a third and invites a partner and a user', async ({
    page,
    browser,
    newUser,
  }) => {
    // Sign-up, onboarding, three newsletters and two invitations accepted in other browsers.
    test.setTimeout(180_000);
    let first: Workspace | undefined;
    let second: Workspace | undefined;
    let third: Workspace | undefined;

    await test.step('sign up and register the business', async () => {
      await signUp(page, newUser);
      await expect(page).toHaveURL(/\/onboarding/);
      await page.getByRole('link', { name: 'Get started' }).click();
      await expect(page).toHaveURL(/\/bussiness-register/);
      await page.getByLabel('Business name').fill(`E2E Press ${newUser.email.slice(4, 14)}`);
      await page.getByRole('button', { name: 'Continue' }).click();
    });

    await test.step('create the first two newsletters', async () => {
      await page.getByLabel('Newsletter 1 name').fill(FIRST);
      await page.getByRole('button', { name: 'Add another newsletter' }).click();
      await page.getByLabel('Newsletter 2 name').fill(SECOND);
      const response = waitForWorkspaceRegister(page);
      await page.getByRole('button', { name: 'Create newsletters' }).click();
      const created = await createdWorkspaces(response);
      first = created.find((w) => w.name === FIRST);
      second = created.find((w) => w.name === SECOND);
      expect(first && second).toBeTruthy();

      // Inviting is the last, skippable step; the team is invited later from Settings.
      await expect(page).toHaveURL(/\/invite-users/);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      expect(await page.evaluate(() => localStorage.getItem('onboardingComplete'))).toBe('true');
    });
    if (!first || !second) throw new Error('the newsletters were not created');

    await test.step('switch between the newsletters: the URL follows and a reload keeps the choice', async () => {
      await expect(workspaceDropdownLabel(page)).not.toHaveText('Loading...');
      const initiallySelected = workspaceIdInUrl(page);
      expect([first?.workspaceId, second?.workspaceId]).toContain(initiallySelected);
      const [from, to] = initiallySelected === first?.workspaceId ? [first, second] : [second, first];
      if (!from || !to) throw new Error('unreachable');
      await expectWorkspaceSelected(page, from);

      await switchWorkspace(page, to.name);
      await expectWorkspaceSelected(page, to);
      await page.reload();
      await expectWorkspaceSelected(page, to);

      await switchWorkspace(page, from.name);
      await expectWorkspaceSelected(page, from);
      await page.reload();
      await expectWorkspaceSelected(page, from);
    });

    await test.step("add a third newsletter from the dropdown: 'Creating...' then it is selected", async () => {
      // Hold the request until 'Creating...' has been seen, so the saving state is observed, not raced.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(isWorkspaceRegister, async (route) => {
        await released;
        await route.continue();
      });

      await workspaceDropdown(page).click();
      await workspaceMenu(page).getByRole('menuitem', { name: 'Add Newsletter' }).click();
      const input = page.getByPlaceholder('Enter newsletter name...');
      await expect(input).toBeFocused();
      await input.fill(THIRD);
      const response = waitForWorkspaceRegister(page);
      await input.press('Enter');
      await expect(page.getByText('Creating...')).toBeVisible();
      release();
      [third] = await createdWorkspaces(response);
      await page.unroute(isWorkspaceRegister);

      expect(third?.name).toBe(THIRD);
      if (!third) throw new Error('the third newsletter was not created');
      await expectWorkspaceSelected(page, third);
      await expect(workspaceMenu(page)).toBeHidden();

      // All three are offered now.
      await workspaceDropdown(page).click();
      for (const name of [FIRST, SECOND, THIRD]) {
        await expect(workspaceMenu(page).getByRole('menuitemradio', { name, exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(workspaceMenu(page)).toBeHidden();
    });
    if (!third) throw new Error('the third newsletter was not created');

    const partner = newCredentials('partner');
    const member = newCredentials('member');
    let partnerLink = '';
    let memberLink = '';

    await test.step('invite a partner and a user from Settings → Users', async () => {
      await openSettingsTab(page, 'Users');
      const since = Date.now();
      await invite(page, partner.email, 'partner', [THIRD]);
      await invite(page, member.email, 'user', [FIRST, THIRD]);
      partnerLink = await invitationLink(partner.email, since);
      memberLink = await invitationLink(member.email, since);
    });

    await test.step('the partner accepts from the mailed link and sees only Content Upload and Content History', async () => {
      const partnerPage = await acceptInvitation(browser, partnerLink, partner);
      try {
        await expect(partnerPage).toHaveURL(/\/content-upload-portal/);
        expect(await sidebarItems(partnerPage)).toEqual(['Content Upload', 'Content History']);
        // The partner works in the newsletter they were invited to.
        await expect(workspaceDropdownLabel(partnerPage)).toHaveText(THIRD);
        // Screens outside the partner menu send them back to its first item.
        await partnerPage.goto('/settings');
        await expect(partnerPage).toHaveURL(/\/content-upload-portal/);
      } finally {
        await partnerPage.context().close();
      }
    });

    await test.step('the user accepts and sees no Settings', async () => {
      const memberPage = await acceptInvitation(browser, memberLink, member);
      try {
        await expect(memberPage).toHaveURL(/\/dashboard/);
        const items = await sidebarItems(memberPage);
        expect(items).toEqual(['Dashboard', 'Newsletter Builder', 'AI Chats', 'Content Manager', 'Scheduler']);
        await expect(mainNav(memberPage).getByRole('link', { name: 'Settings' })).toHaveCount(0);
        await memberPage.goto('/settings');
        await expect(memberPage).toHaveURL(/\/dashboard/);
        await expect(memberPage.getByRole('tab', { name: 'Users' })).toHaveCount(0);
      } finally {
        await memberPage.context().close();
      }
    });
  });
});
