import type { BusinessUser } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersTable } from './UsersTable';

const ada: BusinessUser = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  userType: 'user',
  gender: null,
  isVerified: true,
  workspaces: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('UsersTable', () => {
  it('keeps its visually hidden headings inside the scroll box, so a narrow page does not scroll sideways', () => {
    render(<UsersTable users={[ada]} callerId={undefined} callerType="admin" onEdit={() => {}} onRemove={() => {}} />);
    const scrollBox = screen.getByRole('table').parentElement;
    expect(scrollBox).toHaveClass('overflow-x-auto');
    // sr-only text is position:absolute; only a positioned scroll box clips it instead of the page.
    expect(scrollBox).toHaveClass('relative');
    expect(scrollBox).toContainElement(screen.getByText('Actions'));
  });
});
