import type { AcceptInviteBody, InviteUsersBody, PortalLinks } from '@newsletter-os/contracts';
import type { Browser, Page } from '@playwright/test';
import { blockingViolations, expect, NEWSLETTER, openContentManager, solidPng, test } from '../fixtures/content';
import { logIn, newCredentials, readMail } from '../fixtures/index';
import { partnerUploads, triageThreeByKeyboard } from '../fixtures/portals';
import { INVITATION_SUBJECT } from '../fixtures/workspaces';
import { E2E_PORTAL_MIN_FILL_MS } from '../support/env';

const EVENT = 'Harvest fair on the green';
const PHONE = { width: 375, height: 740 };

/** A visitor on a phone: no session, a small touch screen. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.describe('public submissions', () => {
  test('an event sent from a phone with a photo is approved in the content manager; its status link follows', async ({
    browser,
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    const { links } = await publisher.api.get<PortalLinks>('/portal-links/', { workspaceId });
    const eventLink = links.find((link) => link.kind === 'events');
    if (!eventLink) throw new Error('no events link');
    const visitor = await phone(browser);
    const email = `visitor-${Date.now()}@example.com`;
    let statusPath = '';

    await test.step('the public form opens from the link, branded with the newsletter', async () => {
      await visitor.goto(pathOf(eventLink.url));
      await expect(visitor.getByRole('heading', { name: 'Submit an event', level: 1 })).toBeVisible();
      await expect(visitor.getByText(NEWSLETTER, { exact: true })).toBeVisible();
      expect(await blockingViolations(visitor)).toEqual([]);
    });

    await test.step('fill it in with a photo and send it', async () => {
      const shownAt = Date.now();
      await visitor.getByLabel('Event name').fill(EVENT);
      await visitor.getByLabel('Description').fill('Stalls, music and a tractor parade.');
      await visitor.getByLabel('Starts').fill('2030-09-12T10:00');
      await visitor.getByLabel('Venue or location').fill('Village green');
      await visitor.getByLabel('Photo (optional)').setInputFiles({
        name: 'fair.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 48, [200, 120, 40]),
      });
      await visitor.getByLabel('Describe the photo').fill('Tractors lined up on the green');
      await visitor.getByLabel('Your name').fill('Fran Fair');
      await visitor.getByLabel('Your email').fill(email);
      await expect(visitor.getByText('Anti-spam check complete')).toBeAttached({ timeout: 30_000 });
      console.info(`proof of work solved ${Date.now() - shownAt} ms after the form was shown (incl. typing)`);
      // A person takes longer than the minimum fill time; a test must wait it out.
      await visitor.waitForTimeout(Math.max(0, E2E_PORTAL_MIN_FILL_MS + 200 - (Date.now() - shownAt)));
      await visitor.getByRole('button', { name: 'Submit event' }).click();
      await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(visitor.getByText('Thank you! Your submission was received and will be reviewed.')).toBeVisible();
      const href = await visitor.getByRole('link', { name: 'See the status of your submission' }).getAttribute('href');
      statusPath = href ?? '';
      expect(statusPath).toMatch(/^\/submission-status\?token=/);
      const mail = await readMail(email, { subject: `We received your submission "${EVENT}"` });
      expect(mail.text).toContain('/submission-status?token=');
    });

    await test.step('the status page says it waits for review', async () => {
      await visitor.goto(statusPath);
      await expect(visitor.getByRole('heading', { name: 'Your submission', level: 1 })).toBeVisible();
      await expect(visitor.getByText('Pending review', { exact: true }).first()).toBeVisible();
      await expect(visitor.getByText('The team has not looked at it yet. You can still change it.')).toBeVisible();
      expect(await blockingViolations(visitor)).toEqual([]);
    });

    await test.step('staff approve it from the review queue', async () => {
      await openContentManager(page, workspaceId, 'RSS');
      const tab = page.getByRole('tab', { name: /^Review queue/ });
      await expect(tab).toContainText('1');
      await tab.click();
      const card = page.getByRole('article', { name: EVENT });
      await expect(card.getByRole('img', { name: 'Tractors lined up on the green' })).toBeVisible();
      await card.getByRole('button', { name: 'Approve' }).click();
      // The toast; the review queue also announces the decision in a screen-reader status line with the same words.
      await expect(page.getByText(`Submission approved: ${EVENT}`).last()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nothing waiting for review' })).toBeVisible();
    });

    await test.step('the submitter sees the new status', async () => {
      await visitor.reload();
      await expect(visitor.getByText('Approved', { exact: true }).first()).toBeVisible();
      await expect(visitor.getByText('The team approved it for the newsletter.')).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Edit submission' })).toHaveCount(0);
    });
    await visitor.context().close();
  });

  test('the UGC and ad pages are usable and axe-clean; a turned-off link says so', async ({
    browser,
    publisher,
    workspaceId,
  }) => {
    const { links } = await publisher.api.get<PortalLinks>('/portal-links/', { workspaceId });
    const visitor = await phone(browser);
    for (const [kind, heading] of [
      ['ugc', 'Share your story'],
      ['ads', 'Submit an ad'],
    ] as const) {
      const link = links.find((l) => l.kind === kind);
      await visitor.goto(pathOf(link?.url ?? ''));
      await expect(visitor.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(visitor.getByLabel('Your email')).toBeVisible();
      expect(await blockingViolations(visitor)).toEqual([]);
    }
    const ugc = links.find((l) => l.kind === 'ugc');
    await publisher.api.post('/portal-links/revoke/', { workspaceId, linkId: ugc?.id });
    await visitor.goto(pathOf(ugc?.url ?? ''));
    await expect(
      visitor.getByText('This submission link has been turned off or has expired. Ask the publisher for a new one.'),
    ).toBeVisible();
    expect(await blockingViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });
});

test.describe('partner content', () => {
  test('a partner uploads content, sees the success page and finds it in history', async ({
    page,
    publisher,
    workspaceId,
  }, testInfo) => {
    const partner = newCredentials('partner');
    const since = Date.now();
    const invite: InviteUsersBody = { emails: [partner.email], userType: 'partner', workspaces: [workspaceId] };
    await publisher.api.post('/invite-users/', invite);
    const mail = await readMail(partner.email, { subject: INVITATION_SUBJECT, since });
    expect(mail.text).toMatch(/You will work on the newsletter \S.*\./);
    const token = /accept-invitation\?token=(\S+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no invitation link');
    const accept: AcceptInviteBody = { token, name: 'Pat Partner', password: partner.password };
    const accepted = await page.request.post('/api/v1/accept-invite/', { data: accept });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);

    await logIn(page, partner);
    await expect(page.getByRole('link', { name: 'Content Upload' })).toBeVisible();
    await page.getByRole('link', { name: 'Content Upload' }).click();
    await expect(page.getByRole('heading', { name: 'Content Upload', level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel('Title').fill('Chamber spring market');
    await page.getByLabel('Text', { exact: true }).fill('Stall applications are open until the end of the month.');
    await page.getByLabel('Link (optional)').fill('example.com/market');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('partner-upload-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('partner-upload-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Submit content' }).click();

    await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
    const receipt = await readMail(partner.email, {
      subject: 'We received your upload "Chamber spring market"',
      since,
    });
    expect(receipt.text).not.toContain('anyone with it');
    expect(receipt.text).toContain('See your uploads (sign in if asked):');
    await expect(page.getByText('It can now be seen on the Content management page.')).toBeVisible();
    await expect(page.getByText(/Your reference is SUB-/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('partner-success-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('partner-success-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: 'Go back to content page' }).click();
    await expect(page).toHaveURL(/\/content-upload-portal/);

    await page.getByRole('link', { name: 'Content History' }).click();
    await expect(page.getByRole('heading', { name: 'Content History', level: 1 })).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Your uploads' })
      .getByRole('listitem')
      .filter({ hasText: 'Chamber spring market' });
    await expect(row.getByText('Pending review')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('partner-history-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('partner-history-375.png'), fullPage: true });
  });
});

test.describe('review queue by keyboard', () => {
  test('three partner uploads are triaged with J, A and R without the mouse; focus follows; axe-clean at 1440 px', async ({
    browser,
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    const titles = ['Market day', 'Library fundraiser', 'Choir night'] as const;
    await partnerUploads(browser, publisher.api, workspaceId, titles);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentManager(page, workspaceId, 'RSS');
    await page.getByRole('tab', { name: /^Review queue/ }).click();
    await expect(page.getByRole('article', { name: titles[0] })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await triageThreeByKeyboard(page, titles);
  });
});
