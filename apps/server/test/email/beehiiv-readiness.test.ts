import { describe, expect, it } from 'vitest';
import { renderBeehiivFragment } from '../../src/email/beehiiv-fragment';
import { sendReadinessChecks } from '../../src/email/readiness';
import {
  BEEHIIV_TEMPLATE_OVERHEAD_BYTES,
  beehiivEmailBytes,
  beehiivSizeChecks,
} from '../../src/email/readiness/beehiiv-checks';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { REWRITTEN_LINK_LENGTH } from '../../src/email/stats';
import { FIXTURE_30, FIXTURE_300, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The Beehiiv email's size against Gmail's clipping point: our body, its links rewritten, and Beehiiv's template.

const inputOf = (newsletter: typeof FIXTURE_30) => ({
  newsletter,
  rendered: renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS),
  timeZone: 'Europe/London',
  feedItems: new Map(),
  beehiivHtml: renderBeehiivFragment(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS).html,
});

describe('the Beehiiv size check', () => {
  it('counts the body, its links once rewritten for tracking, and the assumed template', () => {
    const body = '<p><a href="https://x.example/a">a</a></p>';
    expect(beehiivEmailBytes(body)).toBe(
      Buffer.byteLength(body) +
        (REWRITTEN_LINK_LENGTH - 'https://x.example/a'.length) +
        BEEHIIV_TEMPLATE_OVERHEAD_BYTES,
    );
  });

  it('stays quiet on the 30-block fixture', () => {
    const checks = sendReadinessChecks(inputOf(FIXTURE_30));
    expect(checks.filter((check) => check.id === 'beehiiv-size')).toEqual([]);
  });

  it('warns close to the clipping point, and asks to shorten above it', () => {
    const near = `<p>${'x'.repeat(70_000)}</p>`;
    expect(beehiivSizeChecks(near)).toEqual([
      {
        id: 'beehiiv-size',
        severity: 'warning',
        message:
          "Sent through Beehiiv, the email is about 95.0 KB with Beehiiv's own header and footer (the body is 70.0 KB). Gmail clips messages above 102 KB.",
        blockIds: [],
      },
    ]);
    const [over] = sendReadinessChecks(inputOf(FIXTURE_300)).filter((check) => check.id === 'beehiiv-size');
    expect(over?.severity).toBe('warning');
    expect(over?.message).toMatch(
      /^Sent through Beehiiv, the email is about \d+\.\d KB .* Gmail clips it above 102 KB: shorten it\.$/,
    );
  });

  it('is not run when no Beehiiv body was rendered', () => {
    const { beehiivHtml: _, ...withoutBeehiiv } = inputOf(FIXTURE_300);
    expect(sendReadinessChecks(withoutBeehiiv).some((check) => check.id === 'beehiiv-size')).toBe(false);
  });
});
