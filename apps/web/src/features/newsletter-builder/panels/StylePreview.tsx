import type { NewsletterStyle } from '@newsletter-os/contracts';
import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { safeColor } from '../../../shared/ui/safe';
import { AA_NORMAL_TEXT, contrastRatio } from '../toolbar/contrast';

/** Font stacks as the email renderer writes them: the chosen font, then safe fallbacks. */
function fontStack(font: string): string {
  const serif = font === 'Georgia' || font === 'Times New Roman';
  const mono = font === 'Courier New';
  return `"${font}", ${mono ? 'monospace' : serif ? 'serif' : 'sans-serif'}`;
}

/**
 * A small email drawn with the newsletter's look as it is being edited (the full email, rendered by the server, is in
 * Preview): logo, header, a heading, body text with a link, a button and the footer.
 */
export function StylePreview({ style }: { style: NewsletterStyle | null }) {
  const look = style ?? DEFAULT_NEWSLETTER_STYLE;
  const accent = safeColor(look.accentColor, '#3b82f6');
  const button = look.buttonStyle;
  const buttonContrast = contrastRatio(button.textColor, button.backgroundColor);
  return (
    <figure className="flex flex-col gap-2" aria-labelledby="style-preview-caption">
      <figcaption id="style-preview-caption" className="text-sm font-semibold text-gray-900">
        Live preview
      </figcaption>
      <div
        data-testid="style-preview"
        className="overflow-hidden rounded-xl border border-gray-200 bg-gray-100 p-3"
        style={{ fontFamily: fontStack(look.bodyFont) }}
      >
        <div className="rounded-lg bg-white shadow-sm">
          <div className="h-1.5 rounded-t-lg" style={{ backgroundColor: accent }} />
          <div className="flex flex-col gap-3 p-4 text-sm text-gray-800">
            {look.brandLogoUrl ? (
              <img
                src={look.brandLogoUrl}
                alt="Brand logo"
                className="h-8 w-auto max-w-[60%] self-start object-contain"
              />
            ) : null}
            {look.headerText ? <p className="whitespace-pre-line text-xs text-gray-600">{look.headerText}</p> : null}
            <p
              className="text-xl leading-tight font-bold text-gray-900"
              style={{ fontFamily: fontStack(look.headingFont) }}
            >
              This week on the harbour
            </p>
            <p className="leading-relaxed">
              The quay market returns on Saturday with music and food stalls.{' '}
              <span className="underline" style={{ color: accent }}>
                Read the programme
              </span>
            </p>
            <span
              className="inline-block self-start px-4 py-2 text-center text-sm font-semibold"
              style={{
                backgroundColor: safeColor(button.backgroundColor),
                color: safeColor(button.textColor, '#ffffff'),
                borderRadius: button.borderRadius,
                alignSelf: button.fullWidth ? 'stretch' : 'flex-start',
              }}
            >
              Get tickets
            </span>
            <p
              className="border-t border-gray-100 pt-3 text-xs whitespace-pre-line text-gray-600"
              style={{ fontFamily: fontStack(look.bodyFont) }}
            >
              {look.footerText || 'Your footer text appears here.'}
            </p>
          </div>
        </div>
      </div>
      {buttonContrast < AA_NORMAL_TEXT ? (
        <p className="text-sm text-amber-800" role="status">
          Button text contrast is {buttonContrast.toFixed(1)}:1, under the 4.5:1 that WCAG AA asks for.
        </p>
      ) : null}
    </figure>
  );
}
