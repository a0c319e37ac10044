import type { RenderedNewsletterResponse } from '@newsletter-os/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../../test/app-server';
import { builderNewsletter } from '../../../../test/builder-newsletter';
import { ok, signIn } from '../../../../test/helpers';
import { useBuilderStore } from '../store';
import { PreviewDialog } from './PreviewDialog';

const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';
const newsletter = builderNewsletter([], { workspaceId: WORKSPACE });
const longLine = 'The harbour festival returns this weekend with stalls, music and boat trips for all ages.';

const output: RenderedNewsletterResponse = {
  html: '<!doctype html><html><head><title>Weekly</title></head><body><img src="https://img.example/boat.jpg" alt="Boats"><p>Hi</p></body></html>',
  text: `${longLine.slice(0, 70)}\n${longLine.slice(70)}`,
  stats: { bytes: 1_000, estimatedBytesAfterLinkRewriting: 1_200, links: 0, images: 1 },
  checks: [],
  beehiiv: {
    html: '<p>Hi</p>',
    bytes: 9,
    previewText: '',
    subjectLine: 'Weekly',
    webTitle: 'Weekly',
    thumbnailUrl: null,
  },
};

beforeEach(() => {
  signIn();
  useBuilderStore.getState().open(newsletter);
  mockServer(routesServer({ [`get /newsletters/${newsletter.id}/render`]: ok(output) }));
});
afterEach(resetAfterTest);

function open() {
  return renderAt(
    <PreviewDialog workspaceId={WORKSPACE} date={newsletter.issueDate} open onOpenChange={() => {}} />,
    '/',
  );
}

describe('the preview’s views', () => {
  it('emulates dark mode inside the email, turning its pictures back, instead of inverting the whole frame', async () => {
    open();
    const frame = await screen.findByTitle('Email preview, desktop width');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dark mode' }));
    expect(frame.getAttribute('style') ?? '').not.toContain('invert');
    const srcDoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcDoc).toContain('html{filter:invert(1) hue-rotate(180deg)}');
    expect(srcDoc).toContain('img,picture,video');
  });

  it('shows the plain text with its own line breaks only: the box does not wrap the lines again', async () => {
    open();
    await screen.findByTitle('Email preview, desktop width');
    await userEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    const text = screen.getByRole('textbox', { name: 'Plain-text version' });
    expect(text).toHaveValue(output.text);
    expect(text).toHaveAttribute('wrap', 'off');
  });
});
