import type { Newsletter, SaveNewsletterBody } from '@newsletter-os/contracts';
import { connectLlm, expect, test, text } from '../fixtures/ai';
import { blockingViolations } from '../fixtures/content';
import { withDatabase } from '../fixtures/database';
import { logIn } from '../fixtures/index';

// Issue 28: "Draft an issue" is offered in the builder too. It drafts from what is ready for the builder's day and
// fills the subject and preheader; the builder then shows the draft without a conflict.

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const DATE = '2031-05-09';

test('the builder drafts its day’s issue from what is ready, subject and preheader filled', async ({
  page,
  publisher,
  workspaceId,
  fake,
  llmKey,
}, testInfo) => {
  test.setTimeout(120_000);
  await connectLlm(publisher.api, workspaceId, fake, llmKey);
  const ids = await withDatabase(async (client) => {
    const inserted: string[] = [];
    for (const [title, hoursBefore] of [
      ['Ferry timetable changes', 2],
      ['Library opens on Sundays', 5],
    ] as const) {
      const result = await client.query<{ id: string }>(
        `insert into feed_items (workspace_id, feed_type, feed_status, title, summary, link, published_at)
         values ($1, 'rss', 'active', $2, 'Details inside.', $3, $4::timestamptz - make_interval(hours => $5))
         returning id`,
        [workspaceId, title, `https://gazette.example/${inserted.length}`, `${DATE}T00:00:00Z`, hoursBefore],
      );
      inserted.push(result.rows[0]?.id ?? '');
    }
    return inserted;
  });
  await publisher.api.post<Newsletter>('/newsletters/', {
    workspaceId,
    date: DATE,
    title: '',
    document: { schemaVersion: 1, blocks: [] },
  } satisfies SaveNewsletterBody);
  // With a key, the day's stories are first ranked by the assistant (one call, kept for the draft), then drafted.
  fake.script(
    llmKey,
    text([JSON.stringify({ order: [1, 2] })]),
    text([
      JSON.stringify({
        title: 'Harbour this week',
        subject: 'Ferries change, the library opens Sundays',
        preheader: 'Two things to know before the weekend',
        intro: 'Two changes worth knowing about.',
        stories: ids.map((itemId, index) => ({
          itemId,
          headline: index === 0 ? 'New ferry times' : 'Sunday library',
          summary: 'As reported.',
        })),
      }),
    ]),
  );

  await logIn(page, publisher.admin);
  await page.goto(`/newsletter-builder?workspaceId=${workspaceId}&date=${DATE}`);
  await page.getByRole('button', { name: 'Draft an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft an issue with AI' });
  await expect(dialog.getByText('From 2 selected items (articles and events; ads are left out).')).toBeVisible();
  await expect(dialog.getByLabel('Newsletter date')).toHaveValue(DATE);
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Draft issue' }).click();
  await expect(dialog.getByText(`Draft added to the newsletter of ${DATE}: 3 blocks.`)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath('builder-draft-done-1440.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.getByLabel('Email subject')).toHaveValue('Ferries change, the library opens Sundays');
  await expect(page.getByLabel('Preheader')).toHaveValue('Two things to know before the weekend');
  await expect(page.getByRole('region', { name: 'Email canvas' })).toContainText('New ferry times');
  await expect(page.getByTestId('save-status')).not.toContainText('changed elsewhere');
});
