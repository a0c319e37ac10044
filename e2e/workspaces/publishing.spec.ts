import { FAKE_KIT_KEY } from '../../apps/server/fakes/kit';
import { FAKE_MAILCHIMP_KEY, FAKE_MAILCHIMP_LIST_ID } from '../../apps/server/fakes/mailchimp';
import { blockingViolations, expect, openSettings, test } from '../fixtures/content';

test.describe('Settings → Publishing', () => {
  test('chooses Mailchimp with an audience, then Kit, then Export only; keys show by their last four only', async ({
    contentPage: page,
    workspaceId,
  }, testInfo) => {
    await openSettings(page, workspaceId, 'publishing');
    const section = page.getByRole('region', { name: 'Publishing' });
    await expect(section.getByText("Where this newsletter's issues go at their scheduled minute.")).toBeVisible();
    await expect(section.getByText('Publishing to Beehiiv (no key saved yet).')).toBeVisible();
    await expect(section.getByRole('radio', { name: /^Beehiiv/ })).toBeChecked();
    await expect(section.getByRole('link', { name: 'API keys' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Mailchimp: a wrong key is refused on its field; the demo key with the audience is kept.
    await section.getByRole('radio', { name: /^Mailchimp/ }).check();
    await section.getByLabel('Mailchimp API key').fill('ffffffffffffffffffffffffffffffff-us9');
    await section.getByLabel('Audience ID').fill(FAKE_MAILCHIMP_LIST_ID);
    await section.getByRole('button', { name: 'Save destination' }).click();
    await expect(section.getByText('Mailchimp did not accept the API key')).toBeVisible();
    await section.getByLabel('Mailchimp API key').fill(FAKE_MAILCHIMP_KEY);
    await section.getByLabel('Segment ID (optional)').fill('abc');
    await section.getByRole('button', { name: 'Save destination' }).click();
    await expect(section.getByText('segmentId must be the number the service shows')).toBeVisible();
    await section.getByLabel('Segment ID (optional)').fill('');
    await section.getByRole('button', { name: 'Save destination' }).click();
    await expect(page.getByText('Publishing destination saved')).toBeVisible();
    await expect(section.getByText('Publishing to Mailchimp with the key ending in ••••us21.')).toBeVisible();
    await expect(section.getByText('Saved key ending in ••••us21. Leave empty to keep it.')).toBeVisible();
    await expect(page.getByText(FAKE_MAILCHIMP_KEY, { exact: true })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 900 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`publishing-mailchimp-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The dashboard follows the destination: Mailchimp's own figures, none yet, instead of Beehiiv's states.
    await page.goto(`/dashboard?workspaceId=${workspaceId}`);
    const figures = page.getByRole('region', { name: 'Last issues sent with Mailchimp' });
    await expect(
      figures.getByText('No issue has been sent with Mailchimp yet. Figures appear here after the first one goes out.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Beehiiv Insights Yet' })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`dashboard-mailchimp-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettings(page, workspaceId, 'publishing');

    await page.reload();
    await expect(section.getByRole('radio', { name: /^Mailchimp/ })).toBeChecked();
    await expect(section.getByLabel('Audience ID')).toHaveValue(FAKE_MAILCHIMP_LIST_ID);

    // Kit, by keyboard: the radio group moves with the arrow keys.
    await section.getByRole('radio', { name: /^Mailchimp/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(section.getByRole('radio', { name: /^Kit/ })).toBeChecked();
    await expect(section.getByText('It is checked with Kit, then stored encrypted.')).toBeVisible();
    await section.getByLabel('Kit API key').fill(FAKE_KIT_KEY);
    await section.getByLabel('Kit API key').press('Enter');
    await expect(section.getByText('Publishing to Kit with the key ending in ••••6035.')).toBeVisible();

    await section.getByRole('radio', { name: /^Export only/ }).check();
    await expect(section.getByText('Nothing is sent for you: copy each issue into any sending service.')).toBeVisible();
    await section.getByRole('button', { name: 'Save destination' }).click();
    await expect(section.getByText('Issues are mailed to the admins, ready to send.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`publishing-export-${width}.png`), fullPage: true });
    }
  });
});
