import type { Block } from '@newsletter-os/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { DetailsFields } from './DetailsFields';
import { useBuilderStore } from './store';

const feedBlock = (id: string, type: 'ad' | 'article', title: string, imageUrl: string): Block => ({
  id,
  type,
  contentType: 'feed',
  sourceItemId: '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  snapshotAt: '2026-06-01T08:00:00.000Z',
  sourceUpdatedAt: '2026-06-01T08:00:00.000Z',
  snapshot: { title, imageUrl },
});

const BANNER = 'https://images.example/bakery-banner.jpg';
const RIVER = 'https://images.example/river.jpg';
const BRIDGE = 'https://images.example/bridge.jpg';
const blocks: Block[] = [
  feedBlock('ad', 'ad', 'Fresh bread daily', BANNER),
  feedBlock('river', 'article', 'The river at dawn', RIVER),
  {
    id: 'ornament',
    type: 'image',
    src: 'https://images.example/ornament.png',
    alt: '',
    decorative: true,
  },
  feedBlock('bridge', 'article', 'The bridge reopens', BRIDGE),
];

afterEach(() => useBuilderStore.getState().close());

describe('the web title, thumbnail and Beehiiv body fields', () => {
  it('offer the subject as the web title until one is typed, and save the typed one', () => {
    useBuilderStore.getState().open(builderNewsletter(blocks, { subject: 'Harvest fest is back' }));
    render(<DetailsFields />);
    const field = screen.getByRole('textbox', { name: 'Web title' });
    expect(field.getAttribute('placeholder')).toBe('Harvest fest is back');
    expect(field.getAttribute('maxlength')).toBe('200');
    expect(screen.getByText('Headline on the web and in the archive. Empty: the subject.')).toBeTruthy();

    const before = useBuilderStore.getState().revision;
    fireEvent.change(field, { target: { value: 'Harvest fest returns to the market square' } });
    expect(useBuilderStore.getState()).toMatchObject({
      webTitle: 'Harvest fest returns to the market square',
      saveStatus: 'unsaved',
      revision: before + 1,
    });
  });

  it("list the issue's pictures with the ad marked, the first non-ad one chosen until another is", async () => {
    useBuilderStore.getState().open(builderNewsletter(blocks));
    render(<DetailsFields />);
    // The picker arrives after the first paint.
    const group = await screen.findByRole('group', { name: 'Thumbnail on the web' });
    const options = within(group).getAllByRole('radio');
    // The decorative ornament is no picture of the issue.
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([BANNER, RIVER, BRIDGE]);
    expect(within(group).getAllByText('Ad')).toHaveLength(1);
    expect(within(group).getByText('Fresh bread daily').parentElement?.parentElement?.textContent).toContain('Ad');
    expect(within(group).getByRole('radio', { name: 'The river at dawn' })).toHaveProperty('checked', true);

    fireEvent.click(within(group).getByRole('radio', { name: 'The bridge reopens' }));
    expect(useBuilderStore.getState().thumbnailUrl).toBe(BRIDGE);
    expect(within(group).getByRole('radio', { name: 'The bridge reopens' })).toHaveProperty('checked', true);
  });

  it('say so when the issue has no picture, and switch our header and footer into the Beehiiv body', async () => {
    useBuilderStore.getState().open(builderNewsletter([]));
    render(<DetailsFields />);
    expect(await screen.findByText('No pictures in this issue yet: the post goes without a thumbnail.')).toBeTruthy();
    const toggle = screen.getByRole('switch', {
      name: 'Include our header and footer in the Beehiiv body (Beehiiv adds its own)',
    });
    expect(toggle).toHaveProperty('checked', false);
    fireEvent.click(toggle);
    expect(useBuilderStore.getState().beehiivHeaderFooter).toBe(true);
  });
});
