import type { RenderedNewsletterResponse } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReadinessPanel } from './ReadinessPanel';

const longUrl =
  'https://tickets.harbourweekly.example/events/2026/autumn-harvest-festival/early-bird-registration?utm_source=newsletter&utm_medium=email';

const output: RenderedNewsletterResponse = {
  html: '<p>Hi</p>',
  text: 'Hi',
  stats: { bytes: 12_000, estimatedBytesAfterLinkRewriting: 14_000, links: 1, images: 0 },
  checks: [
    { id: 'unreachable-links', severity: 'error', message: `This link does not answer: ${longUrl}`, blockIds: ['b1'] },
  ],
  beehiiv: { html: '<p>Hi</p>', bytes: 9, previewText: '', subjectLine: 'Hi', webTitle: 'Hi', thumbnailUrl: null },
};

describe('the readiness panel', () => {
  it('lets a long URL in a check wrap anywhere, so the whole address stays readable', () => {
    render(
      <ReadinessPanel
        output={output}
        checkingLinks={false}
        linksChecked
        onCheckLinks={() => {}}
        onShowBlock={() => {}}
      />,
    );
    const list = screen.getByRole('list', { name: 'Readiness checks' });
    const message = screen.getByText(
      (_, element) =>
        element?.tagName === 'SPAN' && element.textContent?.startsWith('Error: This link does not answer') === true,
    );
    expect(list).toContainElement(message);
    expect(message).toHaveTextContent(longUrl);
    expect(message).toHaveClass('wrap-anywhere', 'min-w-0');
  });

  it('shows a finding’s block by asking the dialog to close on it, not by scrolling the canvas behind the modal', async () => {
    const frame = document.createElement('li');
    frame.dataset.blockId = 'b1';
    frame.scrollIntoView = vi.fn();
    document.body.append(frame);
    const onShowBlock = vi.fn();
    render(
      <ReadinessPanel
        output={output}
        checkingLinks={false}
        linksChecked
        onCheckLinks={() => {}}
        onShowBlock={onShowBlock}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '(1 block)' }));
    expect(onShowBlock).toHaveBeenCalledWith('b1');
    // Scrolling waits for the dialog to close (focusBlock): a scroll now would move the canvas behind the modal.
    expect(frame.scrollIntoView).not.toHaveBeenCalled();
    frame.remove();
  });
});
