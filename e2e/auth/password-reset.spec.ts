import {
  codeFromMail,
  emailField,
  enterCode,
  expect,
  fillNewPassword,
  logIn,
  RESET_SUBJECT,
  readMail,
  submitLogin,
  test,
} from '../fixtures/index';

test('forgot password → reset with the mailed code → log in with the new password', async ({ page, account }) => {
  const newPassword = `${account.password}-reset`;
  await page.goto('/forgot-password');
  await emailField(page).fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: /send|reset|continue/i }).click();

  const code = codeFromMail(await readMail(account.email, { subject: RESET_SUBJECT, since }));
  await expect(page).toHaveURL(/\/reset-password/);
  // The reset screen may carry the address over from the previous step; type it when it does not.
  const email = emailField(page);
  if ((await email.count()) && !(await email.inputValue())) await email.fill(account.email);
  await enterCode(page, code);
  await fillNewPassword(page, newPassword);
  const reset = page.waitForResponse((r) => r.url().includes('/api/v1/reset-password'));
  await page.getByRole('button', { name: /reset|save|update|submit/i }).click();
  expect((await reset).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);

  // The old password is gone; the new one works.
  await submitLogin(page, account);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/(onboarding|dashboard)/);
});
