import { describe, expect, it } from 'vitest';
import { bannedTermsIn, checkRewrite, factsOf } from '../../src/modules/ai/rewrite/checks';

describe('rewrite checks', () => {
  it('finds numbers, dates, URLs and quotes, each once, and not a lone digit', () => {
    const facts = factsOf(
      'On 2026-06-05 and June 5, 2026, 3 of 1,250 people paid 4.50 at https://x.example/a. “Hello there” 1,250',
    );
    expect(facts).toEqual([
      { kind: 'url', value: 'https://x.example/a' },
      { kind: 'date', value: '2026-06-05' },
      { kind: 'date', value: 'June 5, 2026' },
      { kind: 'quote', value: 'Hello there' },
      { kind: 'number', value: '1,250' },
      { kind: 'number', value: '4.50' },
    ]);
  });

  it('counts 1,200 and 1200 as the same number, and banned terms only as whole words', () => {
    expect(checkRewrite('We have 1,200 seats.', 'There are 1200 seats.', []).passed).toBe(true);
    expect(bannedTermsIn('A World-Class event, truly worldclass', ['world-class', 'class act'])).toEqual([
      'world-class',
    ]);
    expect(bannedTermsIn('synergies', ['synergy'])).toEqual([]);
  });
});
