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
