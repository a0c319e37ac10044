import { describe, expect, it } from 'vitest';
import { preloadFirstScreen } from './router';

describe('preloadFirstScreen', () => {
  it('starts the shell and the screen of a signed-in address together, and both arrive', async () => {
    const chunks = preloadFirstScreen('/newsletter-builder', true);
    expect(chunks).toHaveLength(2);
    const [shell, builder] = await Promise.all(chunks.map((chunk) => chunk.load()));
    expect(shell).toHaveProperty('AppShell');
    expect(builder).toHaveProperty('NewsletterBuilderPage');
  });

  it('starts nothing signed out, on a public page, or on an unknown one', () => {
    expect(preloadFirstScreen('/newsletter-builder', false)).toEqual([]);
    expect(preloadFirstScreen('/login', true)).toEqual([]);
    expect(preloadFirstScreen('/no-such-page', true)).toEqual([]);
  });
});
