import type { ModerationItem } from '@newsletter-os/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeItem, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { ModerationQueue } from './ModerationQueue';

const submission = (id: string, title: string) => ({
  id,
  trackingId: `SUB-${id.slice(0, 10).toUpperCase().replace(/-/g, 'X')}`,
  origin: 'events' as const,
  status: 'pending' as const,
  reason: null,
  submitterName: 'Fran',
  submitterEmail: 'fran@example.com',
  imageAlt: null,
  submittedAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T09:00:00.000Z',
  item: makeItem({ title, feedType: 'events', feedStatus: 'pending' }),
  history: [
    { from: null, to: 'pending' as const, reason: null, by: 'Fran (submitter)', at: '2026-05-01T09:00:00.000Z' },
  ],
  payment: null as ModerationItem['payment'],
});
const first = submission('11111111-1111-4111-8111-111111111111', 'Harvest fair');
const second = submission('22222222-2222-4222-8222-222222222222', 'Book swap');
const third = submission('33333333-3333-4333-8333-333333333333', 'Choir night');

/** A queue that drops a submission once it has been decided, as the server does for the open view. */
function serveShrinkingQueue(items: ReturnType<typeof submission>[]) {
  let open = [...items];
  return serveContentApi((config) => {
    if (config.url === '/submissions/') {
      return ok({
        results: open,
        count: open.length,
        page: 1,
        pageSize: 20,
        totalPages: 1,
        counts: { pending: open.length, needs_changes: 0 },
        blocked: [],
      });
    }
    const decided = open.find((item) => config.url === `/submissions/${item.id}/moderate/`);
    if (decided) {
      open = open.filter((item) => item !== decided);
      const action = JSON.parse(String(config.data)).action as string;
      return ok(
        { ...decided, status: action === 'approve' ? 'approved' : 'rejected' },
        action === 'approve' ? 'Submission approved' : 'Submission rejected',
      );
    }
    return undefined;
  });
}

describe('the review queue', () => {
  it('says a paid ad was paid online and that rejecting it refunds the payment', async () => {
    const paidAd = {
      ...submission('44444444-4444-4444-8444-444444444444', 'Autumn blend is here'),
      origin: 'ads' as const,
      payment: { amountCents: 12_500, currency: 'USD', status: 'paid' as const },
    };
    serveContentApi((config) =>
      config.url === '/submissions/'
        ? ok({
            results: [paidAd, first],
            count: 2,
            page: 1,
            pageSize: 20,
            totalPages: 1,
            counts: { pending: 2, needs_changes: 0 },
            blocked: [],
          })
        : undefined,
    );
    renderContent(<ModerationQueue workspaceId={WORKSPACE_ID} />);

    const card = await screen.findByRole('article', { name: 'Autumn blend is here' });
    expect(within(card).getByText('Paid $125.00')).toBeInTheDocument();
    expect(
      within(card).getByText('Paid online: rejecting it refunds $125.00 in full and frees its days.'),
    ).toBeInTheDocument();
    const unpaid = screen.getByRole('article', { name: 'Harvest fair' });
    expect(within(unpaid).queryByText(/Paid/)).toBeNull();
  });

  it('moves with J and K, approves with A and rejects with R and a reason', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/submissions/') {
        return ok({
          results: [first, second],
          count: 2,
          page: 1,
          pageSize: 20,
          totalPages: 1,
          counts: { pending: 2, needs_changes: 0 },
          blocked: [{ reason: 'honeypot', count: 4 }],
        });
      }
      if (config.url?.endsWith('/moderate/')) return ok({ ...first, status: 'approved' }, 'Submission approved');
      return undefined;
    });
    renderContent(<ModerationQueue workspaceId={WORKSPACE_ID} />);

    const cards = await screen.findAllByRole('article');
    expect(screen.getByText(/Hidden field filled \(bot\) 4/)).toBeInTheDocument();
    cards[0]?.focus();
    fireEvent.keyDown(cards[0] as HTMLElement, { key: 'j' });
    expect(screen.getByRole('article', { name: 'Book swap' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('article', { name: 'Book swap' }), { key: 'a' });
    await waitFor(() => expect(callsTo(calls, `/submissions/${second.id}/moderate/`)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, `/submissions/${second.id}/moderate/`)[0] as never)).toEqual({
      workspaceId: WORKSPACE_ID,
      action: 'approve',
    });

    fireEvent.keyDown(screen.getByRole('article', { name: 'Book swap' }), { key: 'k' });
    fireEvent.keyDown(screen.getByRole('article', { name: 'Harvest fair' }), { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Harvest fair' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(within(dialog).getByText('Give a reason: the submitter reads it')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Outside our coverage area' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    await waitFor(() => expect(callsTo(calls, `/submissions/${first.id}/moderate/`)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, `/submissions/${first.id}/moderate/`)[0] as never)).toEqual({
      workspaceId: WORKSPACE_ID,
      action: 'reject',
      reason: 'Outside our coverage area',
    });
  });

  it('focuses the first card on open, takes the keys from anywhere but fields and dialogs, and moves on after a decision', async () => {
    const user = userEvent.setup();
    const calls = serveShrinkingQueue([first, second, third]);
    renderContent(<ModerationQueue workspaceId={WORKSPACE_ID} />);

    await waitFor(() => expect(screen.getByRole('article', { name: 'Harvest fair' })).toHaveFocus());

    // Typing in a field never moves or decides.
    const show = screen.getByLabelText('Show');
    show.focus();
    fireEvent.keyDown(show, { key: 'j' });
    expect(show).toHaveFocus();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    fireEvent.keyDown(editable, { key: 'a' });
    editable.remove();
    for (const item of [first, second, third])
      expect(callsTo(calls, `/submissions/${item.id}/moderate/`)).toHaveLength(0);

    // From the page itself (focus outside any card) J moves and A approves.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j');
    expect(screen.getByRole('article', { name: 'Book swap' })).toHaveFocus();
    await user.keyboard('a');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Choir night' })).toHaveFocus());
    expect(screen.queryByRole('article', { name: 'Book swap' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Submission approved: Book swap. Next: Choir night',
    );

    // While the reason dialog is open the letters belong to it.
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Choir night' });
    await user.keyboard('j');
    expect(screen.getByRole('dialog', { name: 'Reject: Choir night' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Outside our coverage area' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Harvest fair' })).toHaveFocus());
    expect(callsTo(calls, `/submissions/${third.id}/moderate/`)).toHaveLength(1);
    expect(screen.getByText('Submission rejected: Choir night. Next: Harvest fair')).toBeInTheDocument();
  });
});
