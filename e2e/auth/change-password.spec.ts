import type { Page } from '@playwright/test';
import {
  chooseFromUserMenu,
  currentPasswordField,
  expect,
  fillNewPassword,
  logIn,
  submitLogin,
  test,
  userMenuButton,
} from '../fixtures/index';

const changeButton = (page: Page) => page.getByRole('button', { name: /change password|update password|save/i });

test.describe('change password from the user menu', () => {
  test('changes it, keeps this tab logged in, and only the new password logs in', async ({
    loggedInPage: page,
    account,
  }) => {
    const newPassword = `${account.password}-changed`;
    await chooseFromUserMenu(page, 'Change Password');
    await expect(page).toHaveURL(/\/change-password/);

    await currentPasswordField(page).fill(account.password);
    await fillNewPassword(page, newPassword);
    const changed = page.waitForResponse((r) => r.url().includes('/api/v1/change-password'));
    await changeButton(page).click();
    expect((await changed).status()).toBe(200);

    // The answer carries a fresh session: this tab stays in the shell.
    await page.goto('/dashboard');
    await expect(userMenuButton(page)).toBeVisible();

    await chooseFromUserMenu(page, 'Logout');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await logIn(page, { email: account.email, password: newPassword });
    await expect(page).toHaveURL(/\/(onboarding|dashboard)/);
  });

  test('refuses a wrong current password', async ({ loggedInPage: page, account }) => {
    await page.goto('/change-password');
    await currentPasswordField(page).fill(`${account.password}-wrong`);
    await fillNewPassword(page, `${account.password}-changed`);
    const changed = page.waitForResponse((r) => r.url().includes('/api/v1/change-password'));
    await changeButton(page).click();
    expect((await changed).status()).toBe(400);
    await expect(page).toHaveURL(/\/change-password/);
    await expect(userMenuButton(page)).toBeVisible();
  });
});
