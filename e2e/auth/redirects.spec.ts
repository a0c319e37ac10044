import { expect, test } from '../fixtures/index';

test.describe('redirects without a stored token', () => {
  for (const path of ['/', '/no/such/page']) {
    test(`${path} → /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  // A protected screen is remembered, so signing in returns to it.
  for (const path of ['/dashboard', '/profile']) {
    test(`${path} → /login?next=${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    });
  }
});

test.describe('redirects with a stored token', () => {
  test('an unknown path → /dashboard', async ({ loggedInPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a public-only screen bounces to /dashboard', async ({ loggedInPage: page }) => {
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
