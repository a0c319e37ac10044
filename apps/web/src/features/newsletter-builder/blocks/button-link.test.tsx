import type { BlockOfType, Newsletter } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentBlocks, useBuilderStore } from '../store';
import { ButtonBody } from './SimpleBlocks';

const button: BlockOfType<'button'> = {
  id: 'b1',
  type: 'button',
  label: 'Get tickets',
  href: 'https://example.com',
  align: 'center',
};

const newsletter: Newsletter = {
  id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  workspaceId: '1f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  issueDate: '2026-06-12',
  title: 'Weekly',
  subject: '',
  preheader: '',
  document: { schemaVersion: 1, blocks: [button] },
  style: {
    brandLogoUrl: null,
    accentColor: '#3b82f6',
    bodyFont: 'Helvetica',
    headingFont: 'Georgia',
    headerText: '',
    footerText: '',
    buttonStyle: { backgroundColor: '#3b82f6', textColor: '#ffffff', borderRadius: 6, fullWidth: false },
  },
  status: 'draft',
  version: 3,
  scheduledAt: null,
  createdBy: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
};

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
