import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/lib/markup-depth';

describe('nestsDeeperThan', () => {
  it('counts open elements, closing tags included', () => {
    expect(nestsDeeperThan('<div><p><b>x</b></p></div>', 3)).toBe(false);
    expect(nestsDeeperThan('<div><p><b><i>x</i></b></p></div>', 3)).toBe(true);
    expect(nestsDeeperThan(`${'<b>x</b>'.repeat(10_000)}`, 1)).toBe(false);
  });

  it('follows the parser on void elements, implicit closes and comments', () => {
    expect(nestsDeeperThan('<br><img src=x><hr>'.repeat(50), 1)).toBe(false);
    expect(nestsDeeperThan(`<ul>${'<li>item'.repeat(500)}`, 2)).toBe(false);
    expect(nestsDeeperThan('<p>one<p>two<p>three', 1)).toBe(false);
    expect(nestsDeeperThan(`<!--${'<b>'.repeat(50)}-->`, 1)).toBe(false);
    expect(nestsDeeperThan('<b title="<i><i><i>">x</b>', 1)).toBe(false);
  });

  it('counts a self-closed non-void HTML element as open, as the HTML parser does; XML honours />', () => {
    expect(nestsDeeperThan('<b/>'.repeat(5), 4)).toBe(true);
    expect(nestsDeeperThan('<g/>'.repeat(5), 4, { xml: true })).toBe(false);
    expect(nestsDeeperThan('<g>'.repeat(5), 4, { xml: true })).toBe(true);
  });

  it('stays linear on input built to make a scanner backtrack', () => {
    const inputs = [
      '<b>'.repeat(200_000),
      '<a '.repeat(200_000),
      '<a x="'.repeat(100_000),
      '<'.repeat(500_000),
      `<b x=${"'".repeat(300_000)}`,
      `${'<!--'.repeat(100_000)}`,
    ];
    for (const input of inputs) {
      const started = performance.now();
      nestsDeeperThan(input, 100);
      expect(performance.now() - started, input.slice(0, 12)).toBeLessThan(500);
    }
  });
});
