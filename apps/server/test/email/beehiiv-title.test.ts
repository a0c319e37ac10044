import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { beehiivBodyOf, renderBeehiivFragment } from '../../src/email/beehiiv-fragment';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_BLOCKS, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// What readers of the web post and the archive see: the public title (the subject, never the internal name), a
// thumbnail that is not an advertiser's banner, and no second logo header or address footer inside Beehiiv's own.

describe('the Beehiiv post around the body', () => {
  it('is titled with the subject, not the internal name', () => {
    const internal = { ...FIXTURE_30, title: 'Eats — internal name Dec 1' };
    expect(renderBeehiivFragment(internal, FIXTURE_STYLE, FIXTURE_OPTIONS).webTitle).toBe(FIXTURE_30.subject);
    expect(renderBeehiivFragment({ ...internal, subject: '' }, FIXTURE_STYLE, FIXTURE_OPTIONS).webTitle).toBe(
      'Eats — internal name Dec 1',
    );
  });

  it("takes no advertiser's image as the thumbnail", () => {
    const adFirst = {
      ...FIXTURE_30,
      document: newsletterDocumentSchema.parse({
        schemaVersion: 1,
        blocks: [
          ...FIXTURE_BLOCKS.filter((block) => block.type === 'ad'),
          ...FIXTURE_BLOCKS.filter((b) => b.type !== 'ad'),
        ],
      }),
    };
    expect(renderBeehiivFragment(adFirst, FIXTURE_STYLE, FIXTURE_OPTIONS).thumbnailUrl).toBe(
      'https://images.riverside-news.example/2026/10/river-at-dawn.jpg',
    );
  });

  it('leaves the logo header and the address footer out of the body by default, in with the switch', () => {
    const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
    const body = beehiivBodyOf(html);
    expect(body).not.toContain('logo.png');
    expect(body).not.toContain('Local news every Saturday');
    expect(body).not.toContain('1 Market Square, Riverside.');
    expect(body).toContain('This week in Riverside');
    const withThem = beehiivBodyOf(html, { headerAndFooter: true });
    expect(withThem).toContain('logo.png');
    expect(withThem).toContain('1 Market Square, Riverside.');
  });
});
