import { randomUUID } from 'node:crypto';
import type { Newsletter } from '@newsletter-os/contracts';
import { logIn } from '../fixtures/auth';
import { expectSaved, ISSUE_DATE, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, solidPng, test } from '../fixtures/content';

// The issue on the web: its thumbnail chosen among its pictures (the advertiser's marked "Ad", never the default) and
// the switch that keeps our header and footer in the Beehiiv body, saved with the issue.

const IMAGES = 'https://images.harbour.example';
const feedBlock = (id: string, type: 'ad' | 'article', title: string, imageUrl: string) => ({
  id,
  type,
  contentType: 'feed',
  sourceItemId: randomUUID(),
  snapshotAt: '2026-06-01T08:00:00.000Z',
  sourceUpdatedAt: '2026-06-01T08:00:00.000Z',
  snapshot: { title, imageUrl, link: 'https://harbour.example/story' },
});

test('the thumbnail is picked among the issue pictures, ads marked, and the Beehiiv header switch is saved', async ({
  page,
  publisher,
  workspaceId,
}, testInfo) => {
  // An axe scan and two screenshots besides the flow: more than a minute on a busy machine.
  test.setTimeout(150_000);
  // The pictures come from an image host the test answers itself, each in its own colour.
  const colours: Record<string, [number, number, number]> = {
    'bakery.png': [180, 90, 30],
    'ferry.png': [20, 110, 150],
    'lighthouse.png': [200, 60, 60],
  };
  await page.route(`${IMAGES}/**`, (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: solidPng(160, 100, colours[route.request().url().split('/').pop() ?? ''] ?? [0, 0, 0]),
    }),
  );
  await publisher.api.post('/newsletters/', {
    workspaceId,
    date: ISSUE_DATE,
    title: 'Harbour Weekly',
    subject: 'Ferries run late on Sunday',
    document: {
      schemaVersion: 1,
      blocks: [
        feedBlock('ad', 'ad', 'Fresh bread at the harbour bakery', `${IMAGES}/bakery.png`),
        feedBlock('ferry', 'article', 'Ferries run late on Sunday', `${IMAGES}/ferry.png`),
        feedBlock('light', 'article', 'The lighthouse opens its doors', `${IMAGES}/lighthouse.png`),
      ],
    },
  });

  await logIn(page, publisher.admin);
  await openBuilder(page, workspaceId);
  const group = page.getByRole('group', { name: 'Thumbnail on the web' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByText('Ad', { exact: true })).toHaveCount(1);
  // The advertiser's banner comes first in the issue but is not the default picture.
  await expect(group.getByRole('radio', { name: 'Ferries run late on Sunday' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Web title' })).toHaveAttribute(
    'placeholder',
    'Ferries run late on Sunday',
  );

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(group.getByRole('radio', { name: 'Ferries run late on Sunday' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`builder-web-fields-${width}.png`) });
  }
  expect(await blockingViolations(page)).toEqual([]);

  await group.getByRole('radio', { name: 'The lighthouse opens its doors' }).check();
  await page
    .getByRole('switch', { name: 'Include our header and footer in the Beehiiv body (Beehiiv adds its own)' })
    .check();
  await expectSaved(page);
  const [saved] = await publisher.api.get<Newsletter[]>('/newsletters/', { workspaceId, date: ISSUE_DATE });
  expect(saved).toMatchObject({
    webTitle: null,
    thumbnailUrl: `${IMAGES}/lighthouse.png`,
    beehiivHeaderFooter: true,
  });

  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview and send' });
  await dialog.getByRole('tab', { name: 'As Beehiiv will send it' }).click();
  await expect(dialog.getByRole('img', { name: "The post's thumbnail" })).toHaveAttribute(
    'src',
    `${IMAGES}/lighthouse.png`,
  );
  // (The tab itself is scanned by axe in the builder's preview flow.)
  await expect(dialog.getByText(/your logo header and address footer are kept too, as this issue asks/)).toBeVisible();
});
