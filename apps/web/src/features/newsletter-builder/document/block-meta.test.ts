import { describe, expect, it } from 'vitest';
import { addBlockTitle } from './block-meta';

describe('insert dialog titles', () => {
  it('keep brand names and acronyms as written and lower-case ordinary words', () => {
    expect(addBlockTitle('youtube')).toBe('Add YouTube video');
    expect(addBlockTitle('gif')).toBe('Add GIF');
    expect(addBlockTitle('embed')).toBe('Add embed');
  });
});
