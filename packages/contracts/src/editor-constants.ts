import { CSS_NAMED_COLORS } from './css-named-colors';

// The newsletter editor's constants (docs/product-spec.md sections 3 "Editor constants" and 9). Server validation and the
// web's toolbar read the same values, so a value the toolbar offers is always one the server accepts.

/** Font size presets; "Default" sets no size. `editorSize` is the legacy 3–8 scale of the toolbar. */
export const FONT_SIZE_PRESETS = [
  { label: 'Default', fontSize: null, editorSize: 3 },
  { label: 'Small', fontSize: '12px', editorSize: 4 },
  { label: 'Medium', fontSize: '14px', editorSize: 5 },
  { label: 'Large', fontSize: '18px', editorSize: 6 },
  { label: 'X-Large', fontSize: '22px', editorSize: 7 },
  { label: 'Huge', fontSize: '28px', editorSize: 8 },
] as const;

/** The CSS sizes a text may carry (every preset but Default). */
export const FONT_SIZES = ['12px', '14px', '18px', '22px', '28px'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export type EditorFontSize = (typeof FONT_SIZE_PRESETS)[number]['editorSize'];

/** The editor size (3–8) of a stored font size; no size, or one that is not a preset, is Default (3). */
export function editorSizeOfFontSize(fontSize: string | null | undefined): EditorFontSize {
  return FONT_SIZE_PRESETS.find((preset) => preset.fontSize === fontSize)?.editorSize ?? 3;
}

/** The stored font size of an editor size (3–8); Default and sizes outside the scale set none. */
export function fontSizeOfEditorSize(editorSize: number): FontSize | null {
  return FONT_SIZE_PRESETS.find((preset) => preset.editorSize === editorSize)?.fontSize ?? null;
}

export const FONT_FAMILIES = [
  'Helvetica',
  'Arial',
  'Times New Roman',
  'Georgia',
  'Courier New',
  'Verdana',
  'Tahoma',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Weights in the toolbar's order. 700 is applied as bold formatting, not as a weight. */
export const FONT_WEIGHTS = [
  { label: 'Regular', value: 400 },
  { label: 'Thin', value: 100 },
  { label: 'Light', value: 300 },
  { label: 'Medium', value: 500 },
  { label: 'Bold', value: 700 },
  { label: 'Black', value: 900 },
] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number]['value'];
export const FONT_WEIGHT_VALUES = FONT_WEIGHTS.map((weight) => weight.value) as FontWeight[];
export const DEFAULT_FONT_WEIGHT: FontWeight = 400;
export const BOLD_FONT_WEIGHT: FontWeight = 700;

/** Alignments the toolbar offers; `justify` is also accepted when read from stored content. */
export const TOOLBAR_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];
export const DEFAULT_TEXT_ALIGNMENT: TextAlignment = 'left';

export const COLOR_SWATCHES = [
  '#000000',
  '#ffffff',
  '#ef4444',
  '#f59e0b',
  '#10b981',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#6b7280',
  '#9ca3af',
  '#dc2626',
  '#ea580c',
] as const;
export const DEFAULT_TEXT_COLOR = '#000000';

/** Selection toolbar limits (docs/product-spec.md section 9). */
export const SELECTION_TOOLBAR = {
  maxWidthPx: 400,
  /** The toolbar is at least this much narrower than the window. */
  windowMarginPx: 20,
  /** While a panel is open the saved selection is restored this often. */
  selectionRestoreIntervalMs: 100,
  linkPlaceholder: 'Type or paste a link',
  colorPlaceholder: '#000000',
} as const;

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOR = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}

/**
 * A colour as 6-digit lower-case hex, or null when it is not one: hex with 3 or 6 digits (the # optional),
 * rgb()/rgba() with channels 0–255 (alpha dropped), or a CSS colour name.
 */
export function parseColor(input: string | null | undefined): string | null {
  const value = (input ?? '').trim().toLowerCase();
  if (value === '') return null;
  const hex = HEX_COLOR.exec(value.startsWith('#') ? value : `#${value}`);
  if (hex?.[1]) {
    const digits = hex[1];
    return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
  }
  const rgb = RGB_COLOR.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.some((channel) => channel > 255)) return null;
    return `#${channels.map(hexByte).join('')}`;
  }
  return Object.hasOwn(CSS_NAMED_COLORS, value) ? (CSS_NAMED_COLORS[value] ?? null) : null;
}

/** The spec's colour normaliser: any recognised colour as #rrggbb, anything else #000000. */
export function normalizeColor(input: string | null | undefined): string {
  return parseColor(input) ?? DEFAULT_TEXT_COLOR;
}
