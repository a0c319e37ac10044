import type { AdBooking } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeItem, pageOf, renderContent, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, fail, mockApi, ok } from '../../../test/helpers';
import { BookingsList } from './BookingsList';
import { CreativeDialog } from './CreativeDialog';

const BOOKING_ID = '44444444-4444-4444-8444-444444444444';
const COMPANY_ID = '7b2f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const booking = (feedItemId: string | null): AdBooking => ({
  id: BOOKING_ID,
  workspaceId: WORKSPACE_ID,
  productId: '6a1f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  productName: 'Presenting sponsor',
  position: 'top',
  businessCompanyId: COMPANY_ID,
  businessCompanyName: 'Harbor Coffee',
  feedItemId,
  status: 'confirmed',
  source: 'staff',
  dates: [new Date().toISOString().slice(0, 10)],
  holdExpiresAt: null,
  amountCents: 25_000,
  currency: 'USD',
  createdAt: new Date().toISOString(),
  cancelledAt: null,
  payment: null,
});

describe('BookingsList: the ad of a booking made without one', () => {
  it('says "No ad yet", offers the advertiser’s ads, and saves the one chosen', async () => {
    const ad = makeItem({ feedType: 'ads', title: 'Autumn blend is here', businessCompanyId: COMPANY_ID });
    let chosen: string | null = null;
    const calls = mockApi((config) => {
      if (config.url === '/ad-bookings/') return ok([booking(chosen)]);
      if (config.url === '/feeds/list/') return ok(pageOf([ad]));
      if (config.url === `/ad-bookings/${BOOKING_ID}/creative/` && config.method === 'post') {
        chosen = ad.id;
        return { status: 200, data: { meta: { code: 1, message: 'Ad set for this booking' }, data: booking(ad.id) } };
      }
      return { status: 404, data: { meta: { code: 0, message: `No mock for ${config.url}` } } };
    });
    const user = userEvent.setup();
    renderContent(<BookingsList workspaceId={WORKSPACE_ID} />, { path: '/ad-sales' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getByText(/No ad yet/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Choose ad for Harbor Coffee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ad for Harbor Coffee' });
    const select = within(dialog).getByRole('combobox', { name: 'Ad' });
    expect(select).toHaveFocus();
    await within(dialog).findByRole('option', { name: 'Autumn blend is here' });
    // Only this advertiser's ads are offered.
    const listed = calls.find((c) => c.url === '/feeds/list/');
    expect(listed?.params).toMatchObject({ feedType: 'ads', businessCompanyId: COMPANY_ID });
    await user.selectOptions(select, 'Autumn blend is here');
    await user.click(within(dialog).getByRole('button', { name: 'Save ad' }));

    expect(await within(list).findByRole('button', { name: 'Change ad for Harbor Coffee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ad for Harbor Coffee' })).toBeNull();
    expect(within(list).queryByText(/No ad yet/)).toBeNull();
    const saved = calls.find((c) => c.url === `/ad-bookings/${BOOKING_ID}/creative/`);
    expect(bodyOf(saved ?? ({} as never))).toEqual({ workspaceId: WORKSPACE_ID, feedItemId: ad.id });
  });
});

describe('CreativeDialog: the advertiser’s ads loading, missing, or failing to load', () => {
  const openDialog = () =>
    renderContent(<CreativeDialog workspaceId={WORKSPACE_ID} booking={booking(null)} onClose={() => {}} />, {
      path: '/ad-sales',
    });
  const noAdsHint = 'Harbor Coffee has no ads yet: add one in Content Manager → Ads.';

  it('says the ads are loading, and not yet that there are none', async () => {
    mockApi((config) => (config.url === '/feeds/list/' ? new Promise(() => {}) : { status: 404, data: null }));
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Ad for Harbor Coffee' });
    const select = within(dialog).getByRole('combobox', { name: 'Ad' });
    expect(select).toHaveDisplayValue('Loading the ads…');
    expect(select).toHaveFocus();
    expect(within(dialog).queryByText(noAdsHint)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('points to Content Manager → Ads when the advertiser has none', async () => {
    mockApi((config) => (config.url === '/feeds/list/' ? ok(pageOf([])) : { status: 404, data: null }));
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Ad for Harbor Coffee' });
    expect(await within(dialog).findByText(noAdsHint)).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'Ad' });
    expect(select).toHaveDisplayValue('No ad yet');
    expect(select).toHaveAccessibleDescription(noAdsHint);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows why the list failed, not that there are no ads, and Try again loads it again', async () => {
    const ad = makeItem({ feedType: 'ads', title: 'Autumn blend is here', businessCompanyId: COMPANY_ID });
    let failing = true;
    const calls = mockApi((config) => {
      if (config.url !== '/feeds/list/') return { status: 404, data: null };
      return failing ? fail(500, 'The ads could not be read') : ok(pageOf([ad]));
    });
    const user = userEvent.setup();
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Ad for Harbor Coffee' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The ads could not be read');
    expect(within(dialog).queryByText(noAdsHint)).toBeNull();

    failing = false;
    const listCallsBefore = calls.filter((c) => c.url === '/feeds/list/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: 'Autumn blend is here' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/feeds/list/')).toHaveLength(listCallsBefore + 1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
