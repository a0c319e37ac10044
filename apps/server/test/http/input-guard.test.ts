import { describe, expect, it } from 'vitest';
import { findNulCharacter } from '../../src/plugins/input-guard';

describe('findNulCharacter', () => {
  it('names the dotted path of the first NUL, through arrays and objects', () => {
    const body = {
      title: 'fine',
      document: {
        blocks: [
          { id: 'a', content: [] },
          { id: 'b', content: [{ type: 'text', text: 'x\u0000y' }] },
        ],
      },
    };
    expect(findNulCharacter(body)).toBe('document.blocks.1.content.0.text');
  });

  it('names a key holding a NUL, a NUL in a top-level string, and nothing in clean input', () => {
    expect(findNulCharacter({ list: [{ 'bad\u0000key': 1 }] })).toBe('list.0.bad\u0000key');
    expect(findNulCharacter('a\u0000')).toBe('body');
    expect(findNulCharacter({ a: [1, null, { b: ['c', true] }] })).toBeUndefined();
    expect(findNulCharacter(null)).toBeUndefined();
  });
});
