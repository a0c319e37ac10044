import type { ChangePasswordBody } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import { NEWSLETTER, openSettings, test } from '../fixtures/content';
import { emailField, expect, logIn, loginButton, passwordField } from '../fixtures/index';
import { apiLogin, expectWorkspaceSelected } from '../fixtures/workspaces';

/** The spec's texts (section 8). */
const SESSION_EXPIRED = 'Session expired. Please login again.';
const NETWORK_ERROR = 'Network error. Please check your connection.';

/** Fills the login screen the page is on (keeping its query, unlike a fresh visit to /login). */
async function logInHere(page: Page, user: { email: string; password: string }) {
  await emailField(page).fill(user.email);
  await passwordField(page).fill(user.password);
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test.describe('after login the user returns to the page they asked for', () => {
  test('a protected page opened while signed out comes back after login', async ({ page, publisher, workspaceId }) => {
    await page.goto(`/settings?tab=tags&workspaceId=${workspaceId}`);
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Ftab%3Dtags/);
    await expect(page).toHaveTitle('Log in · Newsletter OS');
    await logInHere(page, publisher.admin);
    await expect(page).toHaveURL(new RegExp(`/settings\\?tab=tags&workspaceId=${workspaceId}$`));
    await expect(page.getByRole('tab', { name: 'Tags', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(`Settings · ${NEWSLETTER} · Newsletter OS`);
  });

  for (const attempt of [
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/%09/evil.example',
    'javascript:alert(document.domain)',
  ]) {
    test(`a login link pointing elsewhere (${attempt}) lands on the dashboard`, async ({
      page,
      publisher,
      baseURL,
    }) => {
      await page.goto(`/login?next=${encodeURIComponent(attempt)}`);
      await logInHere(page, publisher.admin);
      await expect(page).toHaveURL(/\/dashboard/);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    });
  }
});

test.describe('messages', () => {
  test('a session ended by a password change elsewhere says the spec’s words, never the server’s', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    const elsewhere = await apiLogin(page.request, publisher.admin);
    const change: ChangePasswordBody = { currentPassword: publisher.admin.password, newPassword: 'Another-pass-42' };
    await elsewhere.post('/change-password/', change);

    // The next call of this tab is refused: the session is over.
    await page.goto(`/settings?tab=tags&workspaceId=${workspaceId}`);
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1);
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings/);
    // Signing in again returns to the screen the user was on, in the same newsletter.
    await logInHere(page, { email: publisher.admin.email, password: 'Another-pass-42' });
    await expect(page).toHaveURL(/\/settings/);
    await expectWorkspaceSelected(page, { workspaceId, name: NEWSLETTER });
  });

  test('a tag that cannot be sent says it is a network error, once', async ({ contentPage: page, workspaceId }) => {
    await openSettings(page, workspaceId, 'tags');
    await page.getByRole('button', { name: 'New tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByLabel('Tag name').fill('Harbour');
    await page.route('**/api/v1/tags/', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await expect(page.getByText(NETWORK_ERROR)).toHaveCount(1);
  });

  test('a list that fails shows its error once, inline, without toasts on top', async ({
    contentPage: page,
    workspaceId,
  }) => {
    let failedRequests = 0;
    await page.route('**/api/v1/feeds/list/**', (route) => {
      failedRequests += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ meta: { code: 0, message: 'The content store is unavailable' }, data: null }),
      });
    });
    await page.goto(`/content-manager?workspaceId=${workspaceId}`);
    await expect(page.getByText('The content store is unavailable')).toHaveCount(1);
    // The first request and the query's one retry (app/providers.tsx) have both failed: still one message. Waiting
    // for the requests themselves, not for a fixed time, holds however slow the machine is.
    await expect.poll(() => failedRequests).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('The content store is unavailable')).toHaveCount(1);
  });

  test('every screen names itself in the title', async ({ page, publisher }) => {
    await logIn(page, publisher.admin);
    await page.goto('/profile');
    await expect(page).toHaveTitle(`Profile · ${NEWSLETTER} · Newsletter OS`);
    await page.goto('/content-manager');
    await expect(page).toHaveTitle(`Content Manager · ${NEWSLETTER} · Newsletter OS`);
  });
});
