import AxeBuilder from '@axe-core/playwright';
import { expect, test, uniqueEmail } from '../fixtures/index';

const email = encodeURIComponent(uniqueEmail('axe'));
const screens = [
  '/login',
  '/signup',
  '/forgot-password',
  `/reset-password?email=${email}`,
  `/otp-verification?email=${email}`,
];

test.describe('accessibility of the auth screens', () => {
  for (const screen of screens) {
    const pathname = screen.split('?')[0] ?? screen;
    test(`${pathname} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(screen);
      // Scan the screen itself: it has rendered its form and has not redirected elsewhere.
      await expect(page.getByRole('button').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(pathname);

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(blocking).toEqual([]);
    });
  }
});
