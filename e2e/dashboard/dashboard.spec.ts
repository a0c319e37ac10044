import type { InviteUsersBody, UpdateNewsletterKeysBody } from '@newsletter-os/contracts';
import type { APIRequestContext } from '@playwright/test';
import { beehiivKey, metricValue, RIVERSIDE_PUBLICATION } from '../fixtures/beehiiv';
import { blockingViolations } from '../fixtures/content';
import { expect, logIn, newCredentials, readMail, registerVerifiedUser, test } from '../fixtures/index';
import { createPublisher, INVITATION_SUBJECT, mainNav, type Publisher, switchWorkspace } from '../fixtures/workspaces';

const NO_KEY_TEXT =
  'No Beehiiv API key found. Please add your API key in settings to start fetching insights and buzzing activity.';
const SYNC_TEXT = 'Please sync your publication with newsletter or please check your beehiiv api key';
const INVALID_TEXT =
  'The provided Beehiiv API key is invalid. Please check your API key in settings to start fetching insights and buzzing activity.';

/** Stores a Beehiiv key for a newsletter and optionally links a publication, through the API. */
async function linkBeehiiv(
  request: APIRequestContext,
  publisher: Publisher,
  index: number,
  key: string,
  sync: boolean,
) {
  const workspaceId = publisher.workspaces[index]?.workspaceId ?? '';
  const headers = { authorization: `Bearer ${publisher.api.token}` };
  const body: UpdateNewsletterKeysBody = { workspaceId, beehiivApiKey: key };
  const saved = await request.patch('/api/v1/newsletter-keys/', { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  if (sync)
    await publisher.api.post('/sync-workspace-publication-id/', { workspaceId, publicationId: RIVERSIDE_PUBLICATION });
  return workspaceId;
}

test.describe('dashboard', () => {
  test('a publisher links Beehiiv and reads real figures for every range', async ({ page, request }, testInfo) => {
    const admin = newCredentials(`w${testInfo.workerIndex}-dash`);
    await registerVerifiedUser(request, admin);
    const publisher = await createPublisher(request, admin, `Dash Media ${admin.email.slice(4, 12)}`, [
      'Riverside Letter',
      'Harbor Letter',
    ]);
    const [first] = publisher.workspaces;
    const key = await beehiivKey();

    await logIn(page, admin);
    await page.goto(`/dashboard?workspaceId=${first?.workspaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByText('Newsletter publication analytics and performance metrics')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Beehiiv Insights Yet' })).toBeVisible();
    await expect(page.getByText(NO_KEY_TEXT)).toBeVisible();

    await page.getByRole('link', { name: 'Add API Key' }).click();
    await expect(page).toHaveURL(/\/settings\?.*tab=api/);
    await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Beehiiv API key').fill(key);
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText(`••••${key.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(key, { exact: true })).toHaveCount(0);
    await page.getByLabel('Publication', { exact: true }).selectOption(RIVERSIDE_PUBLICATION);
    await page.getByRole('button', { name: 'Sync publication' }).click();
    await expect(page.getByText('Linked to Riverside Weekly')).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(metricValue(page, 'Total subscribers')).toHaveText('9,120');
    await expect(metricValue(page, 'Active subscribers')).toHaveText('8,421');
    const lastPost = page.getByRole('region', { name: 'Last post performance' });
    await expect(lastPost.getByText('Riverside Weekly #240')).toBeVisible();
    await expect(lastPost.getByText('48.2%')).toBeVisible();
    await expect(lastPost.getByText('8,390')).toBeVisible();
    await expect(lastPost.getByText('1 day ago')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Top Performing Posts Among Recents' }).getByRole('row')).toHaveCount(
      6,
    );
    // Never the publication's average rates (fractions near 0.46 and 0.06) shown as percentages.
    await expect(page.getByText(/^0\.[2-9]\d*%$/)).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);

    const openRates: string[] = [];
    for (const range of ['30d', '3m', '6m', '1y', 'forever']) {
      const previous = openRates.at(-1);
      await page.getByRole('radio', { name: range, exact: true }).check();
      if (previous) await expect(metricValue(page, 'Open rate')).not.toHaveText(previous);
      openRates.push((await metricValue(page, 'Open rate').textContent()) ?? '');
    }
    expect(new Set(openRates).size).toBe(5);

    // Another newsletter: nothing of the first one stays on screen.
    await switchWorkspace(page, 'Harbor Letter');
    await expect(page.getByRole('heading', { name: 'No Beehiiv Insights Yet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Open rate' })).toHaveCount(0);
    await switchWorkspace(page, 'Riverside Letter');
    await expect(metricValue(page, 'Total subscribers')).toHaveText('9,120');
    await expect(page.getByRole('radio', { name: '30d', exact: true })).toBeChecked();
  });

  test('the invalid-key and sync states, with their button only for whoever may open settings', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const admin = newCredentials(`w${testInfo.workerIndex}-dash-err`);
    await registerVerifiedUser(request, admin);
    const publisher = await createPublisher(request, admin, `Dash Errors ${admin.email.slice(4, 12)}`, [
      'Revoked Letter',
      'Unsynced Letter',
    ]);
    const revokedKey = await beehiivKey();
    const revoked = await linkBeehiiv(request, publisher, 0, revokedKey, true);
    const unsynced = await linkBeehiiv(request, publisher, 1, await beehiivKey(), false);
    // The key is revoked in Beehiiv after it was saved.
    await beehiivKey('invalid_key', revokedKey);

    await logIn(page, admin);
    await page.goto(`/dashboard?workspaceId=${revoked}`);
    await expect(page.getByRole('heading', { name: 'Invalid API key provided' })).toBeVisible();
    await expect(page.getByText(INVALID_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check your API key' })).toBeVisible();

    await page.goto(`/dashboard?workspaceId=${unsynced}`);
    await expect(page.getByRole('heading', { name: 'Please sync your publication with newsletter' })).toBeVisible();
    await expect(page.getByText(SYNC_TEXT)).toBeVisible();
    await page.getByRole('link', { name: 'Check your API key' }).click();
    await expect(page).toHaveURL(/\/settings\?.*tab=api/);

    // A member of type user sees the state, not the button.
    const member = newCredentials(`w${testInfo.workerIndex}-dash-user`);
    const since = Date.now();
    const invite: InviteUsersBody = { emails: [member.email], userType: 'user', workspaces: [revoked] };
    await publisher.api.post('/invite-users/', invite);
    const mail = await readMail(member.email, { subject: INVITATION_SUBJECT, since });
    const token = /accept-invitation\?token=([\w%-]+)/.exec(mail.text)?.[1];
    const accepted = await request.post('/api/v1/accept-invite/', {
      data: { token: decodeURIComponent(token ?? ''), name: member.name, password: member.password },
    });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await logIn(memberPage, member);
    await memberPage.goto(`/dashboard?workspaceId=${revoked}`);
    await expect(memberPage.getByRole('heading', { name: 'Invalid API key provided' })).toBeVisible();
    await expect(memberPage.getByText(INVALID_TEXT)).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Check your API key' })).toHaveCount(0);
    await context.close();
  });
});
