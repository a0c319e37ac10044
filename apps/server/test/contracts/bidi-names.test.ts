import {
  createTagBodySchema,
  lineText,
  personNameSchema,
  stripBidiControls,
  workspaceNameSchema,
} from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

// Invisible direction controls in names reorder what a reader sees in a mail ("Support Team ‮gnp.exe" shows as
// "Support Team exe.png"): every name field strips them.

const RLO = '\u202E';
const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const marks = ['\u200E', '\u200F', '\u061C'];

describe('bidi controls in names', () => {
  it('strips every one of them and nothing else', () => {
    expect(stripBidiControls(`a${[...controls, ...marks].join('')}b`)).toBe('ab');
    expect(stripBidiControls('Café Łódź مرحبا שלום')).toBe('Café Łódź مرحبا שלום');
  });

  it('a person, a newsletter, a tag and any line field keep the visible name only', () => {
    expect(personNameSchema.parse(`Support Team ${RLO}gnp.exe`)).toBe('Support Team gnp.exe');
    expect(workspaceNameSchema.parse(`Harbour${RLO} Weekly`)).toBe('Harbour Weekly');
    expect(lineText(100, 'Venue').parse(`\u2066Town hall\u2069`)).toBe('Town hall');
    const tag = createTagBodySchema.parse({
      workspaceId: '0a1b2c3d-0000-4000-8000-00000000000a',
      name: `Local${RLO} news`,
      color: '#aabbcc',
    });
    expect(tag.name).toBe('Local news');
  });

  it('a name of nothing but direction controls is refused as empty', () => {
    const result = personNameSchema.safeParse(` ${RLO}\u200F `);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
});
