import { chooseFromUserMenu, expect, logIn, registerVerifiedUser, test, userMenuButton } from '../fixtures/index';

test('an expired access token is refreshed silently', async ({ page, playwright, startProduct, newUser }) => {
  // Starting an instance of its own (a fresh embedded PostgreSQL) takes a while on a busy machine.
  test.setTimeout(120_000);
  // An instance of its own whose access tokens live 2 seconds.
  const product = await startProduct({ ACCESS_TOKEN_TTL: '2' });
  const api = await playwright.request.newContext({ baseURL: product.baseURL });
  let token: string | null = null;
  try {
    await registerVerifiedUser(api, newUser);

    await logIn(page, newUser, product.baseURL);
    await page.goto(new URL('/dashboard', product.baseURL).toString());
    await expect(userMenuButton(page)).toBeVisible();
    token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // The app stays open until the server refuses the stored token as expired: asked every 100 ms instead of
    // sleeping through the token's lifetime plus a margin for the clock's second-granular `exp`.
    const headers = { authorization: `Bearer ${token}` };
    await expect
      .poll(async () => (await api.get('/api/v1/me/', { headers })).status(), { intervals: [100], timeout: 10_000 })
      .toBe(498);
  } finally {
    await api.dispose();
  }

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
