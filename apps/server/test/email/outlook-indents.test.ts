import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { elements } from '../../src/email/inspect';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';
import { RTL_NEWSLETTER } from './rtl-fixture';

// Classic Outlook for Windows ignores padding on <ul>, <ol> and <blockquote> (Can I Email: padding is supported on
// table cells there, margin on lists). Indents go through margin on lists and a table cell for the quote's bar.

function styleOf(element: { attribs: Record<string, string> }): Record<string, string> {
  return Object.fromEntries(
    (element.attribs.style ?? '')
      .split(';')
      .filter(Boolean)
      .map((rule) => rule.split(':') as [string, string]),
  );
}

describe('list and quote indents for classic Outlook', () => {
  for (const [name, newsletter, dir] of [
    ['left to right', FIXTURE_30, 'ltr'],
    ['right to left', RTL_NEWSLETTER, 'rtl'],
  ] as const) {
    it(`indent lists with margin and quotes with a cell, ${name}`, () => {
      const { html } = renderNewsletter(newsletter, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, dir });
      const all = elements(parseDocument(html));
      const start = dir === 'rtl' ? 'right' : 'left';
      const lists = all.filter((element) => element.name === 'ul' || element.name === 'ol');
      const quotes = all.filter((element) => element.name === 'blockquote');
      expect(lists.length).toBeGreaterThan(0);
      expect(quotes.length).toBeGreaterThan(0);
      for (const element of [...lists, ...quotes]) {
        const style = styleOf(element);
        // No indent Outlook would drop.
        for (const [property, value] of Object.entries(style))
          if (property.startsWith('padding')) expect(`${property}:${value}`).toMatch(/:0(px)?$/);
      }
      for (const list of lists) {
        const style = styleOf(list);
        if (style['list-style-position'] !== 'inside') expect(style[`margin-${start}`]).toBe('24px');
      }
      for (const quote of quotes) {
        const cell = elements(quote).find((element) => element.name === 'td');
        expect(cell && styleOf(cell)[`border-${start}`]).toMatch(/^4px solid/);
        expect(cell && styleOf(cell)[`padding-${start}`]).toBe('16px');
      }
    });
  }
});
