import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, ICS_LINE_OCTETS, icsUtc, writeCalendar } from '../../src/lib/ics';

/** RFC 5545 3.1: a CRLF followed by one space or tab is removed when reading. */
function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** The reader's side of 3.3.11. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** What escaping keeps of a string: line breaks as LF, no other control characters, tabs as spaces. */
function normalised(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the same set the writer drops
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\t/g, ' ')
  );
}

/** Any text, including astral characters (emoji), combining marks, line breaks and the escaped characters. */
const anyText = fc.string({ unit: 'grapheme', maxLength: 200 });
/** Mostly the characters escaping and folding care about. */
const trickyText = fc.string({
  unit: fc.constantFrom('\\', ';', ',', '\n', '\r', '\r\n', '\t', '\u0007', 'a', 'é', '日', '😀', ':', '"'),
  maxLength: 120,
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newline exactly as RFC 5545 writes them', () => {
    expect(escapeText('Rock, Paper; Scissors \\ more\nnext\r\nline\rend')).toBe(
      'Rock\\, Paper\\; Scissors \\\\ more\\nnext\\nline\\nend',
    );
  });

  it('round-trips any text through a reader (property)', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, trickyText), (text) => {
        const escaped = escapeText(text);
        expect(unescapeText(escaped)).toBe(normalised(text));
        // No raw line break, and every ; , and \ is preceded by a backslash.
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[\\;,]/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('foldLine', () => {
  it('folds at 75 octets and keeps a multi-byte character whole', () => {
    const line = `SUMMARY:${'a'.repeat(66)}€€€`;
    // 8 + 66 = 74 octets, then "€" (3 octets) would pass 75: it moves to the next line whole.
    expect(foldLine(line)).toBe(`SUMMARY:${'a'.repeat(66)}\r\n €€€`);
  });

  it('never writes a line over 75 octets, never splits a character, and unfolds to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (value) => {
        const line = `DESCRIPTION:${escapeText(value)}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(ICS_LINE_OCTETS);
          // A split surrogate pair would not survive a UTF-8 round trip (it becomes U+FFFD).
          expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
        }
        expect(unfold(folded)).toBe(line);
      }),
      { numRuns: 500 },
    );
  });
});

describe('writeCalendar', () => {
  const event = {
    uid: 'item-1@news.example',
    stamp: new Date('2026-11-20T09:00:00Z'),
    sequence: 3,
    start: new Date('2026-12-03T04:32:00Z'),
    end: new Date('2026-12-03T06:00:00Z'),
    summary: 'Jazz, wine; and \\ friends',
    location: 'Town Hall, 1 Main St',
    description: `First line\nSecond line — ${'long '.repeat(40)}`,
    url: 'https://news.example/events/jazz?a=1,2',
  };

  it('writes CRLF lines only, each within 75 octets', () => {
    const ics = writeCalendar({ prodId: '-//Newsletter OS//Events//EN', events: [event] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain(`DTSTART:${icsUtc(event.start)}\r\n`);
    expect(icsUtc(event.start)).toBe('20261203T043200Z');
  });

  it('is read back exactly by ical.js for any summary, location and description (property)', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (summary, location, description) => {
        const ics = writeCalendar({
          prodId: '-//Newsletter OS//Events//EN',
          name: summary,
          refreshHours: 6,
          events: [{ ...event, summary: summary || 'x', location, description }],
        });
        const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
        if (!vevent) throw new Error('no VEVENT');
        const read = new ICAL.Event(vevent);
        expect(read.summary).toBe(normalised(summary || 'x'));
        expect(read.location ?? '').toBe(normalised(location));
        expect(read.description ?? '').toBe(normalised(description));
        expect(read.uid).toBe(event.uid);
        expect(read.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
        expect(read.endDate.toJSDate().toISOString()).toBe(event.end.toISOString());
        expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
      }),
      { numRuns: 200 },
    );
  });
});
