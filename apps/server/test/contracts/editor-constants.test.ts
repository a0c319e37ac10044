import {
  COLOR_SWATCHES,
  editorSizeOfFontSize,
  FONT_FAMILIES,
  FONT_SIZE_PRESETS,
  FONT_WEIGHTS,
  fontSizeOfEditorSize,
  normalizeColor,
  parseColor,
} from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

describe('the colour normaliser', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#1A2b3C', '#1a2b3c'],
    ['  #ffffff ', '#ffffff'],
    ['abc', '#aabbcc'],
    ['rgb(239, 68, 68)', '#ef4444'],
    ['RGBA(0,0,255,0.5)', '#0000ff'],
    ['Tomato', '#ff6347'],
    ['navy', '#000080'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizeColor(input)).toBe(expected);
  });

  it.each([
    '',
    'not-a-colour',
    '#12',
    '#12345g',
    'rgb(300, 0, 0)',
    'hsl(0, 100%, 50%)',
    'constructor',
    null,
    undefined,
  ])('falls back to #000000 for %s', (input) => {
    expect(parseColor(input)).toBeNull();
    expect(normalizeColor(input)).toBe('#000000');
  });

  it('keeps every swatch as it is', () => {
    expect(COLOR_SWATCHES).toHaveLength(12);
    for (const swatch of COLOR_SWATCHES) expect(normalizeColor(swatch)).toBe(swatch);
  });
});

describe('font sizes', () => {
  it('map the six presets to editor sizes 3 to 8', () => {
    expect(FONT_SIZE_PRESETS.map((preset) => [preset.label, preset.fontSize, preset.editorSize])).toEqual([
      ['Default', null, 3],
      ['Small', '12px', 4],
      ['Medium', '14px', 5],
      ['Large', '18px', 6],
      ['X-Large', '22px', 7],
      ['Huge', '28px', 8],
    ]);
    expect(editorSizeOfFontSize('18px')).toBe(6);
    expect(editorSizeOfFontSize(undefined)).toBe(3);
    expect(editorSizeOfFontSize('13px')).toBe(3);
    expect(fontSizeOfEditorSize(8)).toBe('28px');
    expect(fontSizeOfEditorSize(3)).toBeNull();
    expect(fontSizeOfEditorSize(9)).toBeNull();
  });
});

describe('fonts and weights', () => {
  it('are the spec lists in order', () => {
    expect(FONT_FAMILIES).toEqual([
      'Helvetica',
      'Arial',
      'Times New Roman',
      'Georgia',
      'Courier New',
      'Verdana',
      'Tahoma',
    ]);
    expect(FONT_WEIGHTS.map((weight) => `${weight.label} ${weight.value}`)).toEqual([
      'Regular 400',
      'Thin 100',
      'Light 300',
      'Medium 500',
      'Bold 700',
      'Black 900',
    ]);
  });
});
