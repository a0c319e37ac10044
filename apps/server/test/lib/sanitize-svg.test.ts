import { describe, expect, it } from 'vitest';
import { isSafeCss, looksLikeSvg, sanitizeSvg } from '../../src/lib/sanitize-svg';

const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps shapes, gradients, text and in-document references', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<path d="M0 0L10 10" fill="url(#g)" stroke-width="2"/><text x="1" y="9" font-family="Arial">Gazette</text>' +
          '<use href="#g"/>',
        ' viewBox="0 0 10 10"',
      ),
    );
    expect(out).toContain('<linearGradient id="g" x1="0" x2="1">');
    expect(out).toContain('<path d="M0 0L10 10" fill="url(#g)" stroke-width="2">');
    expect(out).toContain('<text x="1" y="9" font-family="Arial">Gazette</text>');
    expect(out).toContain('<use href="#g">');
    expect(out).toContain('viewBox="0 0 10 10"');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', 'alert'],
    ['an event handler', '<rect onmouseover="alert(1)"/>', 'onmouseover'],
    ['a foreignObject', '<foreignObject><iframe src="https://evil.example"/></foreignObject>', 'evil'],
    ['an external image', '<image href="https://evil.example/a.png"/>', 'evil'],
    ['an external xlink:href', '<use xlink:href="https://evil.example/s.svg#a"/>', 'evil'],
    ['a javascript link', '<a href="javascript:alert(1)"><rect/></a>', 'javascript'],
    ['animation', '<set attributeName="href" to="javascript:alert(1)"/>', 'javascript'],
    ['an external url() fill', '<rect fill="url(https://evil.example/#a)"/>', 'evil'],
    ['a style element importing CSS', '<style>@import url(https://evil.example/a.css);</style>', 'evil'],
    ['a style attribute fetching', '<rect style="fill: url(//evil.example/a)"/>', 'evil'],
    ['an SVG data image', '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>', 'data:'],
  ])('drops %s', (_label, inner, forbidden) => {
    const out = sanitizeSvg(wrap(inner));
    expect(out).not.toBeNull();
    expect(out).not.toContain(forbidden);
  });

  it('keeps safe style rules and PNG data images', () => {
    const out = sanitizeSvg(
      wrap(
        '<style>.a{fill:#123456}</style><image href="data:image/png;base64,iVBORw0KGgo="/><rect class="a" style="opacity:0.5"/>',
      ),
    );
    expect(out).toContain('<style>.a{fill:#123456}</style>');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('style="opacity:0.5"');
  });

  it('forces the standard namespaces on the root', () => {
    const out = sanitizeSvg('<svg xmlns="http://evil.example/ns"><rect/></svg>');
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink">/);
  });

  it.each([
    ['no svg root', '<html><body>hi</body></html>'],
    ['entities', '<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'],
    ['plain text', 'hello'],
  ])('refuses %s', (_label, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});

describe('isSafeCss', () => {
  it.each([
    ['fill:#fff', true],
    ['fill:url(#g)', true],
    ["fill:url('#g')", true],
    ['fill:url(https://x)', false],
    ['background:url( x.png )', false],
    ['@import "a.css"', false],
    ['width:expression(alert(1))', false],
    ['content:"\\75 rl(x)"', false],
    ['background-image:image-set("a.png" 1x)', false],
  ])('%s → %s', (css, safe) => {
    expect(isSafeCss(css)).toBe(safe);
  });
});

describe('looksLikeSvg', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    ['\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>', true],
    ['<html><svg></svg></html>', false],
    ['\x89PNG', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(expected);
  });
});
