import { COLOR_SWATCHES } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backgroundBehind } from './block-background';
import { ColorPanel } from './ColorPanel';

function flagged(): string[] {
  return COLOR_SWATCHES.filter((swatch) =>
    screen
      .getByRole('button', { name: new RegExp(`^${swatch}`) })
      .getAttribute('aria-label')
      ?.endsWith('(low contrast)'),
  );
}

describe('the colour swatches', () => {
  it('are checked against the block’s background: on a dark block white reads well and black does not', () => {
    render(<ColorPanel current={null} background="#111827" onPick={() => {}} onReset={() => {}} />);
    expect(flagged()).toEqual(['#000000', '#8b5cf6', '#6b7280', '#dc2626']);
    expect(screen.getByRole('button', { name: '#ffffff' })).toBeInTheDocument();
  });

  it('flag on the white content column the nine that fail there', () => {
    render(<ColorPanel current={null} background="#ffffff" onPick={() => {}} onReset={() => {}} />);
    expect(flagged()).toHaveLength(9);
  });
});

describe('the background behind a block', () => {
  it('is the first painted background from the editor outwards', () => {
    const column = document.createElement('div');
    column.style.backgroundColor = 'rgb(17, 24, 39)';
    const block = document.createElement('div');
    block.style.backgroundColor = 'rgba(0, 0, 0, 0)';
    const editor = document.createElement('div');
    block.append(editor);
    column.append(block);
    document.body.append(column);
    expect(backgroundBehind(editor, '#ffffff')).toBe('#111827');
    column.remove();
  });

  it('is the theme’s content colour when nothing is painted', () => {
    expect(backgroundBehind(document.createElement('div'), '#fafafa')).toBe('#fafafa');
  });
});
