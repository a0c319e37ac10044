import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { renderBeehiivFragment } from '../../src/email/beehiiv-fragment';
import { elements, parseEmail } from '../../src/email/inspect';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { validationErrors } from './email-validation';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// What Beehiiv receives as body_content: the content column of the same render, every rule inline.

const email = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
const beehiiv = renderBeehiivFragment(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
const tags = (html: string) => elements(parseEmail(html));
const anchors = (html: string) =>
  tags(html)
    .filter((e) => e.name === 'a')
    .map((e) => e.attribs.href);
const images = (html: string) =>
  tags(html)
    .filter((e) => e.name === 'img')
    .map((e) => `${e.attribs.src}|${e.attribs.alt}`);

describe('the Beehiiv rendering of the 30-block fixture', () => {
  it('has no document, head, stylesheet, preheader, conditional comment or class: nothing Beehiiv would strip', () => {
    for (const absent of ['<!DOCTYPE', '<html', '<head', '<body', '<style', '<link', '<!--', ' class=', 'mso-hide']) {
      expect(beehiiv.html).not.toContain(absent);
    }
    expect(beehiiv.html).not.toContain('display:none');
    expect(beehiiv.html).not.toContain('&zwnj;');
    expect(beehiiv.html.startsWith('<div lang="en" dir="ltr"><table role="presentation"')).toBe(true);
    expect(beehiiv.html.endsWith('</table></div>')).toBe(true);
  });

  it('keeps every link, image and alt text of the email, with their inline styles', () => {
    expect(anchors(beehiiv.html)).toEqual(anchors(email.html));
    // All but the logo: Beehiiv's template has its own header (the header and footer stay out by default).
    expect(images(beehiiv.html)).toEqual(images(email.html).filter((image) => !image.includes('logo.png')));
    // 40 text and button links, and 7 card and preview images linked to their stories.
    expect(anchors(beehiiv.html)).toHaveLength(47);
    // The styled <a> button is what Outlook shows now that the VML is gone.
    expect(beehiiv.html).toContain('>Support local news</a>');
    expect(beehiiv.html).toContain('background-color:#047857');
    expect(beehiiv.html).toContain('color:#dc2626');
  });

  it('is valid HTML, smaller than the email, and carries the preheader, subject and thumbnail beside it', async () => {
    expect(
      await validationErrors(
        `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${beehiiv.html}</body></html>`,
      ),
    ).toEqual([]);
    expect(beehiiv.bytes).toBe(Buffer.byteLength(beehiiv.html));
    expect(beehiiv.bytes).toBeLessThan(email.stats.bytes);
    expect(beehiiv.previewText).toBe('The old bridge is open again, and ten events this week.');
    expect(beehiiv.subjectLine).toBe('Bridge reopens, autumn concert and more');
    expect(beehiiv.thumbnailUrl).toBe('https://images.riverside-news.example/2026/10/river-at-dawn.jpg');
  });

  it('takes the thumbnail from the first content image, served from the product for uploads, or none', () => {
    const withUpload = {
      ...FIXTURE_30,
      document: newsletterDocumentSchema.parse({
        schemaVersion: 1,
        blocks: [
          { id: 'p', type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] },
          { id: 'flourish', type: 'image', src: '/uploads/a/flourish.png', alt: '', decorative: true },
          { id: 'photo', type: 'image', src: '/uploads/a/photo.jpg', alt: 'A photo', decorative: false },
        ],
      }),
    };
    const options = { ...FIXTURE_OPTIONS, assetBaseUrl: 'https://app.example/' };
    expect(renderBeehiivFragment(withUpload, FIXTURE_STYLE, options).thumbnailUrl).toBe(
      'https://app.example/uploads/a/photo.jpg',
    );
    const textOnly = {
      ...withUpload,
      document: { ...withUpload.document, blocks: withUpload.document.blocks.slice(0, 1) },
    };
    expect(renderBeehiivFragment(textOnly, FIXTURE_STYLE, options).thumbnailUrl).toBeNull();
  });

  it('keeps the writing direction of a right-to-left workspace', () => {
    const rtl = renderBeehiivFragment(FIXTURE_30, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, lang: 'ar', dir: 'rtl' });
    expect(rtl.html.startsWith('<div lang="ar" dir="rtl">')).toBe(true);
  });
});
