import { describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The plain-text part of the fixture, read as a person would.

const { text } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
const lines = text.split('\n');

describe('the plain-text part', () => {
  it('wraps at 78 characters, except where a line is one unbreakable address', () => {
    const long = lines.filter((line) => line.length > 78 && /\s/.test(line.replace(/^\s*\(?/, '').trim()));
    expect(long).toEqual([]);
  });

  it('writes articles as "Title — link" and events as "day · time · venue · link"', () => {
    expect(text).toContain('Bridge reopens after two years —\nhttps://riverside-news.example/news/bridge-reopens');
    expect(text).toContain('Thu 15 Oct · 7:30 pm · The Anchor · https://riverside-news.example/events/quiz');
    expect(text).toContain('Sat 17 Oct · 7 – 9:30 pm · Town Hall · 1 Market Square, Riverside ·');
  });

  it('says who sponsored an ad, gives image alt text and links as "text (url)"', () => {
    expect(text).toContain('Sponsored by Corner Bakery');
    expect(text).toContain('[A dog dancing on a sofa]');
    expect(text).toContain('Market on Saturday (https://riverside-news.example/market)');
    expect(text).toContain('Subscribe (https://riverside-news.example/subscribe)');
    // A decorative image leaves no trace.
    expect(text).not.toContain('flourish');
  });

  it('keeps headings, the header and the footer, and shows code literally', () => {
    expect(lines).toContain('This week in Riverside');
    expect(lines).toContain('Around town');
    expect(lines[0]).toBe('Riverside News · Local news every Saturday');
    expect(text.trimEnd().endsWith('You get this because you subscribed on our website.')).toBe(true);
    expect(text).toContain('<b>Opening hours</b>');
  });
});
