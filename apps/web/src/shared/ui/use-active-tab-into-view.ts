import { type RefObject, useEffect } from 'react';

/**
 * Scrolls a horizontally scrolling tab list so its active tab is visible (on a phone the list is wider than the
 * screen, and a tab opened from a link, e.g. ?tab=tags, would otherwise sit off-screen). Only the list scrolls,
 * never the page.
 */
export function useActiveTabIntoView(list: RefObject<HTMLElement | null>, active: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever another tab becomes the active one
  useEffect(() => {
    const container = list.current;
    const tab = container?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!container || !tab) return;
    const overflowLeft = tab.offsetLeft - container.scrollLeft;
    const overflowRight = tab.offsetLeft + tab.offsetWidth - (container.scrollLeft + container.clientWidth);
    if (overflowLeft < 0) container.scrollLeft += overflowLeft - 16;
    else if (overflowRight > 0) container.scrollLeft += overflowRight + 16;
  }, [list, active]);
}
