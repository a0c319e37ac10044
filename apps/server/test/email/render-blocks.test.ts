import { type NewsletterDocumentInput, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/email/contrast';
import { contrastProblems, elements, inlineStyle, parseEmail } from '../../src/email/inspect';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Block by block: what each block type and each toolbar style becomes in the email.

function render(blocks: NewsletterDocumentInput['blocks'], style = FIXTURE_STYLE, options = {}) {
  const document = newsletterDocumentSchema.parse({ schemaVersion: 1, blocks });
  const newsletter = { title: 'T', subject: 'Subject', preheader: '', issueDate: '2026-10-10', document };
  const rendered = renderNewsletter(newsletter, style, { ...FIXTURE_OPTIONS, ...options });
  return { ...rendered, all: elements(parseEmail(rendered.html)), dom: parseEmail(rendered.html) };
}

const feed = {
  contentType: 'feed' as const,
  sourceItemId: '00000000-0000-4000-8000-000000000001',
  snapshotAt: '2026-10-01T08:00:00.000Z',
  sourceUpdatedAt: '2026-10-01T08:00:00.000Z',
};

describe('rich text', () => {
  it('maps the toolbar styles to inline CSS with px sizes, colours, weights and fonts with fallbacks', () => {
    const { all } = render([
      {
        id: 'p',
        type: 'paragraph',
        align: 'center',
        content: [
          {
            type: 'text',
            text: 'Styled',
            marks: [
              {
                type: 'textStyle',
                attrs: { fontSize: '22px', color: '#047857', fontFamily: 'Times New Roman', fontWeight: 300 },
              },
            ],
          },
        ],
      },
    ]);
    const span = all.find((element) => element.name === 'span');
    expect(span && inlineStyle(span)).toEqual({
      color: '#047857',
      'font-size': '22px',
      'font-family': "'Times New Roman',Times,serif",
      'font-weight': '300',
    });
    const paragraph = all.find((element) => element.name === 'p' && element.children.includes(span as never));
    expect(paragraph && inlineStyle(paragraph)['text-align']).toBe('center');
    expect(paragraph?.parent).toMatchObject({ name: 'td', attribs: expect.objectContaining({ align: 'center' }) });
  });

  it('escapes text and joins the pieces of one link into a single <a>', () => {
    const href = 'https://example.com/a?b=1&c=2';
    const { html, all } = render([
      {
        id: 'p',
        type: 'paragraph',
        content: [
          { type: 'text', text: 'a < b & "c"' },
          { type: 'text', text: 'one ', marks: [{ type: 'link', attrs: { href } }] },
          { type: 'text', text: 'link', marks: [{ type: 'bold' }, { type: 'link', attrs: { href } }] },
        ],
      },
    ]);
    expect(html).toContain('a &lt; b &amp; &quot;c&quot;');
    expect(all.filter((element) => element.name === 'a').map((anchor) => anchor.attribs.href)).toEqual([href]);
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=2"');
  });

  it('renders nothing for an empty paragraph or heading', () => {
    const { all } = render([
      { id: 'h', type: 'h2', content: [] },
      { id: 'p', type: 'paragraph', content: [] },
    ]);
    expect(all.filter((element) => ['h2', 'p'].includes(element.name) && element.children.length === 0)).toEqual([]);
  });

  it('keeps a list centred, markers beside the text', () => {
    const { all } = render([
      { id: 'l', type: 'ol', align: 'center', items: [{ content: [{ type: 'text', text: 'One' }] }] },
    ]);
    const list = all.find((element) => element.name === 'ol');
    const item = all.find((element) => element.name === 'li');
    expect(list && inlineStyle(list)['list-style-position']).toBe('inside');
    expect(item && inlineStyle(item)['text-align']).toBe('center');
  });
});

describe('cards and media', () => {
  it('labels ads "Sponsored" with the business, and escapes a snapshot title', () => {
    const { html } = render([
      {
        id: 'ad',
        type: 'ad',
        ...feed,
        snapshot: { title: 'Fish & chips "special" < £5', businessName: 'Corner Bakery' },
      },
    ]);
    expect(html).toContain('Sponsored · Corner Bakery');
    expect(html).toContain('Fish &amp; chips &quot;special&quot; &lt; £5');
  });

  it('shows a YouTube video as a linked thumbnail with a play badge that names the video, never upscaled', () => {
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    const { all, html } = render([{ id: 'v', type: 'youtube', url, preview: { title: 'Council' } }]);
    const image = all.find((element) => element.name === 'img' && element.attribs.src?.includes('ytimg'));
    expect(image?.attribs).toMatchObject({ alt: 'Council', width: '480', height: '360' });
    expect(image?.parent).toMatchObject({ name: 'a', attribs: { href: url } });
    // The play badge is in the same link: its name reads "Council ▶ Play video".
    expect(html).toMatch(
      /<a href="https:\/\/youtu\.be\/dQw4w9WgXcQ"[^>]*><img [^>]*><span [^>]*>&#9654;&nbsp; Play video<\/span><\/a>/,
    );
  });

  it('makes upload paths absolute and keeps images within the column', () => {
    const { all } = render(
      [
        {
          id: 'i',
          type: 'image',
          src: '/uploads/ws/photo.jpg',
          alt: 'Photo',
          decorative: false,
          width: 2000,
          height: 1000,
        },
      ],
      FIXTURE_STYLE,
      { assetBaseUrl: 'https://app.example.com/' },
    );
    const image = all.find((element) => element.attribs.src?.endsWith('photo.jpg'));
    expect(image?.attribs).toMatchObject({
      src: 'https://app.example.com/uploads/ws/photo.jpg',
      width: '552',
      height: '276',
    });
  });

  it('darkens a button background until its label reaches 4.5:1, for Outlook too', () => {
    const { html, all } = render([
      {
        id: 'b',
        type: 'button',
        label: 'Go',
        href: 'https://example.com',
        style: { backgroundColor: '#60a5fa', textColor: '#ffffff', borderRadius: 4, fullWidth: false },
      },
    ]);
    const button = all.find((element) => element.name === 'a' && element.attribs.href === 'https://example.com');
    const background = button ? (inlineStyle(button)['background-color'] ?? '') : '';
    expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    expect(html).toContain(`fillcolor="${background}"`);
  });
});

describe('personalization and language', () => {
  it('takes the logo, header, footer, fonts and an accessible link colour from the personalization', () => {
    const { all, html } = render(
      [
        {
          id: 'p',
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://e.com' } }] }],
        },
      ],
      { ...FIXTURE_STYLE, accentColor: '#93c5fd', headingFont: 'Verdana' },
    );
    const logo = all.find((element) => element.name === 'img');
    expect(logo?.attribs).toMatchObject({ src: FIXTURE_STYLE.brandLogoUrl, alt: 'Riverside News' });
    expect(html).toContain('Local news every Saturday');
    expect(html).toContain('Riverside News, 1 Market Square, Riverside.<br>');
    const link = all.find((element) => element.name === 'a');
    expect(contrastRatio(link ? (inlineStyle(link).color ?? '') : '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes the workspace language and direction', () => {
    const { all } = render([], FIXTURE_STYLE, { lang: 'ar', dir: 'rtl' });
    expect(all.find((element) => element.name === 'html')?.attribs).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(all.filter((element) => element.attribs.lang === 'ar' && element.attribs.dir === 'rtl')).toHaveLength(2);
  });

  it('finds text the author coloured below AA contrast', () => {
    const { dom } = render([
      {
        id: 'p',
        type: 'paragraph',
        content: [{ type: 'text', text: 'Faint', marks: [{ type: 'textStyle', attrs: { color: '#f59e0b' } }] }],
      },
    ]);
    expect(contrastProblems(dom)).toEqual([
      expect.objectContaining({ text: 'Faint', color: '#f59e0b', required: 4.5 }),
    ]);
  });
});
