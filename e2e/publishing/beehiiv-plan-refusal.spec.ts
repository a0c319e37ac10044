import type {
  CalendarMonth,
  Newsletter,
  RenderedNewsletterResponse,
  SaveNewsletterBody,
  UpdateNewsletterKeysBody,
  WorkspaceArchive,
} from '@newsletter-os/contracts';
import { publishEveryDay, shoot } from '../fixtures/ad-sales';
import { beehiivKey, SECOND_PUBLICATION } from '../fixtures/beehiiv';
import { blockingViolations, expect, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';

// Beehiiv's plan refusal is a path, not a dead end: the issue goes out on schedule to a Beehiiv whose plan cannot
// create posts; the calendar says so once, and the issue's page offers "Copy for Beehiiv" (the fragment lands on the
// clipboard) and the newsletter's RSS feed.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('a Beehiiv plan refusal leads to "Copy for Beehiiv" and the feed', async ({ page, publisher, workspaceId }) => {
  test.setTimeout(300_000);
  const headers = { authorization: `Bearer ${publisher.api.token}` };
  await publishEveryDay(page, publisher, workspaceId, '23:55');
  const keys: UpdateNewsletterKeysBody = { workspaceId, beehiivApiKey: await beehiivKey('no_post_creation') };
  expect((await page.request.patch('/api/v1/newsletter-keys/', { headers, data: keys })).status()).toBe(200);
  await publisher.api.post('/sync-workspace-publication-id/', { workspaceId, publicationId: SECOND_PUBLICATION });
  const slug = `harbour-${Date.now()}`;
  const archive = await page.request.put('/api/v1/workspace-archive/', {
    headers,
    data: { workspaceId, slug, visibility: 'public' },
  });
  expect(archive.status(), await archive.text()).toBe(200);
  const { data: archiveData } = (await archive.json()) as { data: WorkspaceArchive };

  const day = isoDay(new Date());
  const body: SaveNewsletterBody = {
    workspaceId,
    date: day,
    title: 'Harbour weekly',
    subject: 'Ferry times change on Monday',
    status: 'planned',
    document: {
      schemaVersion: 1,
      blocks: [
        { id: 'heading', type: 'h1', content: [{ type: 'text', text: 'This week on the harbour' }] },
        { id: 'body', type: 'paragraph', content: [{ type: 'text', text: 'The ferry leaves at seven.' }] },
      ],
    },
  };
  const issue = await publisher.api.post<Newsletter>('/newsletters/', body);

  await test.step('the issue goes out on schedule and Beehiiv refuses the post', async () => {
    // The next whole minute that is at least 30 s away: the scheduler refuses a time already passed.
    const sendAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const time = `${pad(sendAt.getUTCHours())}:${pad(sendAt.getUTCMinutes())}`;
    await publisher.api.post(`/newsletters/${issue.id}/schedule/`, { workspaceId, date: day, time });
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    await expect
      .poll(
        async () => {
          const calendar = await publisher.api.get<CalendarMonth>('/calendar/', { workspaceId, year, month });
          return calendar.days.find((d) => d.date === day)?.newsletters[0]?.status;
        },
        { timeout: 200_000, intervals: [2_000] },
      )
      .toBe('failed');
  });

  await logIn(page, publisher.admin);

  await test.step('the calendar says so once, with the way to the issue', async () => {
    await page.goto(`/Scheduler?workspaceId=${workspaceId}&month=${day.slice(0, 7)}&view=month`);
    await expect(page.getByRole('heading', { name: 'Scheduler', level: 1 })).toBeVisible({ timeout: 30_000 });
    const notice = page.getByText('Your Beehiiv plan cannot create posts through the API.', { exact: true });
    await expect(notice).toHaveCount(1);
    await expect(page.getByText(`The issue of ${longDay(day)} was not published.`, { exact: false })).toHaveCount(1);
    await expect(page.getByText('Beehiiv plan refused: use “Copy for Beehiiv”.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'scheduler-beehiiv-plan-refused');
    await page.getByRole('link', { name: `Open the issue of ${longDay(day)}` }).click();
  });

  await test.step('the issue offers "Copy for Beehiiv" and the feed', async () => {
    const banner = page.getByRole('region', {
      name: 'Beehiiv did not publish this issue: your plan cannot create posts through the API',
    });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(
      'Copy it for Beehiiv and paste it into a new Beehiiv post, or let Beehiiv import your feed.',
    );
    const feed = banner.getByRole('link', { name: String(archiveData.feedUrl) });
    await expect(feed).toHaveAttribute('href', `${new URL(page.url()).origin}/n/${slug}/feed.xml`);

    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await banner.getByRole('button', { name: 'Copy for Beehiiv' }).click();
    await expect(page.getByText('Copied for Beehiiv: paste it into a new Beehiiv post')).toBeVisible();
    const rendered = await publisher.api.get<RenderedNewsletterResponse>(`/newsletters/${issue.id}/render`, {
      workspaceId,
    });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(rendered.beehiiv.html);
    expect(copied).toContain('The ferry leaves at seven.');
    // Beehiiv adds its own "View in browser": the fragment carries none of ours.
    expect(copied).not.toContain('View in browser');

    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'builder-beehiiv-plan-refused');
  });
});
