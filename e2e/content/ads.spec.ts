import type { BusinessCompany, CreateAdFields, CreateBusinessCompanyFields, FeedItem } from '@newsletter-os/contracts';
import { shoot } from '../fixtures/ad-sales';
import {
  blockingViolations,
  createButton,
  expect,
  expectTitles,
  itemCard,
  openContentTab,
  openSettings,
  test,
} from '../fixtures/content';
import { expectNoHorizontalOverflow, PHONE_WIDTH } from '../fixtures/layout';

const EXISTING_COMPANY = 'Old Mill Bakery';
const EXISTING_AD = 'Fresh bread every morning';
const NEW_COMPANY = 'Harbour Cafe';
const NEW_AD = 'Harbour Cafe opens on the quay';

test.describe('ads and business companies', () => {
  test('an ad for a new business company is created from the ad dialog and found by the company filter', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    await test.step('another advertiser already runs an ad', async () => {
      const company: CreateBusinessCompanyFields = { workspaceId, name: EXISTING_COMPANY };
      const created = await publisher.api.post<BusinessCompany>('/business-companies/', company);
      const ad: CreateAdFields = { workspaceId, title: EXISTING_AD, businessCompanyId: created.id };
      await publisher.api.post<FeedItem>('/feeds-ads/', ad);
    });

    await test.step('create the ad and its company in one go', async () => {
      await openContentTab(page, 'Ads');
      await expectTitles(page, 'Ads', [EXISTING_AD]);
      await createButton(page, 'New ad').click();
      const dialog = page.getByRole('dialog', { name: 'New ad' });
      await dialog.getByLabel('Title', { exact: true }).fill(NEW_AD);
      await dialog.getByLabel('Summary').fill('Coffee and cake with a view of the boats.');
      await dialog.getByRole('button', { name: 'New company' }).click();

      const companyDialog = page.getByRole('dialog', { name: 'New business company' });
      await companyDialog.getByLabel('Company name').fill(NEW_COMPANY);
      await companyDialog.getByLabel('Website').fill('https://harbour-cafe.example.com');
      await companyDialog.getByRole('button', { name: 'Create company' }).click();
      await expect(companyDialog).toBeHidden();

      // The new company is chosen for the ad.
      const companySelect = dialog.getByLabel('Business company');
      await expect(companySelect.locator('option:checked')).toHaveText(NEW_COMPANY);
      await dialog.getByRole('button', { name: 'Create ad' }).click();
      await expect(dialog).toBeHidden();
      await expectTitles(page, 'Ads', [EXISTING_AD, NEW_AD]);
      await expect(itemCard(page, 'Ads', NEW_AD).getByText(NEW_COMPANY, { exact: true })).toBeVisible();
    });

    await test.step('filter the ads by company', async () => {
      const filter = page.getByLabel('Company', { exact: true });
      await filter.selectOption({ label: NEW_COMPANY });
      await expectTitles(page, 'Ads', [NEW_AD]);
      await filter.selectOption({ label: EXISTING_COMPANY });
      await expectTitles(page, 'Ads', [EXISTING_AD]);
      await filter.selectOption({ label: 'All companies' });
      await expectTitles(page, 'Ads', [EXISTING_AD, NEW_AD]);
    });
  });

  test('the companies settings fit a phone: long names, websites and e-mails wrap inside their cards', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    const name = 'Grand Harbourside Artisanal Coffee Roasters and Bakehouse Cooperative';
    const website = 'https://www.grand-harbourside-artisanal-coffee-roasters.example.com/advertising/autumn-campaign';
    const email = 'partnerships-and-sponsorships@grand-harbourside-coffee-roasters.example.com';
    const company: CreateBusinessCompanyFields = {
      workspaceId,
      name,
      website,
      contactName: 'Marguerite',
      contactEmail: email,
      contactPhone: '+44-20-7946-0000-1234-5678-9012',
    };
    await publisher.api.post<BusinessCompany>('/business-companies/', company);

    await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
    await openSettings(page, workspaceId, 'companies');
    const card = page.getByRole('list', { name: 'Business companies' }).getByRole('listitem');
    await expect(card.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: website, exact: true })).toBeVisible();
    await expect(card.getByText(`Marguerite · ${email}`, { exact: true })).toBeVisible();
    await expect(card.getByText('+44-20-7946-0000-1234-5678-9012', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'companies-long-text');
  });
});
