import type { AdBooking, AdBookingPayment, AdProduct } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderContent, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, mockApi, ok } from '../../../test/helpers';
import { BookingsList } from './BookingsList';
import { ProductFormDialog } from './ProductFormDialog';

// Staff see what needs them in a self-serve booking's money, and type prices in the currency's own units.

const BOOKING_ID = '44444444-4444-4444-8444-444444444444';
const NONE = { status: 404, data: { meta: { code: 0, message: 'No mock' } } };
const payment = (over: Partial<AdBookingPayment>): AdBookingPayment => ({
  status: 'paid',
  amountCents: 15_000,
  currency: 'USD',
  paidAmountCents: 15_000,
  paidCurrency: 'USD',
  refundOwed: false,
  refundError: null,
  refundedAt: null,
  ...over,
});
const booking = (p: AdBookingPayment, status: AdBooking['status'] = 'expired'): AdBooking => ({
  id: BOOKING_ID,
  workspaceId: WORKSPACE_ID,
  productId: '6a1f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  productName: 'Presenting sponsor',
  position: 'top',
  businessCompanyId: '7b2f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  businessCompanyName: 'Harbor Coffee',
  feedItemId: null,
  status,
  source: 'self_serve',
  dates: [new Date().toISOString().slice(0, 10)],
  holdExpiresAt: null,
  amountCents: 15_000,
  currency: 'USD',
  createdAt: new Date().toISOString(),
  cancelledAt: null,
  payment: p,
});

describe('BookingsList: payments staff must act on', () => {
  it('shows a mismatch in both currencies', async () => {
    mockApi((config) =>
      config.url === '/ad-bookings/'
        ? ok([booking(payment({ status: 'mismatch', paidAmountCents: 1, paidCurrency: 'JPY' }), 'held')])
        : NONE,
    );
    renderContent(<BookingsList workspaceId={WORKSPACE_ID} />, { path: '/ad-sales' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(
      within(list).getByText(
        'Payment mismatch: Stripe received ¥1, the booking costs $150.00. Nothing was confirmed; check it in Stripe.',
      ),
    ).toBeInTheDocument();
  });

  it('shows "Refund failed — retry" until the retry refunds it', async () => {
    let refunded = false;
    const calls = mockApi((config) => {
      if (config.url === '/ad-bookings/') {
        return ok([
          refunded
            ? booking(payment({ status: 'refunded', refundedAt: new Date().toISOString() }), 'refunded')
            : booking(payment({ refundOwed: true, refundError: 'An unknown error occurred' })),
        ]);
      }
      if (config.url === `/ad-bookings/${BOOKING_ID}/refund/` && config.method === 'post') {
        refunded = true;
        return {
          status: 200,
          data: {
            meta: { code: 1, message: 'Payment refunded' },
            data: booking(payment({ status: 'refunded' }), 'refunded'),
          },
        };
      }
      return NONE;
    });
    const user = userEvent.setup();
    renderContent(<BookingsList workspaceId={WORKSPACE_ID} />, { path: '/ad-sales' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(
      within(list).getByText(
        '$150.00 is owed to the advertiser: Stripe refused the refund. It is retried automatically.',
      ),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Refund failed — retry' }));
    const retried = calls.find((c) => c.url === `/ad-bookings/${BOOKING_ID}/refund/`);
    if (!retried) throw new Error('no retry request');
    expect(bodyOf(retried)).toEqual({
      workspaceId: WORKSPACE_ID,
    });
    // The list reads the booking again: refunded, and the flag is gone.
    expect(await within(list).findByText('refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund failed — retry' })).toBeNull();
  });
});

describe('ProductFormDialog: prices in the currency’s own units', () => {
  const product: AdProduct = {
    id: '6a1f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
    workspaceId: WORKSPACE_ID,
    name: 'Presenting sponsor',
    position: 'top',
    capacity: 1,
    priceCents: 5000,
    currency: 'JPY',
    leadDays: 2,
    maxDaysPerOrder: 8,
    description: '',
    active: true,
    archivedAt: null,
    createdAt: new Date().toISOString(),
  };

  it('shows a JPY product stored as 5000 as 5000 and saves 5000 typed as 5000 minor units', async () => {
    const calls = mockApi((config) =>
      config.method === 'put' ? ok({ ...product }) : config.url === '/ad-products/' ? ok([product]) : NONE,
    );
    const user = userEvent.setup();
    renderContent(<ProductFormDialog open onOpenChange={() => {}} workspaceId={WORKSPACE_ID} product={product} />, {
      path: '/ad-sales',
    });
    const price = await screen.findByRole('textbox', { name: 'Price per issue' });
    expect(price).toHaveValue('5000');
    await user.clear(price);
    await user.type(price, '5,000');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const saved = calls.find((c) => c.method === 'put');
    if (!saved) throw new Error('no save request');
    expect(bodyOf(saved)).toMatchObject({ priceCents: 5000, currency: 'JPY' });
  });

  it('takes a KWD price in three decimals and refuses a fourth', async () => {
    const calls = mockApi((config) =>
      config.method === 'put' ? ok({ ...product, currency: 'KWD', priceCents: 1250 }) : NONE,
    );
    const user = userEvent.setup();
    renderContent(
      <ProductFormDialog
        open
        onOpenChange={() => {}}
        workspaceId={WORKSPACE_ID}
        product={{ ...product, currency: 'KWD', priceCents: 1250 }}
      />,
      { path: '/ad-sales' },
    );
    const price = await screen.findByRole('textbox', { name: 'Price per issue' });
    expect(price).toHaveValue('1.250');
    await user.clear(price);
    await user.type(price, '1.2505');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Price must be an amount such as 1.250')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'put')).toBeUndefined();
  });
});
