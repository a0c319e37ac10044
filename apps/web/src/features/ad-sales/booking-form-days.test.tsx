import type { AdProduct } from '@newsletter-os/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { BookingForm } from './BookingForm';
import { addDays, localDay } from './dates';

// Staff book from a phone too: eight weeks of issue days come two weeks at a time, so the bookings below the form
// are not 56 rows away.

const PRODUCT_ID = '6f1d2c3b-4a59-4e68-8d7c-1b2a3c4d5e6f';
const product: AdProduct = {
  id: PRODUCT_ID,
  workspaceId: WORKSPACE_ID,
  name: 'Presenting sponsor',
  position: 'top',
  description: '',
  capacity: 1,
  priceCents: 15_000,
  currency: 'USD',
  leadDays: 0,
  maxDaysPerOrder: 8,
  active: true,
  archivedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('the staff booking form', () => {
  it('lists the first two weeks of issue days and shows all 8 weeks on demand', async () => {
    const user = userEvent.setup();
    const today = localDay();
    serveContentApi((config) => {
      if (config.url === '/ad-availability/') {
        return ok(
          Array.from({ length: 56 }, (_, i) => ({
            date: addDays(today, i),
            products: [{ productId: PRODUCT_ID, capacity: 1, booked: 0, held: 0, free: 1, priceCents: 15_000 }],
          })),
        );
      }
      if (config.url === '/feeds/list/') return ok(pageOf([]));
      return undefined;
    });
    renderContent(<BookingForm workspaceId={WORKSPACE_ID} products={[product]} />, { path: '/ad-sales' });
    const days = await screen.findByRole('list', { name: 'Issue days' });
    expect(days.querySelectorAll('input[type="checkbox"]')).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Show all 8 weeks' }));
    expect(days.querySelectorAll('input[type="checkbox"]')).toHaveLength(56);
    // A day picked in week 5 stays listed when the list folds back.
    const later = days.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[30];
    if (!later) throw new Error('no day 31');
    await user.click(later);
    await user.click(screen.getByRole('button', { name: 'Show the first two weeks' }));
    expect(days.querySelectorAll('input[type="checkbox"]')).toHaveLength(15);
    expect(screen.getByText('Total $150.00')).toBeInTheDocument();
  });
});
