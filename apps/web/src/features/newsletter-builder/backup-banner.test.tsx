import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { builderAnswers } from './answers-loader';
import { BackupBanner } from './EditorBanners';
import { writeBackup } from './local-backup';
import { useBuilderStore } from './store';

const edited = {
  baseVersion: 3,
  title: 'Harbour Weekly',
  subject: 'Tides and the ferry',
  preheader: '',
  document: {
    schemaVersion: 1 as const,
    blocks: [{ id: 'p1', type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Ferry news' }] }],
  },
};
const key = 'newsletter-backup:w1:2026-06-19';

// The banner checks the kept copy with the builder's answer checks, which load on their own (answers-loader.ts).
describe('the backup banner', () => {
  beforeEach(() => {
    localStorage.clear();
    useBuilderStore.getState().open(builderNewsletter([]));
  });

  it('offers back unsaved edits kept on this device once the checks are in, and discards them on request', async () => {
    writeBackup('w1', '2026-06-19', edited);
    render(<BackupBanner workspaceId="w1" date="2026-06-19" />);
    await act(() => builderAnswers.load());
    expect(screen.getByText('Unsaved changes were kept on this device')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('(1 blocks)');
    await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('shows nothing for a kept copy of another shape', async () => {
    localStorage.setItem(key, JSON.stringify({ ...edited, keptAt: 'now', document: { blocks: 'none' } }));
    const { container } = render(<BackupBanner workspaceId="w1" date="2026-06-19" />);
    // The checks arrive, read the copy and refuse it: the banner stays empty.
    await act(() => builderAnswers.load());
    expect(builderAnswers.loaded()).toBeDefined();
    expect(container).toBeEmptyDOMElement();
  });

  it('restores the web title, the thumbnail and the Beehiiv header choice with the rest', async () => {
    const web = { webTitle: 'Ferry timetable changes', thumbnailUrl: '/uploads/ferry.jpg', beehiivHeaderFooter: true };
    writeBackup('w1', '2026-06-19', { ...edited, ...web });
    render(<BackupBanner workspaceId="w1" date="2026-06-19" />);
    await act(() => builderAnswers.load());
    await userEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(useBuilderStore.getState()).toMatchObject({ subject: 'Tides and the ferry', ...web });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores a copy kept before the web fields existed, leaving them as they are', async () => {
    const web = { webTitle: 'Harbour news', thumbnailUrl: '/uploads/quay.jpg', beehiivHeaderFooter: true };
    useBuilderStore.getState().open(builderNewsletter([], web));
    // Stored as such a copy was: without the web fields' keys.
    localStorage.setItem(key, JSON.stringify({ ...edited, keptAt: '2026-06-19T08:00:00.000Z' }));
    render(<BackupBanner workspaceId="w1" date="2026-06-19" />);
    await act(() => builderAnswers.load());
    await userEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(useBuilderStore.getState()).toMatchObject({ subject: 'Tides and the ferry', ...web });
  });
});
