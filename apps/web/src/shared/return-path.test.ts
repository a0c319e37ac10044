import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

const origin = 'https://app.example';

describe('safeReturnPath', () => {
  it.each([
    ['/content-manager?workspaceId=abc', '/content-manager?workspaceId=abc'],
    ['/settings?tab=users#invitations', '/settings?tab=users#invitations'],
    ['/profile', '/profile'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw, origin)).toBe(expected);
  });

  it.each([
    ['an absolute URL elsewhere', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash further on', '/a\\..\\\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'content-manager'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['the login screen itself', '/login?next=/login'],
    ['the root', '/'],
    ['nothing', null],
    ['an empty value', ''],
  ])('refuses %s', (_case, raw) => {
    const result = safeReturnPath(raw, origin);
    // An encoded "//" stays a path on this site ("/%2F%2F…"): harmless, but it must never leave the origin.
    if (result !== null) expect(new URL(result, origin).origin).toBe(origin);
    else expect(result).toBeNull();
  });

  it('refuses every URL that leaves the origin', () => {
    for (const raw of ['https://evil.example', '//evil.example', '/\\evil.example', 'http:evil.example']) {
      expect(safeReturnPath(raw, origin)).toBeNull();
    }
  });
});

describe('loginPathReturningTo', () => {
  it('names the page with its query in the login link', () => {
    expect(loginPathReturningTo({ pathname: '/settings', search: '?tab=users' })).toBe(
      '/login?next=%2Fsettings%3Ftab%3Dusers',
    );
  });

  it('is the bare login path from the login screen or the root', () => {
    expect(loginPathReturningTo({ pathname: '/login', search: '?next=%2Fprofile' })).toBe('/login');
    expect(loginPathReturningTo({ pathname: '/', search: '' })).toBe('/login');
  });
});
