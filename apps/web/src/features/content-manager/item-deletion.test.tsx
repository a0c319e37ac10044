import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeItem, pageOf, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { cancelDeletion, scheduleDeletion, UNDO_WINDOW_MS } from '../../shared/deferred-delete';
import { ContentManagerPage } from './ContentManagerPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('deleting a content item', () => {
  it('asks first, hides the item with an Undo toast, and Undo brings it back without deleting', async () => {
    const user = userEvent.setup();
    const item = makeItem({ title: 'Harbour reopens' });
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([item, makeItem({ title: 'Council meets' })]));
      if (config.url === `/feeds/${item.id}/`) return ok(null, 'Item deleted');
      return undefined;
    });
    renderContent(
      <>
        <ContentManagerPage />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Harbour reopens' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(confirm).toHaveTextContent('You can undo it for 5 seconds.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Harbour reopens' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Council meets' })).toBeInTheDocument();
    expect(screen.getByText('“Harbour reopens” deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Harbour reopens' })).toBeInTheDocument();
    expect(callsTo(calls, `/feeds/${item.id}/`)).toHaveLength(0);
  });
});

describe('scheduleDeletion', () => {
  it('sends the deletion only when the undo window has passed', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    scheduleDeletion('item-1', 'Harbour reopens', send, () => {});
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once cancelled, and reports a failed deletion', async () => {
    vi.useFakeTimers();
    const cancelled = vi.fn(() => Promise.resolve());
    scheduleDeletion('item-2', 'Kept', cancelled, () => {});
    cancelDeletion('item-2');
    const failed = vi.fn();
    const refused = new Error('refused');
    scheduleDeletion('item-3', 'Refused', () => Promise.reject(refused), failed);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 10));
    expect(cancelled).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith(refused);
  });
});
