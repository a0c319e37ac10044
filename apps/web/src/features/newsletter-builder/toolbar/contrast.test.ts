import { COLOR_SWATCHES } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio, passesAA } from './contrast';

describe('swatch contrast on white', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6b7280', '#ffffff')).toBeCloseTo(4.83, 2);
  });

  it('marks exactly the nine swatches that fail AA for normal text', () => {
    const passing = COLOR_SWATCHES.filter((swatch) => passesAA(swatch, '#ffffff'));
    expect(passing).toEqual(['#000000', '#6b7280', '#dc2626']);
  });
});
