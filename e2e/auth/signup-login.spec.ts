import {
  expect,
  logIn,
  openUserMenu,
  passwordField,
  signUp,
  submitLogin,
  test,
  userMenuButton,
} from '../fixtures/index';

test.describe('sign up and log in', () => {
  test('signs up, verifies the mailed code, logs in and reaches the shell', async ({ page, newUser }) => {
    const { code } = await signUp(page, newUser);
    expect(code).toMatch(/^\d{6}$/);
    await expect(page).not.toHaveURL(/\/(signup|otp-verification)/);

    // Start again as a visitor with nothing stored, and log in with the new account.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await logIn(page, newUser);
    // A new account has no business yet: the app sends it to onboarding, or straight to the dashboard.
    await expect(page).toHaveURL(/\/(onboarding|dashboard)/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.goto('/dashboard');
    await expect(userMenuButton(page)).toBeVisible();
    await openUserMenu(page);
    for (const item of ['Profile', 'Change Password', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
  });

  test('refuses a wrong password on the login screen', async ({ page, account }) => {
    await submitLogin(page, { email: account.email, password: `${account.password}-wrong` });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(passwordField(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
