import {
  DEFAULT_NEWSLETTER_STYLE,
  type NewsletterStyle,
  type NewsletterStyleInput,
  newsletterStyleSchema,
} from '@newsletter-os/contracts';

/** The style form's fields as typed (colours may be half-typed); only a valid whole is applied to the newsletter. */
export interface StyleDraft {
  brandLogoUrl: string;
  accentColor: string;
  bodyFont: NewsletterStyle['bodyFont'];
  headingFont: NewsletterStyle['headingFont'];
  headerText: string;
  footerText: string;
  buttonBackground: string;
  buttonText: string;
  buttonRadius: string;
  buttonFullWidth: boolean;
}

export type StyleErrors = Partial<Record<keyof StyleDraft, string>>;

export function draftOfStyle(style: NewsletterStyle | null): StyleDraft {
  const value = style ?? DEFAULT_NEWSLETTER_STYLE;
  return {
    brandLogoUrl: value.brandLogoUrl ?? '',
    accentColor: value.accentColor,
    bodyFont: value.bodyFont,
    headingFont: value.headingFont,
    headerText: value.headerText,
    footerText: value.footerText,
    buttonBackground: value.buttonStyle.backgroundColor,
    buttonText: value.buttonStyle.textColor,
    buttonRadius: String(value.buttonStyle.borderRadius),
    buttonFullWidth: value.buttonStyle.fullWidth,
  };
}

/** Where each schema path is edited in the form. */
const FIELD_OF_PATH: Record<string, keyof StyleDraft> = {
  brandLogoUrl: 'brandLogoUrl',
  accentColor: 'accentColor',
  bodyFont: 'bodyFont',
  headingFont: 'headingFont',
  headerText: 'headerText',
  footerText: 'footerText',
  'buttonStyle.backgroundColor': 'buttonBackground',
  'buttonStyle.textColor': 'buttonText',
  'buttonStyle.borderRadius': 'buttonRadius',
  'buttonStyle.fullWidth': 'buttonFullWidth',
};

/** Validates the draft with the contract's schema: the style to store, or the message of each wrong field. */
export function styleOfDraft(draft: StyleDraft): { style: NewsletterStyle } | { errors: StyleErrors } {
  const radius = draft.buttonRadius.trim() === '' ? Number.NaN : Number(draft.buttonRadius);
  const input: NewsletterStyleInput = {
    brandLogoUrl: draft.brandLogoUrl.trim() === '' ? null : draft.brandLogoUrl.trim(),
    accentColor: draft.accentColor,
    bodyFont: draft.bodyFont,
    headingFont: draft.headingFont,
    headerText: draft.headerText,
    footerText: draft.footerText,
    buttonStyle: {
      backgroundColor: draft.buttonBackground,
      textColor: draft.buttonText,
      borderRadius: radius,
      fullWidth: draft.buttonFullWidth,
    },
  };
  const parsed = newsletterStyleSchema.safeParse(input);
  if (parsed.success) return { style: parsed.data };
  const errors: StyleErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (!field || errors[field]) continue;
    errors[field] = field === 'buttonRadius' ? 'Corner radius must be a whole number from 0 to 32' : issue.message;
  }
  return { errors };
}
