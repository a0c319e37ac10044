// The email's look lives in the contracts, shared with the editor canvas (what the editor shows is what readers
// get); the renderer reads it from here.
export {
  BASE_COLORS,
  BUTTON_METRICS,
  CARD_INNER_WIDTH,
  CARD_PADDING,
  CONTENT_PADDING,
  CONTENT_WIDTH,
  type EmailTheme,
  fontStack,
  INNER_WIDTH,
  MONOSPACE_STACK,
  TYPE_SCALE,
  themeOf,
} from '@newsletter-os/contracts';
