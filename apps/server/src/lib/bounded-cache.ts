/**
 * A per-process cache bounded both in entries and in bytes: the least recently used entry goes first when either
 * bound is passed. The byte size is what the caller's `sizeOf` says of a value; a value larger than the whole byte
 * budget is not kept at all (it would only push every other entry out).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order, so the first key is always the one to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.limits.sizeOf(value);
    if (bytes > this.limits.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }
}
