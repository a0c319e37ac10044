import { randomUUID } from 'node:crypto';

/**
 * Inputs a careless or hostile client sends: wrong types, out-of-range numbers, impossible dates, NUL bytes,
 * oversized strings and lists. None of them may ever produce a 5xx.
 */
export const hostileJsonValues: unknown[] = [
  null,
  '',
  '   ',
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  {},
  [],
  { nested: { deeper: [1, 2, 3] } },
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '2027-02-30',
  '2026-13-01',
  // The last day there is: a day walk past it never ended ("+010000-01-01" sorts before "9999-12-31").
  '9999-12-31',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '2026-05-01T25:61:00Z',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x'.repeat(20_000),
  Array.from({ length: 1_000 }, () => randomUUID()),
  ['not-a-uuid'],
  [null],
  [{}],
  'javascript:alert(1)',
  'http://',
  '[',
  '["x"]',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
];

/** The same as query-string or form text: everything arrives as a string there. */
export const hostileTextValues: string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '2026-02-30',
  '0000-01-01',
  '2026-05-01T25:61:00Z',
  'a\u0000b',
  'x'.repeat(5_000),
  '[',
  '["x"]',
  '[1,2]',
  `[${Array.from({ length: 200 }, () => `"${randomUUID()}"`).join(',')}]`,
  'true',
  'a,b,c',
];

/** Raw JSON tricks JSON.stringify cannot produce: 1e999 parses to Infinity, -0, deep nesting. */
export function rawJsonVariants(field: string, base: Record<string, unknown>): string[] {
  const marker = '"__HOSTILE__"';
  const template = JSON.stringify({ ...base, [field]: '__HOSTILE__' });
  return ['1e999', '-1e999', '-0', '1.0e-400', `${'['.repeat(500)}${']'.repeat(500)}`].map((raw) =>
    template.replace(marker, raw),
  );
}

/** Whole bodies that are not what any route expects. */
export const hostileBodies: { name: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"workspaceId": ' },
  { name: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
  { name: 'JSON array', headers: { 'content-type': 'application/json' }, payload: '[]' },
  { name: 'JSON string', headers: { 'content-type': 'application/json' }, payload: '"x"' },
  { name: 'JSON number', headers: { 'content-type': 'application/json' }, payload: '123' },
  { name: 'JSON with __proto__', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' },
  { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { name: 'urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
  { name: 'unknown content type', headers: { 'content-type': 'application/x-nothing' }, payload: 'zzz' },
  {
    name: 'multipart without parts',
    headers: { 'content-type': 'multipart/form-data; boundary=XB' },
    payload: '--XB--\r\n',
  },
  {
    name: 'multipart with a wrong boundary',
    headers: { 'content-type': 'multipart/form-data; boundary=XB' },
    payload: '--OTHER\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--OTHER--\r\n',
  },
  { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' },
  {
    name: 'multipart truncated',
    headers: { 'content-type': 'multipart/form-data; boundary=XB' },
    payload: '--XB\r\nContent-Disposition: form-data; name="workspaceId"\r\n\r\nabc',
  },
  {
    name: 'multipart with an unexpected file only',
    headers: { 'content-type': 'multipart/form-data; boundary=XB' },
    payload:
      '--XB\r\nContent-Disposition: form-data; name="stray"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XB--\r\n',
  },
  {
    name: 'body over the size limit',
    headers: { 'content-type': 'application/json' },
    payload: `"${'x'.repeat(1_100_000)}"`,
  },
];
