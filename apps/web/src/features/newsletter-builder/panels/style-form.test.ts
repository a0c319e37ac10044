import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { draftOfStyle, styleOfDraft } from './style-form';

describe('the style form', () => {
  it('turns a valid draft into the stored style (colours lower-cased, empty logo as none)', () => {
    const draft = { ...draftOfStyle(DEFAULT_NEWSLETTER_STYLE), accentColor: '#AA3300', buttonRadius: '12' };
    const outcome = styleOfDraft(draft);
    expect(outcome).toEqual({
      style: {
        ...DEFAULT_NEWSLETTER_STYLE,
        accentColor: '#aa3300',
        buttonStyle: { ...DEFAULT_NEWSLETTER_STYLE.buttonStyle, borderRadius: 12 },
      },
    });
  });

  it('names each wrong field and stores nothing', () => {
    const draft = {
      ...draftOfStyle(null),
      accentColor: '#12',
      buttonRadius: '40',
      brandLogoUrl: 'javascript:alert(1)',
    };
    const outcome = styleOfDraft(draft);
    expect('errors' in outcome && Object.keys(outcome.errors).sort()).toEqual([
      'accentColor',
      'brandLogoUrl',
      'buttonRadius',
    ]);
    expect('errors' in outcome && outcome.errors.buttonRadius).toBe(
      'Corner radius must be a whole number from 0 to 32',
    );
  });

  it('reads the defaults when the newsletter has no style yet', () => {
    expect(draftOfStyle(null).headingFont).toBe(DEFAULT_NEWSLETTER_STYLE.headingFont);
  });
});
