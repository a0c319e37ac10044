import type { AdOffer, SubmissionHistoryEntry, SubmissionStatusView } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { AdOfferPicker } from './AdOfferPicker';
import { PublicPortalPage } from './PublicPortalPage';
import { SubmissionStatusPage } from './SubmissionStatusPage';

// The proof of work runs in a real browser (e2e); here it reports a payload at once.
vi.mock('./form/AltchaField', () => ({
  AltchaField: ({ onPayload }: { onPayload: (payload: string) => void }) => {
    useEffect(() => onPayload('solved-proof'), [onPayload]);
    return <p>Anti-spam check</p>;
  },
}));

// A paid ad on the public pages: each day of the offer is named with its seats, and the status page the advertiser
// returns to from the payment page follows the payment as its webhook lands, then says it is paid.

const PRODUCT_ID = '6f1d2c3b-4a59-4e68-8d7c-1b2a3c4d5e6f';
const offer: AdOffer = {
  products: [
    {
      id: PRODUCT_ID,
      name: 'Presenting sponsor',
      position: 'top',
      description: 'The first thing readers see.',
      capacity: 1,
      priceCents: 15_000,
      currency: 'USD',
      leadDays: 0,
      bookableFrom: '2026-12-03',
    },
  ],
  // 16 days from Thu 3 Dec; the second is sold.
  availability: Array.from({ length: 16 }, (_, i) => ({
    date: `2026-12-${String(3 + i).padStart(2, '0')}`,
    products: [
      {
        productId: PRODUCT_ID,
        capacity: 1,
        booked: i === 1 ? 1 : 0,
        held: 0,
        free: i === 1 ? 0 : 1,
        priceCents: 15_000,
      },
    ],
  })),
  paymentsEnabled: true,
};

describe('the public ad offer', () => {
  it('names each issue day with its seats, as a screen reader says them', () => {
    render(<AdOfferPicker offer={offer} selection={{ productId: PRODUCT_ID, days: [] }} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Thu 3 Dec · 1 of 1 free' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Fri 4 Dec · Sold out' })).toBeDisabled();
  });

  it('says a day before the lead time is closed, not sold out', () => {
    const leadOffer: AdOffer = {
      ...offer,
      products: offer.products.map((p) => ({ ...p, leadDays: 3, bookableFrom: '2026-12-06' })),
      // The server counts a day before the lead time as without free seats.
      availability: offer.availability.map((day) => ({
        ...day,
        products: day.products.map((slot) => (day.date < '2026-12-06' ? { ...slot, free: 0 } : slot)),
      })),
    };
    render(<AdOfferPicker offer={leadOffer} selection={{ productId: PRODUCT_ID, days: [] }} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Thu 3 Dec · Closed — books 3 days ahead' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sat 5 Dec · Closed — books 3 days ahead' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sun 6 Dec · 1 of 1 free' })).toBeEnabled();
    expect(screen.queryByText('Sold out')).toBeNull();
  });

  it('lists two weeks of days on a phone-sized page, the rest on demand; a picked later day stays listed', async () => {
    const user = userEvent.setup();
    render(
      <AdOfferPicker offer={offer} selection={{ productId: PRODUCT_ID, days: ['2026-12-18'] }} onChange={() => {}} />,
    );
    // 14 first days and the picked 16 Dec… 18 Dec.
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    expect(screen.getByRole('checkbox', { name: 'Fri 18 Dec · 1 of 1 free' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Thu 17 Dec · 1 of 1 free' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all 8 weeks' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'Show the first two weeks' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    expect(screen.getByText('1 issue — total $150.00')).toBeInTheDocument();
  });
});

const submitted: SubmissionHistoryEntry = {
  from: null,
  to: 'awaiting_payment',
  reason: null,
  by: 'You',
  at: '2026-12-01T11:00:00.000Z',
};
const view = (
  status: SubmissionStatusView['status'],
  history: SubmissionStatusView['history'],
): SubmissionStatusView => ({
  trackingId: 'SUB-ABCDEFGHJK',
  kind: 'ads',
  status,
  reason: null,
  workspaceName: 'Harbour Weekly',
  logoUrl: null,
  timeZone: 'UTC',
  submittedAt: '2026-12-01T11:00:00.000Z',
  updatedAt: '2026-12-01T11:00:00.000Z',
  canEdit: status === 'pending',
  canWithdraw: true,
  fields: {
    headline: 'Autumn blend is here',
    businessName: 'Harbor Coffee',
    adStartsAt: '2026-12-03T00:00:00.000Z',
    adEndsAt: '2026-12-04T00:00:00.000Z',
  },
  imageUrl: null,
  history,
  payment: {
    status: status === 'awaiting_payment' ? 'awaiting_payment' : 'paid',
    amountCents: 15_000,
    currency: 'USD',
    paidOn: status === 'awaiting_payment' ? null : '2026-12-01',
    refundedOn: null,
  },
});

describe('the status page after the payment page', { timeout: 15_000 }, () => {
  it('asks again while the payment is not recorded, then says the ad is paid and waits for review', async () => {
    let asked = 0;
    const calls = serveContentApi((config) => {
      if (config.url !== '/submission-status/') return undefined;
      asked += 1;
      // The webhook lands after the advertiser is back: the first answer still waits for the payment.
      if (asked === 1) return ok(view('awaiting_payment', [submitted]));
      return ok(
        view('pending', [
          submitted,
          {
            from: 'awaiting_payment',
            to: 'pending',
            reason: null,
            by: 'Payment (Stripe)',
            at: '2026-12-01T11:01:00.000Z',
          },
        ]),
      );
    });
    renderContent(<SubmissionStatusPage />, { path: '/submission-status?token=status-token' });
    expect(
      await screen.findByText(
        'The payment is not finished yet. Unpaid bookings are released when the payment page expires.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Paid — thank you. The team has not looked at your ad yet. You can still change it.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/submission-status/')).toHaveLength(2);
    // The booked issue days, as days: no midnight in the reader's zone.
    expect(screen.getByText('3 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('4 Dec 2026')).toBeInTheDocument();
  });

  it('keeps the usual words for a free submission waiting for review', async () => {
    serveContentApi((config) =>
      config.url === '/submission-status/' ? ok(view('pending', [{ ...submitted, to: 'pending' }])) : undefined,
    );
    renderContent(<SubmissionStatusPage />, { path: '/submission-status?token=status-token' });
    expect(await screen.findByText('The team has not looked at it yet. You can still change it.')).toBeInTheDocument();
  });
});

describe('money in its own currency on the public pages', () => {
  const priced = (priceCents: number, currency: string): AdOffer => ({
    ...offer,
    products: offer.products.map((p) => ({ ...p, priceCents, currency })),
    availability: offer.availability.map((day) => ({
      ...day,
      products: day.products.map((slot) => ({ ...slot, priceCents })),
    })),
  });

  it('shows a JPY product stored as 5000 as ¥5,000 and a KWD one stored as 1250 as KWD 1.250', () => {
    const { unmount } = render(
      <AdOfferPicker
        offer={priced(5000, 'JPY')}
        selection={{ productId: PRODUCT_ID, days: ['2026-12-03'] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('1 issue — total ¥5,000')).toBeInTheDocument();
    unmount();
    render(
      <AdOfferPicker
        offer={priced(1250, 'KWD')}
        selection={{ productId: PRODUCT_ID, days: ['2026-12-03'] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('1 issue — total KWD 1.250')).toBeInTheDocument();
  });

  it('says "Refunded $150.00 on 3 Dec" after a refund and no longer offers Withdraw', async () => {
    serveContentApi((config) =>
      config.url === '/submission-status/'
        ? ok({
            ...view('withdrawn', [submitted]),
            canWithdraw: false,
            payment: {
              status: 'refunded',
              amountCents: 15_000,
              currency: 'USD',
              paidOn: '2026-12-01',
              refundedOn: '2026-12-03',
            },
          })
        : undefined,
    );
    renderContent(<SubmissionStatusPage />, { path: '/submission-status?token=status-token' });
    expect(await screen.findByText('Refunded $150.00 on 3 Dec')).toBeInTheDocument();
    expect(screen.getByText('This ad will not run, and your payment was refunded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  });

  it('shows the amount paid while the ad waits for review', async () => {
    serveContentApi((config) =>
      config.url === '/submission-status/'
        ? ok(
            view('pending', [
              submitted,
              { ...submitted, from: 'awaiting_payment', to: 'pending', by: 'Payment (Stripe)' },
            ]),
          )
        : undefined,
    );
    renderContent(<SubmissionStatusPage />, { path: '/submission-status?token=status-token' });
    expect(await screen.findByText('Paid $150.00 on 1 Dec')).toBeInTheDocument();
  });
});

describe('a lost race on the public ad form', { timeout: 20_000 }, () => {
  it('names the day in words, takes it off the choice and shows the grid again with the day sold', async () => {
    const user = userEvent.setup();
    let offers = 0;
    const soldAfterRace: AdOffer = {
      ...offer,
      availability: offer.availability.map((day) =>
        day.date === '2026-12-05'
          ? { ...day, products: day.products.map((slot) => ({ ...slot, booked: 1, free: 0 })) }
          : day,
      ),
    };
    const calls = serveContentApi((config) => {
      if (config.url === '/portal/') {
        return ok({
          kind: 'ads',
          workspaceName: 'Harbour Weekly',
          logoUrl: null,
          brandColor: null,
          timeZone: 'UTC',
          business: null,
          formToken: 'signed-form-token',
          minFillSeconds: 0,
          maxImageBytes: 10485760,
        });
      }
      if (config.url === '/portal/ad-offer/') {
        offers += 1;
        return ok(offers === 1 ? offer : soldAfterRace);
      }
      if (config.url === '/feeds-ads-public/') {
        return {
          status: 409,
          data: {
            meta: { code: 0, message: 'Sat 5 Dec is sold out. Nothing was booked.' },
            data: { fullDates: ['2026-12-05'] },
          },
        };
      }
      return undefined;
    });
    renderContent(<PublicPortalPage kind="ads" />, { path: '/ad?token=link-token' });
    await user.click(await screen.findByRole('radio', { name: /^Presenting sponsor — \$150\.00 per issue/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat 5 Dec · 1 of 1 free' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun 6 Dec · 1 of 1 free' }));
    expect(screen.getByText('2 issues — total $300.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business'), 'Harbor Coffee');
    await user.type(screen.getByLabelText('Headline'), 'Autumn blend');
    await user.type(screen.getByLabelText('Ad text'), 'Two cups for one.');
    await user.type(screen.getByLabelText('Link'), 'https://harbor-coffee.example/');
    await user.type(screen.getByLabelText('Your name'), 'Hana');
    await user.type(screen.getByLabelText('Your email'), 'hana@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit ad' }));

    expect(await screen.findByText('Sat 5 Dec is sold out. Nothing was booked.')).toBeInTheDocument();
    expect(callsTo(calls, '/feeds-ads-public/')).toHaveLength(1);
    expect(await screen.findByRole('checkbox', { name: 'Sat 5 Dec · Sold out' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sun 6 Dec · 1 of 1 free' })).toBeChecked();
    expect(screen.getByText('1 issue — total $150.00')).toBeInTheDocument();
    expect(offers).toBe(2);
  });
});
