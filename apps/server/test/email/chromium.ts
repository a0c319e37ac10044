/** Headless Chromium for the email's browser tests: no network of its own, nothing in the background. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** axe walks several hundred nodes at two widths; on a busy two-core machine that takes well over the default 30 s. */
export const BROWSER_TEST_TIMEOUT = 180_000;
