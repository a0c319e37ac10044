import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/lib/bounded-cache';

const cacheOf = (maxEntries: number, maxBytes: number) =>
  new BoundedCache<string>({ maxEntries, maxBytes, sizeOf: (value) => value.length });

describe('a cache bounded in entries and bytes', () => {
  it('answers what was stored, and nothing for an unknown key', () => {
    const cache = cacheOf(3, 100);
    cache.set('a', 'alpha');
    expect(cache.get('a')).toBe('alpha');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most its entries, dropping the least recently used first', () => {
    const cache = cacheOf(2, 100);
    cache.set('a', 'one');
    cache.set('b', 'two');
    // Reading "a" makes "b" the least recently used.
    expect(cache.get('a')).toBe('one');
    cache.set('c', 'three');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('one');
    expect(cache.get('c')).toBe('three');
  });

  it('keeps at most its bytes, dropping as many old entries as the new one needs', () => {
    const cache = cacheOf(10, 10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccccccc');
    expect(cache.bytes).toBe(8);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'cccccccc']);
  });

  it('does not keep a value larger than the whole budget, and keeps the others', () => {
    const cache = cacheOf(10, 10);
    cache.set('a', 'aaaa');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.bytes).toBe(4);
  });

  it('counts a replaced value once', () => {
    const cache = cacheOf(10, 100);
    cache.set('a', 'aaaa');
    cache.set('a', 'aa');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(2);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
