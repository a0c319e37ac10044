/** Cache key of the caller's business details (Settings → Business). */
export const businessProfileKeys = {
  all: ['business-profile'] as const,
};
