import type { AdPosition, IssueAdBooking } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../../test/app-server';
import { builderNewsletter } from '../../../../test/builder-newsletter';
import { makeItem } from '../../../../test/content-api';
import { fail, ok, signIn } from '../../../../test/helpers';
import { placementIndex } from '../document/ad-placement';
import { currentBlocks, useBuilderStore } from '../store';
import { BookedAdsPanel } from './BookedAdsPanel';

const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';
const DAY = '2026-06-12';

const newsletter = builderNewsletter(
  [
    { id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
    { id: 'p2', type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
  ],
  { workspaceId: WORKSPACE, issueDate: DAY },
);

let bookingNumber = 0;
function booking(
  productName: string,
  advertiser: string,
  position: AdPosition,
  withCreative: boolean,
  status: IssueAdBooking['status'] = 'confirmed',
): IssueAdBooking {
  bookingNumber += 1;
  const creative = withCreative
    ? makeItem({ feedType: 'ads', title: `${advertiser} ad`, ctaUrl: 'https://ads.example/offer' })
    : null;
  return {
    id: `00000000-0000-4000-9000-${String(bookingNumber).padStart(12, '0')}`,
    workspaceId: WORKSPACE,
    productId: '00000000-0000-4000-a000-000000000001',
    productName,
    position,
    businessCompanyId: '00000000-0000-4000-b000-000000000001',
    businessCompanyName: advertiser,
    feedItemId: creative?.id ?? null,
    status,
    source: 'staff',
    dates: [DAY],
    holdExpiresAt: null,
    amountCents: 15000,
    currency: 'USD',
    createdAt: '2026-06-01T08:00:00.000Z',
    cancelledAt: null,
    payment: null,
    creative,
  };
}

const render = () => renderAt(<BookedAdsPanel workspaceId={WORKSPACE} date={DAY} />, '/');
const route = 'get /ad-placements/';

beforeEach(() => {
  signIn();
  useBuilderStore.getState().open(newsletter);
});
afterEach(resetAfterTest);

describe('Booked ads for this issue', () => {
  it("lists the day's bookings and places each creative at its product's position with one keyboard press", async () => {
    const top = booking('Presenting sponsor', "Joe's Pizza", 'top', true);
    const bottom = booking('Classified', 'Harbour Bakery', 'bottom', true);
    const noCreative = booking('Classified', 'Quay Books', 'middle', false);
    const calls = mockServer(routesServer({ [route]: ok([top, bottom, noCreative]) }));
    render();
    const region = screen.getByRole('region', { name: 'Booked ads for this issue' });
    expect(within(region).getByText('Loading booked ads...')).toBeTruthy();
    const list = await within(region).findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      "Presenting sponsor — Joe's Pizza, confirmedPlace",
      'Classified — Harbour Bakery, confirmedPlace',
      'Classified — Quay Books, confirmedNo ad chosen for this booking yet, so it cannot be placed',
    ]);
    expect(calls[0]?.params).toEqual({ workspaceId: WORKSPACE, date: DAY });

    const user = userEvent.setup();
    within(region).getByRole('button', { name: "Place Presenting sponsor — Joe's Pizza" }).focus();
    await user.keyboard('{Enter}');
    await within(region).getByRole('button', { name: 'Place Classified — Harbour Bakery' }).click();

    const blocks = currentBlocks();
    expect(blocks.map((block) => block.type)).toEqual(['ad', 'paragraph', 'paragraph', 'ad']);
    expect(blocks[0]).toMatchObject({
      type: 'ad',
      bookingId: top.id,
      sourceItemId: top.creative?.id,
      snapshot: { title: "Joe's Pizza ad", link: 'https://ads.example/offer' },
    });
    expect(blocks[3]).toMatchObject({ type: 'ad', bookingId: bottom.id });
    expect(within(rows[0] as HTMLElement).getByText('Placed')).toBeTruthy();
    expect(rows[0]?.textContent).toContain(', placed');
    expect(within(region).queryByRole('button', { name: /^Place / })).toBeNull();
    expect(useBuilderStore.getState().announcement).toBe('Classified — Harbour Bakery placed');
  });

  it('says when no ads are booked for the day', async () => {
    mockServer(routesServer({ [route]: ok([]) }));
    render();
    expect(await screen.findByText('No ads booked for this day')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let attempt = 0;
    mockServer(
      routesServer({
        [route]: () => {
          attempt += 1;
          return attempt === 1 ? fail(500, 'The bookings could not be loaded') : ok([]);
        },
      }),
    );
    render();
    expect(await screen.findByText('The bookings could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No ads booked for this day')).toBeTruthy();
  });
});

describe('placementIndex', () => {
  it('puts top first, bottom last, middle halfway, and any after the block being edited (else at the end)', () => {
    expect(placementIndex('top', 5, 2)).toBe(0);
    expect(placementIndex('bottom', 5, 2)).toBe(5);
    expect(placementIndex('middle', 5, null)).toBe(3);
    expect(placementIndex('middle', 0, null)).toBe(0);
    expect(placementIndex('any', 5, 1)).toBe(2);
    expect(placementIndex('any', 5, null)).toBe(5);
  });
});
