import { parseColor } from '@newsletter-os/contracts';

/** A computed colour with no paint of its own ("transparent", rgba with alpha 0): the parent's shows through. */
function isTransparent(value: string): boolean {
  return value === '' || value === 'transparent' || /^rgba\(.*,\s*0(?:\.0*)?\)$/i.test(value.trim());
}

/**
 * The colour text in a block is read on: the first painted background from the block's editor outwards, as the
 * canvas draws it from the newsletter's theme (a code cell, a card, the content column). `fallback` is the theme's
 * content colour, for an editor not in a painted canvas.
 */
export function backgroundBehind(element: Element | null, fallback: string): string {
  for (let node = element; node; node = node.parentElement) {
    const painted = getComputedStyle(node).backgroundColor;
    if (!isTransparent(painted)) return parseColor(painted) ?? fallback;
  }
  return fallback;
}
