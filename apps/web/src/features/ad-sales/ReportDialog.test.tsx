import type { AdBooking, AdReport } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderContent, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, mockApi, ok, renderApp } from '../../../test/helpers';
import { BookingsList } from './BookingsList';

const day = new Date().toISOString().slice(0, 10);
const booking = (id: string, status: AdBooking['status'], name: string): AdBooking => ({
  id,
  workspaceId: WORKSPACE_ID,
  productId: '6a1f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  productName: 'Presenting sponsor',
  position: 'top',
  businessCompanyId: '7b2f0c1e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  businessCompanyName: name,
  feedItemId: null,
  status,
  source: 'staff',
  dates: [day],
  holdExpiresAt: null,
  amountCents: 25_000,
  currency: 'USD',
  createdAt: new Date().toISOString(),
  cancelledAt: null,
  payment: null,
});
const REPORTED = '11111111-1111-4111-8111-111111111111';

const report = (shareLink: AdReport['shareLink']): AdReport => ({
  bookingId: REPORTED,
  publication: { name: 'Harbour Weekly', logoUrl: null, brandColor: '#0f766e' },
  language: 'en',
  advertiser: 'Harbor Coffee',
  productName: 'Presenting sponsor',
  dates: [day],
  state: 'ready',
  notice: 'Figures are read once a day for 7 days after each send and may still rise.',
  adLinks: ['https://harbor-coffee.example/autumn'],
  issues: [
    {
      date: day,
      readCount: 2,
      lastReadAt: new Date().toISOString(),
      final: false,
      recipients: 8048,
      delivered: 8000,
      estimatedUniqueOpens: 4100,
      clicks: 168,
      uniqueClicks: 120,
      verifiedUniqueClicks: 108,
      clickThroughRate: 1.5,
    },
  ],
  totals: {
    final: false,
    recipients: 8048,
    delivered: 8000,
    estimatedUniqueOpens: 4100,
    clicks: 168,
    uniqueClicks: 120,
    verifiedUniqueClicks: 108,
    clickThroughRate: 1.5,
  },
  final: false,
  creative: null,
  status: 'reported',
  amountCents: 25_000,
  currency: 'USD',
  shareLink,
});

describe('BookingsList: sponsor reports', () => {
  it('offers "Report" only for ads that ran; the dialog shows the figures and copies a new sponsor link', async () => {
    const link = {
      id: '22222222-2222-4222-8222-222222222222',
      url: 'http://app.test/sponsor-report?token=t1',
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    let linked = false;
    const calls = mockApi((config) => {
      if (config.url === '/ad-bookings/') {
        return ok([
          booking(REPORTED, 'reported', 'Harbor Coffee'),
          booking('33333333-3333-4333-8333-333333333333', 'confirmed', 'Joe’s Pizza'),
        ]);
      }
      if (config.url === `/ad-bookings/${REPORTED}/report/`) return ok(report(linked ? link : null));
      if (config.url === `/ad-bookings/${REPORTED}/report-link/` && config.method === 'post') {
        linked = true;
        return { status: 201, data: { meta: { code: 1, message: 'Sponsor link created' }, data: link } };
      }
      return { status: 404, data: { meta: { code: 0, message: `No mock for ${config.url}` } } };
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderContent(<BookingsList workspaceId={WORKSPACE_ID} />, { path: '/ad-sales' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Report for Harbor Coffee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report: Harbor Coffee' });
    expect(await within(dialog).findByText('Figures so far')).toBeInTheDocument();
    expect(within(dialog).getByText('1.50%', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('Unique opens (estimated)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('No sponsor link yet. Copying makes one; the sponsor needs no account.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy sponsor link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Sponsor link' })).toHaveValue(link.url);
    expect(writeText).toHaveBeenCalledWith(link.url);
    const created = calls.find((c) => c.url === `/ad-bookings/${REPORTED}/report-link/`);
    expect(bodyOf(created ?? ({} as never))).toEqual({ workspaceId: WORKSPACE_ID });
    expect(within(dialog).getByRole('button', { name: 'Turn off link' })).toBeInTheDocument();
  });
});

describe('/sponsor-report', () => {
  it('shows the sponsor the publication’s branding and the figures without a login', async () => {
    const calls = mockApi((config) =>
      config.url === '/sponsor-report/' ? ok({ ...report(null), shareLink: undefined }) : { status: 404, data: null },
    );
    renderApp('/sponsor-report?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sponsor report: Harbor Coffee' })).toBeInTheDocument();
    expect(screen.getByText('Harbour Weekly')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ token: 'abc' });
  });

  it('says what to do without a token', async () => {
    renderApp('/sponsor-report');
    expect(await screen.findByText('Open this page from the report link the publisher sent you.')).toBeInTheDocument();
  });
});
