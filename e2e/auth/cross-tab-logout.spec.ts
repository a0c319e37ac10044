import { chooseFromUserMenu, expect, test, userMenuButton } from '../fixtures/index';

test('logging out in one tab logs out the other', async ({ loggedInPage, context }) => {
  // A second tab of the same browser profile shares the stored session.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(userMenuButton(other)).toBeVisible();

  await chooseFromUserMenu(loggedInPage, 'Logout');
  await expect(loggedInPage).toHaveURL(/\/login$/);
  expect(await loggedInPage.evaluate(() => sessionStorage.getItem('normalLogout'))).toBeTruthy();

  // The other tab hears the storage change and leaves without a reload. When a request of its own meets the ended
  // session first, the session-ended path answers instead and keeps the page to return to: both end at the login.
  await expect(other).toHaveURL(/\/login(\?next=%2Fdashboard)?$/);
  expect(await other.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([
    null,
    null,
  ]);
});
