import type { PartnerUpload } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { ContentHistoryPage } from './ContentHistoryPage';

function upload(title: string, status: PartnerUpload['status']): PartnerUpload {
  return {
    trackingId: `SUB-${title.toUpperCase().replace(/\W/g, '')}`,
    title,
    status,
    reason: null,
    imageUrl: null,
    tags: [],
    submittedAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
  };
}

describe('content history', () => {
  it('offers Withdraw while an upload waits, and on an approved one says to ask the team instead', async () => {
    serveContentApi((config) =>
      config.url === '/partner-content/list/'
        ? ok(pageOf([upload('Waiting story', 'pending'), upload('Approved story', 'approved')]))
        : undefined,
    );
    renderContent(<ContentHistoryPage />, { path: '/partner-content-history' });
    const list = await screen.findByRole('list', { name: 'Your uploads' });
    const [waiting, approved] = within(list).getAllByRole('listitem');
    if (!waiting || !approved) throw new Error('two uploads expected');
    expect(within(waiting).getByRole('button', { name: 'Withdraw Waiting story' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(
      within(approved).getByText(
        'Approved uploads may already be in a newsletter: to take this one down, ask the team.',
      ),
    ).toBeInTheDocument();
  });
});
