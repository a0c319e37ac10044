import type { GifPage } from '@newsletter-os/contracts';

/**
 * Recent provider answers, so a picker opened by several editors (or reopened) does not spend the provider's
 * rate limit: featured pages for 5 minutes, searches for 2. Only successful pages are kept.
 */
export class GifPageCache {
  private readonly entries = new Map<string, { page: GifPage; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): GifPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: GifPage, ttlMs: number): void {
    if (page.state !== 'ok') return;
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: this.now() + ttlMs });
    // Maps keep insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

export const FEATURED_TTL_MS = 5 * 60_000;
export const SEARCH_TTL_MS = 2 * 60_000;
