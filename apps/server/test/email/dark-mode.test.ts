import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/email/contrast';
import { DARK_COLORS, darkVariantOf } from '../../src/email/dark-mode';
import { elements, parseEmail } from '../../src/email/inspect';
import { darkContrastChecks } from '../../src/email/readiness/output-checks';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The dark stylesheet and the dark-mode contrast check, read from the HTML a client receives.

const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
const styleOf = (source: string) => {
  const style = elements(parseEmail(source)).find((element) => element.name === 'style');
  return (style?.children[0] as { data?: string } | undefined)?.data ?? '';
};

describe('the dark stylesheet', () => {
  it("lightens an author's colour until it reads on every dark surface, keeping the hue", () => {
    const red = darkVariantOf('#dc2626');
    for (const surface of [DARK_COLORS.content, DARK_COLORS.card, DARK_COLORS.code]) {
      expect(contrastRatio(red, surface)).toBeGreaterThanOrEqual(4.5);
    }
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(red.slice(start, start + 2), 16)) as number[];
    expect(r).toBeGreaterThan(g as number);
    expect(r).toBeGreaterThan(b as number);
    // A colour already readable on dark stays as it is.
    expect(darkVariantOf('#fde68a')).toBe('#fde68a');
  });

  it('overrides inline code, cards, code blocks and author colours, and repeats them for Outlook.com', () => {
    const css = styleOf(html);
    expect(html).toContain('<span class="nl-c-dc2626" style="color:#dc2626"><strong>Big news</strong></span>');
    expect(css).toContain(`.nl-c-dc2626{color:${darkVariantOf('#dc2626')} !important}`);
    expect(css).toContain(`.nl-content code{background-color:${DARK_COLORS.code} !important}`);
    expect(css).toContain(`.nl-content td.nl-card{background-color:${DARK_COLORS.card} !important`);
    expect(css).toContain(`[data-ogsc] .nl-c-dc2626{color:${darkVariantOf('#dc2626')} !important}`);
    expect(css).toContain(`[data-ogsb] .nl-content code{background-color:${DARK_COLORS.code} !important}`);
    expect(css).toContain(`[data-ogsc] .nl-content p,[data-ogsc] .nl-content li`);
    // Every element with a light inline background can be reached by a dark rule.
    const lightFills = elements(parseEmail(html)).filter((element) => {
      const fill = /background-color:(#[0-9a-f]{6})/.exec(element.attribs.style ?? '')?.[1] ?? element.attribs.bgcolor;
      return fill !== undefined && contrastRatio(fill, '#000000') > 10;
    });
    expect(lightFills.length).toBeGreaterThan(10);
    const unreachable = lightFills.filter(
      (element) => !/\bnl-(page|content|card|code)\b/.test(element.attribs.class ?? '') && element.name !== 'td',
    );
    expect(unreachable.map((element) => element.name)).toEqual([]);
  });
});

describe('the dark-mode contrast check', () => {
  it('finds nothing on the quality fixture', () => {
    expect(darkContrastChecks(parseEmail(html))).toEqual([]);
  });

  it("errs on an author's colour without its dark class: #dc2626 on the dark content is 3.04:1", () => {
    const checks = darkContrastChecks(parseEmail(html.replace('class="nl-c-dc2626" ', '')));
    expect(checks).toEqual([
      {
        id: 'dark-contrast',
        severity: 'error',
        message: 'In dark mode, "Big news" is #dc2626 on #1f2937: contrast 3.04:1, needs 4.5:1.',
        blockIds: [],
      },
    ]);
  });

  it('errs on inline code that keeps its light background under light dark-mode text', () => {
    const withoutRule = html.replace(/\.nl-content code\{[^}]*\}/, '');
    const checks = darkContrastChecks(parseEmail(withoutRule));
    expect(checks.map((check) => check.message)).toEqual([
      expect.stringMatching(/^In dark mode, "code" is #93c5fd on #f3f4f6: contrast 1\.\d\d:1, needs 4\.5:1\.$/),
    ]);
  });
});
