import type { RewriteChecks, RewriteFactKind } from '@newsletter-os/contracts';

const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

/** The facts a rewrite must keep, by kind. Dates and URLs are taken out first so their digits are not numbers too. */
const FACT_PATTERNS: [RewriteFactKind, RegExp][] = [
  ['url', /\bhttps?:\/\/[^\s<>"”)]+[^\s<>"”).,;:!?]/gi],
  [
    'date',
    new RegExp(
      `\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\b(?: \\d{4})?`,
      'gi',
    ),
  ],
  ['quote', /[“"]([^“”"\n]{3,300})[”"]/g],
  ['number', /(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w])/g],
];

export interface Fact {
  kind: RewriteFactKind;
  value: string;
}

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').replace(/[’‘]/g, "'").trim();

/** The numbers, dates, URLs and quoted passages of a text, each once. */
export function factsOf(text: string): Fact[] {
  const facts = new Map<string, Fact>();
  let rest = text;
  for (const [kind, pattern] of FACT_PATTERNS) {
    rest = rest.replace(pattern, (match: string, quoted?: string) => {
      const value = (kind === 'quote' && typeof quoted === 'string' ? quoted : match).trim();
      // A lone single digit ("2 parks") is too common to report on its own.
      if (!(kind === 'number' && /^\d$/.test(value))) facts.set(`${kind}:${normalise(value)}`, { kind, value });
      return ' ';
    });
  }
  return [...facts.values()];
}

function keeps(rewrite: string, fact: Fact): boolean {
  const haystack = normalise(rewrite);
  const needle = normalise(fact.value);
  if (haystack.includes(needle)) return true;
  // "1,200" and "1200" are the same number.
  if (fact.kind === 'number') return haystack.replace(/(\d),(\d)/g, '$1$2').includes(needle.replaceAll(',', ''));
  return false;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Banned terms of the tone found in the text, as whole words, case-insensitively. */
export function bannedTermsIn(text: string, bannedTerms: readonly string[]): string[] {
  return bannedTerms.filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(text),
  );
}

/** The checks run once a rewrite has finished: facts of the source it lost, banned terms it used. */
export function checkRewrite(
  source: string,
  rewrite: string,
  bannedTerms: readonly string[],
  kinds: readonly RewriteFactKind[] = ['number', 'date', 'url', 'quote'],
): RewriteChecks {
  const missingFacts = factsOf(source).filter((fact) => kinds.includes(fact.kind) && !keeps(rewrite, fact));
  const banned = bannedTermsIn(rewrite, bannedTerms);
  return { missingFacts, bannedTerms: banned, passed: missingFacts.length === 0 && banned.length === 0 };
}
