import { readFileSync } from 'node:fs';
import { badRequest } from './errors';

/**
 * Passwords that appear near the top of every leaked-password list (one a line, lower case, 8+ characters:
 * shorter ones fail the length rule anyway). Guessing them is the first thing an attacker tries, so they are
 * refused wherever a password is chosen. Compared case-insensitively: "Password1" is as weak as "password1".
 */
let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  );
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= load();
  return commonPasswords.has(password.toLowerCase());
}

export const commonPasswordMessage = 'This password is too common. Choose one that is harder to guess.';

/** 400 naming the field when the chosen password is one of the common ones. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(`${field}: ${commonPasswordMessage}`, field);
}
