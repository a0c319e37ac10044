import { blockingViolations, expect, openSettings, test } from '../fixtures/content';
import { withDatabase } from '../fixtures/database';

const EMAIL = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>x</title>
<style>.wrap{max-width:600px;margin:0 auto;font-family:Georgia,serif}</style></head>
<body style="margin:0;background:#f3f4f6"><div class="wrap" style="background:#fff;padding:24px">
<h1 style="color:#111827">The ferry is back</h1><p style="color:#374151">Timetables and fares for the week.</p>
</div></body></html>`;

test.describe('Settings → Archive and feed, and the public pages', () => {
  test('sets a public archive; the index and an issue page read well at 375 and 1440 with their tags', async ({
    contentPage: page,
    workspaceId,
  }, testInfo) => {
    const slug = `harbour-${workspaceId.slice(0, 8)}`;
    await openSettings(page, workspaceId, 'publishing');
    // The innermost section under its heading (the settings tab's own region holds it).
    const section = page
      .locator('section', { has: page.getByRole('heading', { name: 'Archive and feed', level: 2 }) })
      .last();
    await expect(
      section.getByText('A web page for every sent issue, and an RSS feed any email service can send from.'),
    ).toBeVisible();
    await expect(section.getByText('The archive is off: no page or feed is served.')).toBeVisible();
    await section.getByLabel('Address').fill('Harbour Weekly!');
    await section.getByRole('radio', { name: /^Public/ }).check();
    await section.getByRole('button', { name: 'Save archive' }).click();
    await expect(
      section.getByText('slug may use letters, digits and hyphens between them (for example harbour-weekly)'),
    ).toBeVisible();
    await section.getByLabel('Address').fill(slug);
    await section.getByRole('button', { name: 'Save archive' }).click();
    await expect(page.getByText('Archive saved')).toBeVisible();
    const feedLink = section.getByRole('link', { name: /\/feed\.xml$/ });
    await expect(feedLink).toHaveAttribute('href', new RegExp(`/n/${slug}/feed\\.xml$`));
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`settings-archive-${width}.png`), fullPage: true });
    }

    // An issue that went out yesterday, as the publish job leaves it (the sent HTML stored once).
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into newsletters (workspace_id, issue_date, title, subject, preheader, document, style, status, scheduled_at)
         values ($1, $2, 'Week 48', 'The ferry is back', 'Timetables and fares inside', '{"blocks":[]}', '{}', 'published', now() - interval '1 day')
         returning id`,
        [workspaceId, day],
      );
      await db.query(
        `insert into newsletter_publications (workspace_id, newsletter_id, newsletter_version, subject, html, text, handoff)
         values ($1, $2, 1, 'The ferry is back', $3, 'The ferry is back', 'ready-to-send')`,
        [workspaceId, rows[0]?.id, EMAIL],
      );
    });

    await page.goto(`/n/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      new RegExp(`/n/${slug}/feed\\.xml$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /: all issues$/);
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`archive-index-${width}.png`), fullPage: true });
    }

    await page.getByRole('link', { name: 'The ferry is back' }).click();
    await expect(page).toHaveURL(new RegExp(`/n/${slug}/${day}$`));
    await expect(page.getByRole('heading', { name: 'The ferry is back' })).toBeVisible();
    await expect(page).toHaveTitle('The ferry is back');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'The ferry is back');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Timetables and fares inside',
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/n/${slug}/${day}$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'The ferry is back' });
    await expect(page.getByRole('link', { name: /^All issues of / })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`archive-issue-${width}.png`), fullPage: true });
    }
  });
});
