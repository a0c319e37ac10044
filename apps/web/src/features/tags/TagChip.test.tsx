import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagChip } from './TagChip';

describe('TagChip', () => {
  it('outlines a white tag in grey so it stays visible on a white card', () => {
    render(<TagChip label="Snow" color="#ffffff" />);
    const chip = screen.getByText('Snow').parentElement;
    expect(chip?.style.borderColor).toBe('rgb(156, 163, 175)');
    expect(chip?.style.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('keeps a tag’s own colour for its tint and outline', () => {
    render(<TagChip label="Sports" color="#ef4444" />);
    const chip = screen.getByText('Sports').parentElement;
    expect(chip?.style.borderColor).toBe('rgba(239, 68, 68, 0.45)');
  });
});
