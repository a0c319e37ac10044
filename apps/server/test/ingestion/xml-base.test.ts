import { describe, expect, it } from 'vitest';
import { atomXmlBases } from '../../src/integrations/feeds/xml-base';

describe('atomXmlBases', () => {
  it('keeps a character reference outside Unicode as written instead of failing the feed', () => {
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://a.example/&#x110000;/">
      <entry xml:base="posts/"></entry></feed>`;
    expect(atomXmlBases(feed)).toEqual({ feed: 'https://a.example/&#x110000;/', entries: ['posts/'] });
  });

  it('reads every feed from its start, whatever the feed before it held', () => {
    const first = '<feed xml:base="https://one.example/"><entry xml:base="a/"></entry><entry></entry></feed>';
    const second = '<feed xml:base="https://two.example/"><entry xml:base="b/"></entry></feed>';
    expect(atomXmlBases(first).entries).toEqual(['a/', undefined]);
    expect(atomXmlBases(second)).toEqual({ feed: 'https://two.example/', entries: ['b/'] });
  });
});
