import { randomUUID } from 'node:crypto';
import type { Workspace } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import {
  chooseFromUserMenu,
  expect,
  logIn,
  newCredentials,
  registerVerifiedUser,
  signUp,
  test,
} from '../fixtures/index';
import { createPublisher, expectWorkspaceSelected, type Publisher, switchWorkspace } from '../fixtures/workspaces';

/**
 * The current newsletter never changes behind the user's back: the URL's workspaceId wins when the user has it,
 * otherwise the newsletter they last worked in (kept per user in the browser), otherwise the first of the list.
 */

const OLDER = 'Millbrook Weekly';
const NEWER = 'Harbor Notes';

/** Two newsletters; the list shows the newest first, so without a memory NEWER would be selected. */
async function twoNewsletters(request: Parameters<typeof createPublisher>[0], tag: string) {
  const admin = newCredentials(tag);
  await registerVerifiedUser(request, admin);
  const publisher = await createPublisher(request, admin, `E2E Gazette ${admin.email.slice(4, 14)}`, [OLDER]);
  // A second call, so the two have distinct creation times and the order of the list is certain.
  const [newer] = await publisher.api.post<Workspace[]>('/workspace-register/', { workspaces: [NEWER] });
  const older = publisher.workspaces[0];
  if (!older || !newer) throw new Error('the newsletters were not created');
  return { publisher, older, newer };
}

const rememberedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('selectedWorkspace:')));

/** Signs in and works in the older newsletter, which is not the list's first. */
async function workInOlder(page: Page, publisher: Publisher, older: Workspace, newer: Workspace) {
  await logIn(page, publisher.admin);
  await page.goto('/dashboard');
  await expectWorkspaceSelected(page, newer);
  await switchWorkspace(page, older.name);
  await expectWorkspaceSelected(page, older);
}

test.describe('the current newsletter', () => {
  test('a typed URL without workspaceId keeps the newsletter the user works in', async ({ page, request }) => {
    const { publisher, older, newer } = await twoNewsletters(request, 'typed');
    await workInOlder(page, publisher, older, newer);
    await page.goto('/content-manager');
    await expectWorkspaceSelected(page, older);
    await expect(page).toHaveTitle(`Content Manager · ${OLDER} · Newsletter OS`);
  });

  test('a bookmark naming another of the user’s newsletters selects it, and it is remembered', async ({
    page,
    request,
  }) => {
    const { publisher, older, newer } = await twoNewsletters(request, 'bookmark');
    await workInOlder(page, publisher, older, newer);
    await page.goto(`/settings?tab=tags&workspaceId=${newer.workspaceId}`);
    await expectWorkspaceSelected(page, newer);
    await page.goto('/content-manager');
    await expectWorkspaceSelected(page, newer);
  });

  test('an unknown workspaceId falls back to the remembered newsletter', async ({ page, request }) => {
    const { publisher, older, newer } = await twoNewsletters(request, 'unknown');
    await workInOlder(page, publisher, older, newer);
    await page.goto(`/content-manager?workspaceId=${randomUUID()}`);
    await expectWorkspaceSelected(page, older);
  });

  test('signing in again after the session ended continues in the same newsletter', async ({ page, request }) => {
    const { publisher, older, newer } = await twoNewsletters(request, 'relogin');
    await workInOlder(page, publisher, older, newer);
    // The session ends without a logout (expired, or removed in another tab).
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('userData');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, publisher.admin);
    await expectWorkspaceSelected(page, older);
  });

  test('after onboarding the first newsletter the user created is selected', async ({ page, newUser }) => {
    test.setTimeout(90_000);
    await signUp(page, newUser);
    await expect(page).toHaveURL(/\/onboarding/);
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.getByLabel('Business name').fill(`E2E Onboarded ${newUser.email.slice(4, 14)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Newsletter 1 name').fill(OLDER);
    await page.getByRole('button', { name: 'Add another newsletter' }).click();
    await page.getByLabel('Newsletter 2 name').fill(NEWER);
    await page.getByRole('button', { name: 'Create newsletters' }).click();
    await expect(page).toHaveURL(/\/invite-users/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId('workspace-dropdown-label')).toHaveText(OLDER);
  });

  test('logout forgets the newsletter: the next login starts at the first of the list', async ({ page, request }) => {
    const { publisher, older, newer } = await twoNewsletters(request, 'logout');
    await workInOlder(page, publisher, older, newer);
    expect(await rememberedKeys(page)).toHaveLength(1);
    await chooseFromUserMenu(page, 'Logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await rememberedKeys(page)).toEqual([]);
    await logIn(page, publisher.admin);
    await expectWorkspaceSelected(page, newer);
  });
});
