import { escapeHtml } from '../lib/html';

// Small builders for the email's markup. Style strings are assembled from validated values (hex colours, font
// enums, numbers) only; every text and URL from the newsletter goes through escapeHtml.

export type StyleMap = Record<string, string | number | undefined>;

export function css(styles: StyleMap): string {
  return Object.entries(styles)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

export type Attributes = Record<string, string | number | undefined>;

export function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
}

export function element(tag: string, attrs: Attributes, inner: string): string {
  return `<${tag}${attributes(attrs)}>${inner}</${tag}>`;
}

/** A layout table: always presentation, no spacing, full width unless told. */
export function layoutTable(inner: string, attrs: Attributes = {}): string {
  return element(
    'table',
    { role: 'presentation', width: '100%', cellpadding: 0, cellspacing: 0, border: 0, ...attrs },
    `<tr>${inner}</tr>`,
  );
}

/**
 * Long words and pasted URLs break inside the column instead of widening it (a Google Forms link is 830 px wide
 * unbroken). `anywhere` also lowers the cell's min-content width, which table layout sizes by; `word-break` is the
 * older spelling Safari and Outlook.com honour. Both are inherited, so the text cells carry them for their content.
 */
export const WRAP_LONG_WORDS: StyleMap = { 'overflow-wrap': 'anywhere', 'word-break': 'break-word' };

/** One block of the email: a row of the content table with the side padding. */
export function blockRow(inner: string, options: { align?: string; paddingBottom?: number } = {}): string {
  const align = options.align && options.align !== 'left' ? options.align : undefined;
  return `<tr><td class="nl-pad"${attributes({
    align,
    style: css({ padding: `0 24px ${options.paddingBottom ?? 16}px`, 'text-align': align, ...WRAP_LONG_WORDS }),
  })}>${inner}</td></tr>`;
}

export { escapeHtml };
