/** The email as an inbox shows it with images off: each image replaced by its alt text in a box of its size. */
export function withImagesOff(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const image of Array.from(doc.querySelectorAll('img'))) {
    const box = doc.createElement('span');
    const alt = image.getAttribute('alt') ?? '';
    box.textContent = alt;
    const width = image.getAttribute('width');
    box.setAttribute(
      'style',
      `display:inline-block;box-sizing:border-box;max-width:100%;${width ? `width:${width}px;` : ''}padding:8px;border:1px dashed #9ca3af;color:#374151;font:14px/1.4 Helvetica,Arial,sans-serif;background:#f9fafb;`,
    );
    image.replaceWith(box);
  }
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/**
 * The email as clients that invert colours show it in dark mode: the page inverted (hue kept), its pictures
 * inverted back, since those clients leave photos and logos as they are.
 */
export function withDarkEmulation(html: string): string {
  const style =
    '<style data-dark-emulation>html{filter:invert(1) hue-rotate(180deg)}img,picture,video,[style*="background-image"]{filter:invert(1) hue-rotate(180deg)}</style>';
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${style}</head>`) : `${style}${html}`;
}

/** Bytes as "27.1 KB" (1 KB = 1,000 bytes, as Gmail's clipping point is usually quoted). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
}

/** The addresses typed into the test-send field: split on commas, semicolons or spaces, de-duplicated. */
export function parseRecipients(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The Beehiiv body as a page for the preview frame: the fragment alone on a plain page, as it sits inside Beehiiv's
 * post template (which adds the publication's own header and footer around it). No stylesheet: Beehiiv removes
 * <style>, so what shows here is what inline styles alone give.
 */
export function beehiivPreviewDocument(fragment: string, subject: string): string {
  const doc = new DOMParser().parseFromString(
    '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>',
    'text/html',
  );
  const title = doc.querySelector('title');
  if (title) title.textContent = subject;
  doc.body.setAttribute('style', 'margin:0;padding:16px 8px;background-color:#ffffff');
  doc.body.innerHTML = fragment;
  // The page speaks the issue's language: the fragment's wrapper carries it (lang, dir), so the page takes it too
  // (a screen reader reading the preview frame picks its voice from <html>).
  const root = doc.body.firstElementChild;
  for (const name of ['lang', 'dir']) {
    const value = root?.getAttribute(name);
    if (value) doc.documentElement.setAttribute(name, value);
  }
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
