import { describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Classic Outlook draws an image at its width and height attributes, ignoring CSS: they must keep the picture's
// real shape. The image library knows each upload's size; the renderer is given it by URL.

const img = (name: string) => `https://images.riverside-news.example/2026/10/${name}.jpg`;

function tagOf(html: string, src: string): { width: number; height: number } {
  const tag = new RegExp(`<img src="${src.replace(/[.?]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
  return { width: Number(/ width="(\d+)"/.exec(tag)?.[1]), height: Number(/ height="(\d+)"/.exec(tag)?.[1]) };
}

function expectShape(box: { width: number; height: number }, real: { width: number; height: number }) {
  // ±1 px: the height is rounded from the width.
  expect(Math.abs(box.height - (box.width * real.height) / real.width)).toBeLessThanOrEqual(1);
}

describe('image shapes from the image library', () => {
  const sizes = new Map([
    [FIXTURE_STYLE.brandLogoUrl as string, { width: 300, height: 150 }],
    [img('bridge'), { width: 1200, height: 800 }],
    [img('concert'), { width: 400, height: 600 }],
    [img('bakery'), { width: 240, height: 120 }],
  ]);
  const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, imageSizes: sizes });

  it('writes the logo at its own aspect ratio, no wider than the header allows', () => {
    const logo = tagOf(html, FIXTURE_STYLE.brandLogoUrl as string);
    expectShape(logo, { width: 300, height: 150 });
    expect(logo.width).toBeLessThanOrEqual(240);
    expect(logo.height).toBeLessThanOrEqual(80);
  });

  it('writes card images at their own aspect ratio, never upscaled', () => {
    expect(tagOf(html, img('bridge'))).toEqual({ width: 518, height: 345 });
    expectShape(tagOf(html, img('concert')), { width: 400, height: 600 });
    expect(tagOf(html, img('bakery'))).toEqual({ width: 240, height: 120 });
  });

  it('keeps the former boxes for images the library does not know', () => {
    const plain = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).html;
    expect(tagOf(plain, FIXTURE_STYLE.brandLogoUrl as string)).toEqual({ width: 160, height: 48 });
    expect(tagOf(plain, img('bridge'))).toEqual({ width: 518, height: 291 });
  });
});
