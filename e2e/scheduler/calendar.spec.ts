import type { Newsletter, SaveNewsletterBody, UpdateWorkspaceScheduleBody } from '@newsletter-os/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { shoot } from '../fixtures/ad-sales';
import { blockingViolations, expect, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';
import { expectNoHorizontalOverflow, PHONE_WIDTH } from '../fixtures/layout';

// The /Scheduler flow: three planned issues on three days, one dragged and one moved with the keyboard "Move to…"
// picker (both still there after a reload), one scheduled a minute or two ahead that turns "Ready to send" without a
// reload, and axe on the month and list views; on a phone the month grid fits the screen.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function document(text: string): SaveNewsletterBody['document'] {
  return {
    schemaVersion: 1,
    blocks: [
      { id: 'heading', type: 'h1', content: [{ type: 'text', text: 'This week on the harbour' }] },
      { id: 'body', type: 'paragraph', content: [{ type: 'text', text }] },
    ],
  };
}

async function put(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.put(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

const dayCell = (page: Page, date: string): Locator => page.locator(`td[data-date="${date}"]`);
const issue = (scope: Page | Locator, title: string): Locator =>
  scope.getByTestId('calendar-issue').filter({ hasText: title });
const liveRegion = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Moved|Moving|not moved|Showing|Scheduled/ });

test('plan, drag, move with the keyboard, schedule and see it published', async ({
  page,
  request,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(240_000);
  const zone: UpdateWorkspaceScheduleBody = { workspaceId, timeZone: 'UTC', defaultSendTime: '09:00' };
  await put(request, publisher.api.token, '/workspace-schedule/', zone);

  // Three planned issues on three days of next month.
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const monthParam = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}`;
  const day = (n: number) => `${monthParam}-${pad(n)}`;
  const plans = [
    { title: 'Harbour weekly 1', date: day(10) },
    { title: 'Harbour weekly 2', date: day(12) },
    { title: 'Harbour weekly 3', date: day(20) },
  ];
  for (const plan of plans) {
    const body: SaveNewsletterBody = { workspaceId, ...plan, document: document(plan.title), status: 'planned' };
    await publisher.api.post<Newsletter>('/newsletters/', body);
  }

  await logIn(page, publisher.admin);
  await page.goto(`/Scheduler?workspaceId=${workspaceId}&month=${monthParam}&view=month`);
  await expect(page.getByRole('heading', { name: 'Scheduler', level: 1 })).toBeVisible();
  await expect(issue(dayCell(page, day(10)), 'Harbour weekly 1')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'scheduler-month');

  // On a phone the seven columns shrink to the screen: the page does not scroll sideways and every day is on it.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  await expectNoHorizontalOverflow(page);
  const rightEdges = await page
    .locator('td[data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
  expect(Math.max(...rightEdges)).toBeLessThanOrEqual(PHONE_WIDTH);
  await expect(page.getByRole('columnheader', { name: 'Saturday' })).toBeInViewport();
  await expect(issue(dayCell(page, day(10)), 'Harbour weekly 1').getByRole('link')).toHaveAccessibleName(
    'Harbour weekly 1',
  );
  await expect(page.getByRole('button', { name: 'Actions for Harbour weekly 1' })).toBeInViewport();
  expect(await blockingViolations(page)).toEqual([]);
  if (desktop) await page.setViewportSize(desktop);

  // Drag the first to the 14th.
  await issue(page, 'Harbour weekly 1').dragTo(dayCell(page, day(14)));
  await expect(liveRegion(page)).toContainText('Moved “Harbour weekly 1” to');
  await expect(issue(dayCell(page, day(14)), 'Harbour weekly 1')).toBeVisible();

  // Move the second to the 16th with the keyboard: actions menu, "Move to…", a date, Enter.
  await page.getByRole('button', { name: 'Actions for Harbour weekly 2' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move to…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move “Harbour weekly 2”' });
  await dialog.getByLabel('New date').fill(day(16));
  await dialog.getByLabel('New date').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(liveRegion(page)).toContainText('Moved “Harbour weekly 2” to');

  // A move onto a taken day is refused, rolled back and explained.
  await issue(page, 'Harbour weekly 3').dragTo(dayCell(page, day(16)));
  await expect(liveRegion(page)).toContainText('“Harbour weekly 3” was not moved: Another newsletter is already on');
  await expect(issue(dayCell(page, day(20)), 'Harbour weekly 3')).toBeVisible();

  await page.reload();
  await expect(issue(dayCell(page, day(14)), 'Harbour weekly 1')).toBeVisible();
  await expect(issue(dayCell(page, day(16)), 'Harbour weekly 2')).toBeVisible();
  await expect(issue(dayCell(page, day(20)), 'Harbour weekly 3')).toBeVisible();
  await expect(dayCell(page, day(10)).getByTestId('calendar-issue')).toHaveCount(0);

  // The list view of the same month.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(
    page.locator(`li[data-date="${day(16)}"]`).getByRole('link', { name: 'Harbour weekly 2' }),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Today's issue, scheduled for two minutes from now, becomes "Ready to send" while the page stays open.
  const sendAt = new Date(Date.now() + 2 * 60_000);
  const sendDay = isoDay(sendAt);
  const title = 'Harbour today';
  await publisher.api.post<Newsletter>('/newsletters/', {
    workspaceId,
    date: sendDay,
    title,
    subject: 'Harbour today',
    document: document('Ferry times change on Monday.'),
    status: 'planned',
  } satisfies SaveNewsletterBody);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  if (!sendDay.startsWith(isoDay(new Date()).slice(0, 7)))
    await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Schedule…' }).click();
  const schedule = page.getByRole('dialog', { name: `Schedule “${title}”` });
  await schedule.getByLabel('Send date').fill(sendDay);
  await schedule.getByLabel('Send time').fill(`${pad(sendAt.getUTCHours())}:${pad(sendAt.getUTCMinutes())}`);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(schedule).toBeHidden();
  const card = issue(dayCell(page, sendDay), title);
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('Ready to send', { timeout: 200_000 });
});
