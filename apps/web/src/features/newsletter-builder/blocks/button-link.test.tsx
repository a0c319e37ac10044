import type { BlockOfType } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { builderNewsletter } from '../../../../test/builder-newsletter';
import { currentBlocks, useBuilderStore } from '../store';
import { ButtonBody } from './SimpleBlocks';

const button: BlockOfType<'button'> = {
  id: 'b1',
  type: 'button',
  label: 'Get tickets',
  href: 'https://example.com',
  align: 'center',
};

const newsletter = builderNewsletter([button]);

function storedHref(): string | undefined {
  const block = currentBlocks().find((candidate) => candidate.id === 'b1');
  return block?.type === 'button' ? block.href : undefined;
}

/** The button as the builder renders it: from the store, so a stored change comes back into the field. */
function StoredButton() {
  const block = useBuilderStore((state) => state.blocks.b1);
  return block?.type === 'button' ? <ButtonBody block={block} /> : null;
}

describe('the button link', () => {
  beforeEach(() => useBuilderStore.getState().open(newsletter));

  it('takes a link without https:// and stores it with https://, as Settings → Business does', async () => {
    const user = userEvent.setup();
    render(<StoredButton />);
    const field = screen.getByLabelText('Button link');
    await user.clear(field);
    await user.type(field, 'example.com/tickets');
    expect(screen.queryByText('Use a full address starting with https://, http:// or mailto:')).toBeNull();
    expect(field).toHaveValue('example.com/tickets');
    expect(storedHref()).toBe('https://example.com/tickets');
    await user.tab();
    expect(field).toHaveValue('https://example.com/tickets');
  });

  it('still refuses a javascript: link', async () => {
    const user = userEvent.setup();
    render(<StoredButton />);
    const field = screen.getByLabelText('Button link');
    await user.clear(field);
    await user.click(field);
    await user.paste('javascript:alert(1)');
    expect(screen.getByText('Use a full address starting with https://, http:// or mailto:')).toBeInTheDocument();
    expect(storedHref()).toBe('https://example.com');
  });
});
