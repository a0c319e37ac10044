import { ensureContrast } from './contrast';

// Dark mode as the email's own stylesheet asks for it. Every element with a light inline background or a colour
// carries a class the dark rules override with !important (inline styles win otherwise). Apple Mail, iOS Mail and
// Outlook for Mac read the `prefers-color-scheme` rules; Outlook.com ignores media queries but marks the elements
// it recolours with `data-ogsc` (text) and `data-ogsb` (backgrounds), so the same rules are repeated under those
// attributes. Buttons keep their own colours on purpose: a light island whose contrast the light check covers.

export const DARK_COLORS = {
  page: '#111827',
  content: '#1f2937',
  card: '#273445',
  code: '#374151',
  text: '#f3f4f6',
  heading: '#f9fafb',
  muted: '#d1d5db',
  link: '#93c5fd',
  border: '#4b5563',
} as const;

/** Class names the renderer puts on elements so the dark rules can reach them. */
export const DARK_CLASS = {
  page: 'nl-page',
  content: 'nl-content',
  card: 'nl-card',
  code: 'nl-code',
  muted: 'nl-muted',
  link: 'nl-link',
} as const;

/**
 * An author's colour for dark backgrounds: the same hue moved toward white until it reaches 4.5:1 on the lightest
 * dark background text sits on (code), so it is readable on every dark surface.
 */
export function darkVariantOf(color: string): string {
  return ensureContrast(color, DARK_COLORS.code, 4.5);
}

/** `#DC2626` → `nl-c-dc2626`: one class per distinct author colour. */
export function authorColorClass(color: string): string {
  return `nl-c-${color.replace('#', '').toLowerCase()}`;
}

interface DarkRule {
  selector: string;
  color?: string;
  background?: string;
  border?: string;
}

function darkRules(authorColors: ReadonlyMap<string, string>): DarkRule[] {
  const c = DARK_CLASS;
  return [
    { selector: `.${c.page}`, background: DARK_COLORS.page },
    { selector: `.${c.content}`, background: DARK_COLORS.content },
    { selector: `.${c.content} td`, background: DARK_COLORS.content },
    { selector: `.${c.content} td.${c.card}`, background: DARK_COLORS.card, border: DARK_COLORS.border },
    { selector: `.${c.content} td.${c.code}`, background: DARK_COLORS.code },
    { selector: `.${c.content} code`, background: DARK_COLORS.code },
    {
      selector: ['p', 'li', 'pre'].map((tag) => `.${c.content} ${tag}`).join(','),
      color: DARK_COLORS.text,
    },
    { selector: ['h1', 'h2', 'h3'].map((tag) => `.${c.content} ${tag}`).join(','), color: DARK_COLORS.heading },
    { selector: `.${c.content} p.${c.muted}`, color: DARK_COLORS.muted },
    { selector: `.${c.link}`, color: DARK_COLORS.link },
    ...[...authorColors].map(([light, dark]) => ({ selector: `.${authorColorClass(light)}`, color: dark })),
  ];
}

function declarations(rule: DarkRule): string {
  const parts: string[] = [];
  if (rule.color) parts.push(`color:${rule.color} !important`);
  if (rule.background) parts.push(`background-color:${rule.background} !important`);
  if (rule.border) parts.push(`border-color:${rule.border} !important`);
  return parts.join(';');
}

function prefixed(selector: string, attribute: string): string {
  return selector
    .split(',')
    .map((part) => `[${attribute}] ${part}`)
    .join(',');
}

/** The `prefers-color-scheme` block and Outlook.com's attribute rules, flat (no nested at-rules). */
export function darkStyleSheet(authorColors: ReadonlyMap<string, string>): string {
  const rules = darkRules(authorColors);
  const media = `@media (prefers-color-scheme:dark){${rules.map((rule) => `${rule.selector}{${declarations(rule)}}`).join('')}}`;
  const outlook = rules
    .flatMap((rule) => [
      rule.color ? `${prefixed(rule.selector, 'data-ogsc')}{color:${rule.color} !important}` : '',
      rule.background ? `${prefixed(rule.selector, 'data-ogsb')}{background-color:${rule.background} !important}` : '',
    ])
    .join('');
  return media + outlook;
}
