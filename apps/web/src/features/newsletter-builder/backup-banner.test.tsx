import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { builderAnswers } from './answers-loader';
import { BackupBanner } from './EditorBanners';
import { writeBackup } from './local-backup';

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
  beforeEach(() => localStorage.clear());

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
});
