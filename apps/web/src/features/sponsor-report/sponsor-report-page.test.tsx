import type { SponsorReport } from '@newsletter-os/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderApp } from '../../../test/helpers';

// The sponsor's page: the ad that ran next to its figures, and a plain sentence once the booking is cancelled.

const day = '2026-12-03';
const report: SponsorReport = {
  bookingId: '11111111-1111-4111-8111-111111111111',
  publication: { name: 'Harbor Weekly', logoUrl: null, brandColor: null },
  language: 'en',
  advertiser: 'Harbor Coffee',
  productName: 'Presenting sponsor',
  dates: [day],
  state: 'awaiting_stats',
  notice: null,
  adLinks: ['https://harborcoffee.example/autumn'],
  issues: [],
  totals: null,
  final: false,
  creative: {
    title: 'Autumn blend is here',
    text: 'Two for one until Sunday.',
    imageUrl: null,
    url: 'https://harborcoffee.example/autumn',
  },
};

describe('SponsorReportPage', () => {
  it('shows the ad that ran: its title, text and link', async () => {
    mockApi((config) =>
      config.url === '/sponsor-report/' ? ok(report) : { status: 404, data: { meta: { code: 0, message: 'No mock' } } },
    );
    renderApp('/sponsor-report?token=t');
    expect(await screen.findByRole('heading', { name: 'The ad that ran' })).toBeInTheDocument();
    expect(screen.getByText('Autumn blend is here')).toBeInTheDocument();
    expect(screen.getByText('Two for one until Sunday.')).toBeInTheDocument();
  });

  it('a cancelled booking’s link (410) shows only the sentence', async () => {
    const message = 'This booking was cancelled, so it has no report. Ask the publisher if in doubt.';
    mockApi(() => ({ status: 410, data: { meta: { code: 0, message }, data: null } }));
    renderApp('/sponsor-report?token=t');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The ad that ran' })).toBeNull();
  });
});
