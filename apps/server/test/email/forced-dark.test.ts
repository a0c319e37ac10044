import { contrastRatio, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { forcedDarkOf } from '../../src/email/forced-dark';
import { sendReadinessChecks } from '../../src/email/readiness';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Gmail on Android and the Outlook apps ignore the email's dark stylesheet and invert light backgrounds and dark
// text themselves. A custom colour pair that reads in light mode can fail after that: readiness warns, with a pair
// that reads in both.

function checksFor(blocks: unknown[]) {
  const newsletter = {
    title: 'T',
    subject: 'S',
    preheader: 'P',
    issueDate: '2026-10-10',
    document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }),
  };
  const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);
  return sendReadinessChecks({ newsletter, rendered, timeZone: 'UTC', feedItems: new Map() }).filter(
    (check) => check.id === 'forced-dark-contrast',
  );
}

const amber = {
  id: 'amber',
  type: 'button',
  label: 'Get tickets',
  href: 'https://example.com/t',
  style: { backgroundColor: '#fbbf24', textColor: '#111827', borderRadius: 6, fullWidth: false },
};

describe('forced dark mode', () => {
  it('inverts light backgrounds and dark text, and leaves dark backgrounds and light text', () => {
    const background = forcedDarkOf('#fbbf24', 'background');
    const text = forcedDarkOf('#111827', 'text');
    expect(contrastRatio(text, background)).toBeLessThan(3);
    expect(forcedDarkOf('#ffffff', 'background')).toBe('#000000');
    expect(forcedDarkOf('#1d4ed8', 'background')).toBe('#1d4ed8');
    expect(forcedDarkOf('#ffffff', 'text')).toBe('#ffffff');
  });

  it('warns on a custom button that fails after inversion, and suggests a pair that reads in both modes', () => {
    const [check, ...rest] = checksFor([amber]);
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ severity: 'warning', blockIds: ['amber'] });
    expect(check?.message).toMatch(
      /^In forced dark mode \(Gmail on Android, Outlook apps\) the button "Get tickets" becomes #[0-9a-f]{6} on #[0-9a-f]{6}: \d\.\d\d:1\. Try #([0-9a-f]{6}) text on #([0-9a-f]{6})\.$/,
    );
    const [, text = '', background = ''] = /Try (#[0-9a-f]{6}) text on (#[0-9a-f]{6})/.exec(check?.message ?? '') ?? [];
    // The suggestion reads in light mode and after inversion.
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(forcedDarkOf(text, 'text'), forcedDarkOf(background, 'background'))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(checksFor([{ ...amber, style: { ...amber.style, backgroundColor: background, textColor: text } }])).toEqual(
      [],
    );
  });

  it('warns on a text colour that fails on the inverted page, and not on the default look', () => {
    const grey = {
      id: 'grey',
      type: 'paragraph',
      content: [{ type: 'text', text: 'Small print', marks: [{ type: 'textStyle', attrs: { color: '#3b3bff' } }] }],
    };
    expect(checksFor([grey]).map((check) => check.blockIds)).toEqual([['grey']]);
    expect(checksFor([{ ...amber, style: undefined }])).toEqual([]);
  });
});
