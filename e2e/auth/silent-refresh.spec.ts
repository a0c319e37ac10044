import { chooseFromUserMenu, expect, logIn, registerVerifiedUser, test, userMenuButton } from '../fixtures/index';

/** Seconds since the epoch at which a JWT expires (read locally, as the client does). */
function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}

test('an expired access token is refreshed silently', async ({ page, playwright, startProduct, newUser }) => {
  // Starting an instance of its own (a fresh embedded PostgreSQL) takes a while on a busy machine.
  test.setTimeout(120_000);
  // An instance of its own whose access tokens live 3 seconds.
  const product = await startProduct({ ACCESS_TOKEN_TTL: '3' });
  const api = await playwright.request.newContext({ baseURL: product.baseURL });
  try {
    await registerVerifiedUser(api, newUser);
  } finally {
    await api.dispose();
  }

  await logIn(page, newUser, product.baseURL);
  await page.goto(new URL('/dashboard', product.baseURL).toString());
  await expect(userMenuButton(page)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Let the access token expire while the app stays open.
  const waitMs = expiryOf(token ?? '') * 1000 - Date.now() + 1_000;
  await page.waitForTimeout(Math.max(waitMs, 0));

  // Navigating within the app fetches the profile: 498 → one /refresh-token/ call → the retried fetch succeeds.
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/refresh-token'));
  const profile = page.waitForResponse((r) => r.url().includes('/api/v1/me') && r.status() === 200);
  await chooseFromUserMenu(page, 'Profile');
  expect((await refreshed).status()).toBe(200);
  await profile;

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(newUser.email)).toBeVisible();
  const renewed = await page.evaluate(() => localStorage.getItem('token'));
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(token);
});
