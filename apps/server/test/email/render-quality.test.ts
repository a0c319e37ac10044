import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { CLIENT_SUPPORT_ALLOW_LIST, clientSupportProblems } from '../../src/email/client-support';
import { contrastProblems, elements, imagesWithoutAlt, parseEmail } from '../../src/email/inspect';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { validationErrors } from './email-validation';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The email quality bar, measured on the 30-block fixture (every block type, 47 links, 12 images). Properties,
// not snapshots: the renderer may change its markup as long as these hold.

const rendered = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
const dom = parseEmail(rendered.html);
const all = elements(dom);
const textOf = (element: Element): string =>
  element.children.map((child) => ('data' in child ? child.data : textOf(child as Element))).join('');

describe('the rendered 30-block fixture', () => {
  it('covers every block type, 47 links (card images link to their stories) and 12 images', () => {
    expect(new Set(FIXTURE_30.document.blocks.map((block) => block.type)).size).toBe(19);
    expect(FIXTURE_30.document.blocks).toHaveLength(30);
    expect(rendered.stats.links).toBe(47);
    expect(rendered.stats.images).toBe(12);
  });

  it('stays under 80,000 bytes, and under the clipping point after link rewriting', () => {
    expect(rendered.stats.bytes).toBe(Buffer.byteLength(rendered.html));
    expect(rendered.stats.bytes).toBeLessThanOrEqual(80_000);
    expect(rendered.stats.estimatedBytesAfterLinkRewriting).toBeGreaterThan(rendered.stats.bytes);
    expect(rendered.stats.estimatedBytesAfterLinkRewriting).toBeLessThan(102_000);
  });

  it('uses no feature Gmail, Outlook, Apple Mail or Yahoo lacks outside the allow-list', () => {
    // 16: the two long-word wrapping rules joined the 14 (each a harmless no-op where unsupported).
    expect(CLIENT_SUPPORT_ALLOW_LIST.length).toBeLessThanOrEqual(16);
    for (const entry of CLIENT_SUPPORT_ALLOW_LIST) expect(entry.reason.length).toBeGreaterThan(10);
    expect(clientSupportProblems(rendered.html)).toEqual([]);
  });

  it('validates with the email configuration of html-validate', async () => {
    expect(await validationErrors(rendered.html)).toEqual([]);
  });

  it('is byte-identical when rendered again', () => {
    expect(renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).html).toBe(rendered.html);
    expect(renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).text).toBe(rendered.text);
  });

  it('sets the language and direction on <html> and on the first wrapper', () => {
    const html = all.find((element) => element.name === 'html');
    const body = all.find((element) => element.name === 'body');
    const wrapper = body?.children.find(
      (node) => node.type === 'tag' && node.name === 'div' && !node.attribs.style?.includes('display:none'),
    );
    expect(html?.attribs).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(wrapper).toMatchObject({ attribs: expect.objectContaining({ lang: 'en', dir: 'ltr' }) });
  });

  it('marks every table as presentation and gives every image alt, width and height', () => {
    const tables = all.filter((element) => element.name === 'table');
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.filter((table) => table.attribs.role !== 'presentation')).toEqual([]);
    const images = all.filter((element) => element.name === 'img');
    expect(
      images.filter((image) => !/^\d+$/.test(image.attribs.width ?? '') || !/^\d+$/.test(image.attribs.height ?? '')),
    ).toEqual([]);
    expect(imagesWithoutAlt(dom)).toEqual([]);
    // Empty alt only for images marked decorative or sitting next to their item's title.
    const emptyAlt = images.filter((image) => image.attribs.alt === '').map((image) => image.attribs.src);
    expect(emptyAlt).toContain('https://images.riverside-news.example/2026/10/flourish.jpg');
    expect(emptyAlt).not.toContain('https://images.riverside-news.example/2026/10/river-at-dawn.jpg');
  });

  it('links only to absolute https and mailto addresses, and carries no script or form', () => {
    const hrefs = all.filter((element) => element.name === 'a').map((anchor) => anchor.attribs.href ?? '');
    expect(hrefs).toHaveLength(47);
    expect(hrefs.filter((href) => !/^(https:\/\/[^/\s]+|mailto:\S+@)/.test(href))).toEqual([]);
    const forbidden = all.filter((element) =>
      ['script', 'form', 'input', 'iframe', 'object', 'embed'].includes(element.name),
    );
    expect(forbidden).toEqual([]);
    expect(all.filter((element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toEqual([]);
  });

  it("keeps the author's h1 to h3 as headings, and makes every card title an h3", () => {
    const headings = all.filter((element) => /^h[1-3]$/.test(element.name));
    const texts = headings.map((element) => `${element.name} ${textOf(element)}`);
    expect(texts.slice(0, 6)).toEqual([
      'h1 This week in Riverside',
      'h2 Around town',
      'h3 Bridge reopens after two years',
      'h3 School run: new crossing on Mill Lane',
      'h3 Allotments: waiting list opens',
      'h3 In brief',
    ]);
    // 5 author headings; articles, events, the events list's entries, ads and link previews are h3.
    expect(headings.filter((element) => element.name !== 'h3').map((element) => element.name)).toEqual([
      'h1',
      'h2',
      'h2',
    ]);
    expect(headings.length).toBeGreaterThan(12);
  });

  it('centres images narrower than the column, links card images to their stories, and badges videos', () => {
    const images = all.filter((element) => element.name === 'img');
    expect(images.filter((image) => !(image.attribs.style ?? '').includes('margin:0 auto'))).toEqual([]);
    const bridge = images.find((image) => image.attribs.src?.endsWith('/bridge.jpg'));
    expect(bridge?.parent).toMatchObject({
      name: 'a',
      attribs: { href: 'https://riverside-news.example/news/bridge-reopens' },
    });
    expect(bridge?.attribs.alt).toBe('Bridge reopens after two years');
    const video = images.find((image) => image.attribs.src?.includes('ytimg') || image.attribs.width === '480');
    expect(video?.parent && textOf(video.parent as Element)).toContain('Play video');
  });

  it('meets WCAG AA contrast for every text', () => {
    expect(contrastProblems(dom)).toEqual([]);
  });

  it('keeps its <style> small and flat, with classic Outlook fallbacks and a hidden preheader', () => {
    const styles = all.filter((element) => element.name === 'style');
    expect(styles).toHaveLength(1);
    const css = styles.map((style) => (style.children[0] as { data?: string } | undefined)?.data ?? '').join('');
    expect(Buffer.byteLength(css)).toBeLessThan(16_000);
    // No at-rule inside another: Gmail drops the whole block otherwise.
    expect(css).not.toMatch(/@media[^{]*\{[^}]*@/);
    expect(rendered.html).toMatch(/<!--\[if mso\]><table role="presentation" width="600"/);
    expect(rendered.html).toMatch(/<v:roundrect [^>]*href="https:\/\/riverside-news\.example\/subscribe"/);
    const preheader = all.find((element) => element.attribs.style?.startsWith('display:none'));
    expect((preheader?.children[0] as { data?: string } | undefined)?.data?.startsWith(FIXTURE_30.preheader)).toBe(
      true,
    );
  });
});
