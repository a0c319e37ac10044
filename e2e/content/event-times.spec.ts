import type { FeedItem, UpdateWorkspaceScheduleBody } from '@newsletter-os/contracts';
import {
  blockingViolations,
  createButton,
  expect,
  expectTitles,
  itemCard,
  openContentManager,
  test,
} from '../fixtures/content';

// The publisher's browser is in Los Angeles, the newsletter in Chicago: the Events tab and the event dialog are on
// Chicago's clock (an 18:30 concert there is 16:30 in Los Angeles).
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

const CONCERT = 'Winter concert in the park';
const QUIZ = 'Pub quiz night';

test('event times are shown and entered on the newsletter’s clock, not the browser’s', async ({
  contentPage: page,
  publisher,
  workspaceId,
}, testInfo) => {
  await test.step('the newsletter is in Chicago and has an event at 18:30 there', async () => {
    const schedule: UpdateWorkspaceScheduleBody = {
      workspaceId,
      timeZone: 'America/Chicago',
      defaultSendTime: '07:00',
    };
    const headers = { authorization: `Bearer ${publisher.api.token}` };
    expect((await page.request.put('/api/v1/workspace-schedule/', { headers, data: schedule })).status()).toBe(200);
    await publisher.api.post<FeedItem>('/feeds-events/', {
      workspaceId,
      title: CONCERT,
      eventStartsAt: '2030-12-14T00:30:00Z',
      eventEndsAt: '2030-12-14T03:00:00Z',
    });
  });

  await test.step('the Events tab shows it at 6:30 pm and names the zone', async () => {
    await openContentManager(page, workspaceId, 'Events');
    await expect(itemCard(page, 'Events', CONCERT).getByText('Fri 13 Dec 2030 · 6:30 – 9 pm')).toBeVisible();
    await expect(page.getByText('Times in America/Chicago, the newsletter’s time zone.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('an event typed at 19:00 is 19:00 in Chicago', async () => {
    await createButton(page, 'New event').click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await expect(dialog.getByText('Times in America/Chicago, the newsletter’s time zone.')).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(QUIZ);
    await dialog.getByLabel('Starts').fill('2030-12-12T19:00');
    await dialog.getByLabel('Ends').fill('2030-12-12T21:30');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('event-dialog-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('event-dialog-1440.png') });
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog).toBeHidden();
    await expectTitles(page, 'Events', [QUIZ, CONCERT]);
    await expect(itemCard(page, 'Events', QUIZ).getByText('Thu 12 Dec 2030 · 7 – 9:30 pm')).toBeVisible();
  });

  await test.step('editing it shows the times as typed', async () => {
    await page.getByRole('button', { name: `Edit ${QUIZ}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await expect(dialog.getByLabel('Starts')).toHaveValue('2030-12-12T19:00');
    await expect(dialog.getByLabel('Ends')).toHaveValue('2030-12-12T21:30');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`events-tab-${width}.png`), fullPage: true });
  }
});
