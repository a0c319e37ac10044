import {
  BLOCK_GAP,
  BUTTON_BLOCK_GAP,
  BUTTON_METRICS,
  type ButtonLook,
  buttonLookOf,
  CARD_PADDING,
  CARD_RADIUS,
  CONTENT_PADDING,
  CONTENT_WIDTH,
  DEFAULT_NEWSLETTER_STYLE,
  MONOSPACE_STACK,
  type NewsletterStyle,
  TYPE_SCALE,
  themeOf,
} from '@newsletter-os/contracts';
import type { CSSProperties } from 'react';

// The canvas draws the blocks with the email's own theme (the contracts' email-theme, which the renderer writes
// inline): the values become CSS custom properties on the canvas, read by builder.css.

const px = (value: number) => `${value}px`;

/** The custom properties of a newsletter's look, set on the canvas element. */
export function canvasVariables(style: NewsletterStyle | null): CSSProperties {
  const theme = themeOf(style ?? DEFAULT_NEWSLETTER_STYLE);
  const { colors } = theme;
  const variables: Record<string, string> = {
    '--nl-page': colors.page,
    '--nl-content': colors.content,
    '--nl-text': colors.text,
    '--nl-heading': colors.heading,
    '--nl-muted': colors.muted,
    '--nl-border': colors.border,
    '--nl-card': colors.card,
    '--nl-code': colors.code,
    '--nl-link': colors.link,
    '--nl-accent': colors.accent,
    '--nl-body-font': theme.bodyFont,
    '--nl-heading-font': theme.headingFont,
    '--nl-mono-font': MONOSPACE_STACK,
    '--nl-width': px(CONTENT_WIDTH),
    '--nl-pad': px(CONTENT_PADDING),
    '--nl-gap': px(BLOCK_GAP),
    '--nl-button-gap': px(BUTTON_BLOCK_GAP),
    '--nl-card-pad': px(CARD_PADDING),
    '--nl-card-radius': px(CARD_RADIUS),
  };
  for (const [name, scale] of Object.entries(TYPE_SCALE)) {
    variables[`--nl-${name}-size`] = px(scale.size);
    variables[`--nl-${name}-lh`] = String(scale.lineHeight);
  }
  return variables as CSSProperties;
}

/** A button's look in the canvas: the block's own style, else the newsletter's, as the renderer picks it. */
export function canvasButtonStyle(
  own: NewsletterStyle['buttonStyle'] | undefined,
  style: NewsletterStyle | null,
): CSSProperties {
  const look: ButtonLook = own ? buttonLookOf(own) : themeOf(style ?? DEFAULT_NEWSLETTER_STYLE).button;
  return {
    display: look.fullWidth ? 'block' : 'inline-block',
    backgroundColor: look.background,
    color: look.text,
    fontFamily: 'var(--nl-body-font)',
    fontSize: px(BUTTON_METRICS.fontSize),
    fontWeight: BUTTON_METRICS.fontWeight,
    lineHeight: px(BUTTON_METRICS.lineHeight),
    padding: `${px(BUTTON_METRICS.paddingY)} ${px(BUTTON_METRICS.paddingX)}`,
    borderRadius: px(look.radius),
    textAlign: 'center',
    textDecoration: 'none',
  };
}
