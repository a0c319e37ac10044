import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyForBeehiiv } from './copy-for-beehiiv';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Copy for Beehiiv', () => {
  it('puts the fragment on the clipboard as HTML (kept by Beehiiv’s editor) and as text', async () => {
    const written: Array<Record<string, Blob>> = [];
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {
        written.push(items);
      }
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
    await copyForBeehiiv('<table><tr><td style="color:#112233">Hello</td></tr></table>');
    expect(write).toHaveBeenCalledTimes(1);
    expect(Object.keys(written[0] ?? {})).toEqual(['text/html', 'text/plain']);
    expect(await written[0]?.['text/html']?.text()).toBe(
      '<table><tr><td style="color:#112233">Hello</td></tr></table>',
    );
  });
});
